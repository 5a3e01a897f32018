//! Danish times: Duckling's `Duckling/Time/DA/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it. Its regexes are ported as Duckling writes them, including the English words some
//! rules kept ("sharp", "hence", "EOM", "week-end").

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
    use crate::dims::time::testing::{check, whole_text_times};

    fn day(date: &str) -> String {
        format!(r#"{{"type": "value", "value": "{date}T00:00:00.000-02:00", "grain": "day"}}"#)
    }

    fn span(from: &str, to: &str, grain: &str) -> String {
        format!(
            r#"{{"type": "interval", "from": {{"value": "{from}.000-02:00", "grain": "{grain}"}}, "to": {{"value": "{to}.000-02:00", "grain": "{grain}"}}}}"#
        )
    }

    /// Rules Duckling's DA corpus never reaches, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        let minute = |t: &str| {
            format!(r#"{{"type": "value", "value": "{t}:00.000-02:00", "grain": "minute"}}"#)
        };
        let examples = [
            (
                "midnat",
                r#"{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "hour"}"#
                    .to_owned(),
            ),
            (
                "EOY",
                r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#
                    .to_owned(),
            ),
            ("valentines dag", day("2013-02-14")),
            ("halloween", day("2013-10-31")),
            ("mors dag", day("2013-05-05")),
            ("fars dag", day("2013-06-05")),
            ("midten af marts", day("2013-03-15")),
            ("midten af juni", day("2013-06-13")),
            ("3 dage efter i morgen", day("2013-02-16")),
            ("2 dage før juleaften", day("2013-12-22")),
            ("den sidste dag i marts", day("2013-03-31")),
            ("første tirsdag efter juleaften", day("2013-12-24")),
            (
                "forår",
                span("2013-03-20T00:00:00", "2013-06-22T00:00:00", "day"),
            ),
            (
                "efter arbejde",
                span("2013-02-12T17:00:00", "2013-02-12T21:00:00", "hour"),
            ),
            (
                "om natten",
                span("2013-02-13T00:00:00", "2013-02-13T04:00:00", "hour"),
            ),
            (
                "i slutningen af marts",
                span("2013-02-12T04:30:00", "2013-04-01T00:00:00", "second"),
            ),
            (
                "fra i morgen til fredag",
                span("2013-02-13T00:00:00", "2013-02-16T00:00:00", "day"),
            ),
            ("halv time over 3", minute("2013-02-13T03:30")),
            ("kl 3 halv time", minute("2013-02-13T03:30")),
            ("3 kvart", minute("2013-02-13T03:15")),
            ("3 timer hence", minute("2013-02-12T07:30")),
            (
                "den anden uge efter juleaften",
                r#"{"type": "value", "value": "2014-01-06T00:00:00.000-02:00", "grain": "week"}"#
                    .to_owned(),
            ),
            (
                "nuværende uge",
                r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}"#
                    .to_owned(),
            ),
        ];
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check("da", &examples);
    }

    /// As in Duckling: "grundlov'?s?'? dag" wants a blank before "dag", and "i" (this <cycle>) matches first
    /// in "indeværende", so neither text is a time.
    #[test]
    fn texts_duckling_leaves_alone() {
        for text in ["grundlovsdag", "indeværende måned"] {
            assert_eq!(
                whole_text_times(text, "da"),
                Vec::<serde_json::Value>::new(),
                "{text}"
            );
        }
    }
}
