//! Swedish times: Duckling's `Duckling/Time/SV/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it and its regexes as Duckling writes them (the English rule names of the grammar it was
//! translated from, "the ides of <named-month>" and all).

mod clock;
mod dates;
mod intervals;
mod names;
mod parts_of_day;
mod relative;

use crate::dims::time::helpers::tt;
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

    /// Rules Duckling's SV corpus never reaches, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check(
            "sv",
            &[
                (
                    "EOM",
                    r#"{"type": "value", "value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}"#,
                ),
                (
                    "EOY",
                    r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
                ),
                (
                    "midnatt",
                    r#"{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "hour"}"#,
                ),
                (
                    "mitten av mars",
                    r#"{"type": "value", "value": "2013-03-15T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "innanför 2 veckor",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-26T00:00:00.000-02:00", "grain": "second"}}"#,
                ),
                (
                    "efter jobbet",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T17:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T21:00:00.000-02:00", "grain": "hour"}}"#,
                ),
                (
                    "i slutet av mars",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-04-01T00:00:00.000-02:00", "grain": "second"}}"#,
                ),
                (
                    "på en måndag",
                    r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "i natt",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T00:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T04:00:00.000-02:00", "grain": "hour"}}"#,
                ),
                (
                    "julafton",
                    r#"{"type": "value", "value": "2013-12-24T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "15:00 cirka",
                    r#"{"type": "value", "value": "2013-02-12T15:00:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "halvtimme över 3",
                    r#"{"type": "value", "value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "halvtimme i 3",
                    r#"{"type": "value", "value": "2013-02-13T02:30:00.000-02:00", "grain": "minute"}"#,
                ),
                (
                    "mellan måndag och onsdag",
                    r#"{"type": "interval", "from": {"value": "2013-02-11T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}}"#,
                ),
                (
                    "3 dagar efter juldagen",
                    r#"{"type": "value", "value": "2013-12-28T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "2 dagar före juldagen",
                    r#"{"type": "value", "value": "2013-12-23T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "andra dagen efter juldagen",
                    r#"{"type": "value", "value": "2013-12-26T00:00:00.000-02:00", "grain": "day"}"#,
                ),
                (
                    "15:30:20",
                    r#"{"type": "value", "value": "2013-02-12T15:30:20.000-02:00", "grain": "second"}"#,
                ),
                (
                    "kvällen den 15 februari",
                    r#"{"type": "interval", "from": {"value": "2013-02-15T18:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-16T00:00:00.000-02:00", "grain": "hour"}}"#,
                ),
                (
                    "nuvarande vecka",
                    r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}"#,
                ),
                (
                    "kommande vecka",
                    r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}"#,
                ),
                (
                    "detta ögonblick",
                    r#"{"type": "value", "value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}"#,
                ),
                (
                    "weekend",
                    r#"{"type": "interval", "from": {"value": "2013-02-15T18:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-18T00:00:00.000-02:00", "grain": "hour"}}"#,
                ),
                (
                    "sommaren",
                    r#"{"type": "interval", "from": {"value": "2013-06-21T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-09-24T00:00:00.000-02:00", "grain": "day"}}"#,
                ),
                (
                    "tredje kvartalet 2014",
                    r#"{"type": "value", "value": "2014-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
                ),
                (
                    "efter 2 timmar",
                    r#"{"type": "interval", "from": {"value": "2013-02-12T06:30:00.000-02:00", "grain": "minute"}}"#,
                ),
                (
                    "2013-02-15",
                    r#"{"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"}"#,
                ),
            ],
        );
    }
}
