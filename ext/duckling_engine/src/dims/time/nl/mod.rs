//! Dutch times: Duckling's `Duckling/Time/NL/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it, plus the locale's own holidays (`Time/NL/BE/Rules.hs` for `nl_BE`, and
//! `Time/NL/NL/Rules.hs`'s `rulesBackwardCompatible` for the bare `nl`, as `Duckling/Rules/NL.hs` assembles
//! them).

mod dates;
mod intervals;
mod names;
mod part_of_day;
mod relative;
mod time_of_day;

use crate::Region;
use crate::dims::time::helpers::holiday_rules;
use crate::dims::token::Rule;
use crate::time::helpers::month_day;

/// Every time rule for a locale's region (`None`: plain `nl`).
pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        names::rules,
        time_of_day::rules,
        part_of_day::rules,
        dates::rules,
        relative::rules,
        intervals::rules,
    ];
    let mut all: Vec<Rule> = families.iter().flat_map(|family| family()).collect();
    // Sinterklaas is the 6th of December in Belgium, its eve (the 5th) in the Netherlands; Duckling gives
    // the bare `nl` the Dutch one and `nl_NL` neither.
    match region {
        Some(Region::Be) => all.extend(holiday_rules(&[("Sinterklaas", "sinterklaas", || {
            Some(month_day(12, 6))
        })])),
        None => all.extend(holiday_rules(&[(
            "Sinterklaas",
            "sinterklaas(avond)?|pakjesavond",
            || Some(month_day(12, 5)),
        )])),
        Some(_) => {}
    }
    all
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::{check, whole_text_times};

    /// The corpus has Sinterklaas for `nl_BE` only: the bare `nl` keeps Duckling's backward-compatible eve,
    /// and `nl_NL` has no Sinterklaas at all.
    #[test]
    fn sinterklaas_follows_the_region() {
        let eve = r#"{"type": "value", "value": "2013-12-05T00:00:00.000-02:00", "grain": "day", "holidayBeta": "Sinterklaas"}"#;
        check("nl", &[("sinterklaas", eve), ("pakjesavond", eve)]);
        assert!(whole_text_times("pakjesavond", "nl_BE").is_empty());
        assert!(whole_text_times("sinterklaas", "nl_NL").is_empty());
    }
}
