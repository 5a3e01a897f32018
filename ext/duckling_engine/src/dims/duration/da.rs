//! Danish durations (`Duckling/Duration/DA/Rules.hs`): the Swedish rules over Danish words, and English's
//! "fortnight".

use super::sv::{Words, rules_in};
use crate::dims::token::Rule;

const DANISH: Words = Words {
    a: "en|et?",
    about: "(omkring|cirka|ca.)",
    exactly: "pr(æ)cis",
    fortnight: Some("(a|one)? fortnight"),
    half_an_hour: "(1/2|en halv) time",
    and_a_half_hours: "og (en )?halv timer?",
    more: "mere|mindre",
    hours: "timer?",
};

pub(crate) fn rules() -> Vec<Rule> {
    rules_in(&DANISH)
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Duckling's DA corpus has no durations: each rule once, with the value the real Duckling gives.
    #[test]
    fn durations_as_duckling_gives_them() {
        let minutes = |n: i32| {
            format!(
                r#"{{"type": "value", "value": {n}, "unit": "minute", "minute": {n}, "normalized": {{"value": {}, "unit": "second"}}}}"#,
                n * 60
            )
        };
        check_in(
            "da",
            Kind::Duration,
            &[
                ("en halv time", minutes(30).as_str()),
                ("to og halv timer", minutes(150).as_str()),
                ("1,25 time", minutes(75).as_str()),
                ("ca. 5 minutter", minutes(5).as_str()),
                (
                    "præcis 2 timer",
                    r#"{"type": "value", "value": 2, "unit": "hour", "hour": 2, "normalized": {"value": 7200, "unit": "second"}}"#,
                ),
                (
                    "a fortnight",
                    r#"{"type": "value", "value": 14, "unit": "day", "day": 14, "normalized": {"value": 1209600, "unit": "second"}}"#,
                ),
                (
                    "2 uger mindre",
                    r#"{"type": "value", "value": 2, "unit": "week", "week": 2, "normalized": {"value": 1209600, "unit": "second"}}"#,
                ),
                (
                    "et år",
                    r#"{"type": "value", "value": 1, "unit": "year", "year": 1, "normalized": {"value": 31536000, "unit": "second"}}"#,
                ),
            ],
        );
    }
}
