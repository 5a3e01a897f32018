//! Japanese times: Duckling's `Duckling/Time/JA/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it (it gives two rules the name "hh時mm分").
//!
//! Japanese writes particles after what they mark ("15時20分に", "火曜日は", "6月から"), so most rules here
//! take a time and then a particle, where other languages' take a preposition first.

mod clock;
mod dates;
mod intervals;
mod names;
mod relative;

use crate::dims::time::helpers::get_int_value;
use crate::dims::time::helpers::{group_int, tt};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 7] = [
        clock::rules,
        dates::rules,
        relative::durations,
        intervals::rules,
        relative::cycles,
        names::rules,
        relative::instants,
    ];
    families.iter().flat_map(|family| family()).collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's JA corpus never reaches, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check(
            "ja",
            &[
                (
                    "次の2週間",
                    r#"{"type": "interval", "from": {"value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}, "to": {"value": "2013-03-04T00:00:00.000-02:00", "grain": "week"}}"#,
                ),
                (
                    "令和元年に",
                    r#"{"type": "value", "value": "2019-01-01T00:00:00.000-02:00", "grain": "year"}"#,
                ),
                (
                    "0時30分",
                    r#"{"type": "value", "value": "2013-02-13T00:30:00.000-02:00", "grain": "minute"}"#,
                ),
            ],
        );
    }
}
