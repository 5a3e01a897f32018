//! Bulgarian times: Duckling's `Duckling/Time/BG/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it. Duckling wrote them after its English rules, in Bulgarian words ("следващия вторник",
//! "в 4 сутринта", "след 3 години"), and kept a few English words ("seasons" in "last|this|next <season>").

mod clock;
mod dates;
mod names;
mod relative;

use crate::dims::time::helpers::{group_int, int_value, tt};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 4] =
        [dates::rules, clock::rules, relative::rules, names::rules];
    families.iter().flat_map(|family| family()).collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's BG corpus never reaches, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check(
            "bg",
            &[
                (
                    "вдругиден",
                    r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "великден",
                    r#"{"type": "value", "value": "2013-05-05T00:00:00.000-02:00", "grain": "day", "holidayBeta": "Orthodox Easter Sunday"}"#,
                ),
            ],
        );
    }
}
