//! Norwegian Bokmål times: Duckling's `Duckling/Time/NB/Rules.hs`, one module per family of rules, each rule
//! named as Duckling names it.
//!
//! Duckling's second "nth <time> of <time>" (`ruleNthTimeOfTime2`, "den <ordinal> <time> af|i <time>") reads
//! its first item as the ordinal, which is the regex "den": it never yields a time, and is not ported.

mod dates;
mod intervals;
mod names;
mod part_of_day;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        names::rules,
        time_of_day::rules,
        dates::rules,
        relative::rules,
        intervals::rules,
        part_of_day::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's NB corpus never reaches, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        let at = |t: &str, grain: &str| {
            format!(r#"{{"type": "value", "value": "2013-{t}:00.000-02:00", "grain": "{grain}"}}"#)
        };
        let day = |d: &str| at(&format!("{d}T00:00"), "day");
        let hours = |from: &str, to: &str| {
            format!(
                r#"{{"type": "interval", "from": {{"value": "2013-02-12T{from}:00:00.000-02:00", "grain": "hour"}}, "to": {{"value": "2013-02-12T{to}:00:00.000-02:00", "grain": "hour"}}}}"#
            )
        };
        let examples = [
            ("grunnlovsdagen", day("05-17")),
            ("valentines dag", day("02-14")),
            ("halloween", day("10-31")),
            ("midten af mars", day("03-15")),
            ("4 dager før julaften", day("12-20")),
            ("2 dager etter julaften", day("12-26")),
            ("første dag av mars", day("03-01")),
            ("siste uke av mars", at("03-25T00:00", "week")),
            ("24:00", at("02-13T00:00", "minute")),
            ("midnatt", at("02-13T00:00", "hour")),
            ("halv 3", at("02-13T02:30", "minute")),
            ("15 på 3", at("02-13T02:45", "minute")),
            ("klokka 3 kvart", at("02-12T15:15", "minute")),
            ("klokka 3 halv time", at("02-12T15:30", "minute")),
            ("halv time over 3", at("02-12T15:30", "minute")),
            ("3 ish", at("02-13T03:00", "hour")),
            ("presis kl. 3", at("02-13T03:00", "hour")),
            ("etter jobb", hours("17", "21")),
            ("etter lunsj", hours("13", "17")),
            (
                "i slutten av mars",
                r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-04-01T00:00:00.000-02:00", "grain": "second"}}"#
                    .to_owned(),
            ),
        ];
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check("nb", &examples);
    }
}
