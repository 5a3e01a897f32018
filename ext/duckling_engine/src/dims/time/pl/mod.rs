//! Polish times: Duckling's `Duckling/Time/PL/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it. Its regexes are ported as Duckling writes them, declensions and all ("piątek",
//! "piątku", "piątkiem"), including the English words some of its rules kept ("the ides of", "after").

mod clock;
mod dates;
mod intervals;
mod names;
mod parts_of_day;
mod relative;

use crate::dims::time::helpers::get_int_value;
use crate::dims::time::helpers::{group_int, tt};
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

    /// Rules Duckling's PL corpus never reaches, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check(
            "pl",
            &[
                (
                    "styczeń",
                    r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "month"}"#,
                ),
                (
                    "czerwiec",
                    r#"{"type": "value", "value": "2013-06-01T00:00:00.000-02:00", "grain": "month"}"#,
                ),
                (
                    "grudzień",
                    r#"{"type": "value", "value": "2013-12-01T00:00:00.000-02:00", "grain": "month"}"#,
                ),
                (
                    "koniec miesiąca",
                    r#"{"type": "value", "value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}"#,
                ),
                (
                    "koniec roku",
                    r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
                ),
                (
                    "święto niepodległości",
                    r#"{"type": "value", "value": "2013-11-11T00:00:00.000-02:00", "grain": "day", "holidayBeta": "Polish Independence Day"}"#,
                ),
                (
                    "jesień",
                    r#"{"type": "interval", "from": {"value": "2013-09-23T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-12-22T00:00:00.000-02:00", "grain": "day"}}"#,
                ),
                (
                    "wiosna",
                    r#"{"type": "interval", "from": {"value": "2013-03-20T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-06-22T00:00:00.000-02:00", "grain": "day"}}"#,
                ),
                (
                    "jutro na lunch",
                    r#"{"type": "interval", "from": {"value": "2013-02-13T12:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-13T14:00:00.000-02:00", "grain": "hour"}}"#,
                ),
                (
                    "o 3 kwadrans",
                    r#"{"type": "value", "value": "2013-02-12T15:15:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "o 3 pół",
                    r#"{"type": "value", "value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "10 do 4",
                    r#"{"type": "value", "value": "2013-02-12T15:50:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "o 3 około",
                    r#"{"type": "value", "value": "2013-02-12T15:00:00.000-02:00", "grain": "hour"}"#,
                ),
                (
                    "o 3 równo",
                    r#"{"type": "value", "value": "2013-02-12T15:00:00.000-02:00", "grain": "hour"}"#,
                ),
                (
                    "piątek przed ostatni",
                    r#"{"type": "value", "value": "2013-02-01T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "15:00 CET",
                    r#"{"type": "value", "value": "2013-02-12T12:00:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "między poniedziałkiem a środą",
                    r#"{"type": "interval", "from": {"value": "2013-02-11T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}}"#,
                ),
                (
                    "między 9:00 a 11:00",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T09:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T11:01:00.000-02:00", "grain": "minute"}}"#,
                ),
                (
                    "do piątku",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-15T00:00:00.000-02:00", "grain": "second"}}"#,
                ),
                (
                    "do piątku",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-16T00:00:00.000-02:00", "grain": "second"}}"#,
                ),
                (
                    "1030 pm",
                    r#"{"type": "value", "value": "2013-02-12T22:30:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "the ides of marca",
                    r#"{"type": "value", "value": "2013-03-15T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "pierwszy wtorek po 1 marca",
                    r#"{"type": "value", "value": "2013-03-05T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "drugi dzień after jutro",
                    r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "the drugi dzień after jutro",
                    r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "the tydzień of 1 marca",
                    r#"{"type": "value", "value": "2013-03-04T00:00:00.000-02:00", "grain": "week"}"#,
                ),
                (
                    "piętnastego of lutego",
                    r#"{"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "15 of lutego",
                    r#"{"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"}"#,
                ),
            ],
        );
    }
}
