//! Italian times: Duckling's `Duckling/Time/IT/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it (Duckling gives several rules one name: "season", "nth <time> of <time>" …).

mod clock;
mod dates;
mod intervals;
mod names;
mod parts_of_day;
mod relative;

use crate::dims::time::helpers::{group_int, int_value, tt};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        names::rules,
        dates::rules,
        clock::rules,
        parts_of_day::rules,
        relative::rules,
        intervals::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's IT corpus never reaches, each once, with the value Duckling's Haskell gives.
    #[test]
    fn rules_outside_the_corpus() {
        let minute = |t: &str| {
            format!(
                r#"{{"type": "value", "value": "2013-02-{t}:00.000-02:00", "grain": "minute"}}"#
            )
        };
        let day = |d: &str| {
            format!(
                r#"{{"type": "value", "value": "2013-{d}T00:00:00.000-02:00", "grain": "day"}}"#
            )
        };
        let examples = [
            ("le 3 e mezzo", minute("13T03:30")),
            ("le 3 tre quarti", minute("13T03:45")),
            ("le 4 meno un quarto", minute("13T03:45")),
            ("le 5 meno 10 minuti", minute("12T04:50")),
            ("10 a mezzogiorno", minute("12T11:50")),
            ("le 3 e 10 minuti del pomeriggio", minute("12T15:10")),
            ("le 3 e mezzo di sera", minute("12T15:30")),
            ("questo lunedì", day("02-18")),
            ("il secondo lunedì di marzo", day("03-11")),
            (
                "black friday",
                r#"{"type": "value", "value": "2013-11-29T00:00:00.000-02:00", "grain": "day", "holidayBeta": "Black Friday"}"#
                    .to_owned(),
            ),
            (
                "stamattina",
                r#"{"type": "interval", "from": {"value": "2013-02-12T04:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T12:00:00.000-02:00", "grain": "hour"}}"#
                    .to_owned(),
            ),
        ];
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check("it", &examples);
    }
}
