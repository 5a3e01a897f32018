//! Chinese times: Duckling's `Duckling/Time/ZH/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it, and each region's national day (`Duckling/Time/ZH/<REGION>/Rules.hs`).

mod clock;
mod dates;
mod names;
mod relative;

use crate::Region;
use crate::dims::time::helpers::{group_int, int_value, tt};
use crate::dims::token::{Rule, re};
use crate::time::helpers::month_day;

pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 4] =
        [clock::rules, dates::rules, relative::rules, names::rules];
    let mut all: Vec<Rule> = families.iter().flat_map(|family| family()).collect();
    all.extend(region.and_then(national_day));
    all
}

/// The region's "national day" (`Duckling/Time/ZH/<REGION>/Rules.hs`): 1 October, but 10 October in Taiwan.
fn national_day(region: Region) -> Option<Rule> {
    let (m, d) = match region {
        Region::Cn | Region::Hk | Region::Mo => (10, 1),
        Region::Tw => (10, 10),
        _ => return None,
    };
    Some(Rule::new(
        "national day",
        vec![re("(国庆|國慶)(节|節)?")],
        move |_| tt(month_day(m, d)),
    ))
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's ZH corpus never reaches, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        let minute = |t: &str| {
            format!(
                r#"{{"type": "value", "value": "2013-02-12T{t}:00.000-02:00", "grain": "minute"}}"#
            )
        };
        let examples = [
            ("三点EST", minute("06:00")),
            ("中午过五", minute("12:05")),
            ("中午差一刻", minute("11:45")),
            ("中午过一刻", minute("12:15")),
            ("中午过半", minute("12:30")),
            ("三點搭二", minute("15:10")),
            ("四點三個字", minute("04:15")),
            (
                "那周之后星期一",
                r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}"#
                    .to_owned(),
            ),
            (
                "宜家",
                r#"{"type": "value", "value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}"#
                    .to_owned(),
            ),
        ];
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check("zh", &examples);
    }
}
