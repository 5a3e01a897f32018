//! Georgian durations (`Duckling/Duration/KA/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "2 წელი და 3 თვე", "1 წელი, 2 დღე, 3 საათი და 4 წამი", "წელიწადნახევარი", "2 თვენახევარი".

use crate::dims::duration::rules::{common, composite, composite_with, count, lasting};
use crate::dims::token::{Kind, NumeralData, Rule, any, numeral, re};
use crate::time::Grain;

const HALF_YEAR: &str = "წელიწადნახევა?(რის)?(რი)?(რში)?|წლინახევრ(ის)?(არში)?";
const HALF_MONTH: &str = "თვენახევა?(რის)?(რი)?(რში)?";

/// "<n> and a half <unit>": `n` times `per` plus `half`, counted in `grain`.
fn and_a_half(name: &'static str, pattern: &str, grain: Grain, per: i64, half: i64) -> Rule {
    Rule::new(
        name,
        vec![numeral(NumeralData::is_natural), re(pattern)],
        move |m| lasting(grain, half + per * count(m[0].numeral()?)?),
    )
}

/// "a <unit> and a half": `value` `grain`s.
fn one_and_a_half(name: &'static str, pattern: &str, grain: Grain, value: i64) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| lasting(grain, value))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        composite_with("composite <duration>", ",|და"),
        Rule::new(
            "composite <duration>",
            vec![any(Kind::TimeGrain), re(",|და"), any(Kind::Duration)],
            |m| composite(1, m[0].time_grain()?, m[2].duration()?),
        ),
        and_a_half("<integer> and an half year", HALF_YEAR, Grain::Month, 12, 6),
        one_and_a_half("<integer> and an half year", HALF_YEAR, Grain::Month, 18),
        and_a_half(
            "<integer> and an half month",
            HALF_MONTH,
            Grain::Day,
            30,
            15,
        ),
        one_and_a_half("month and an half month", HALF_MONTH, Grain::Day, 45),
        // Duckling's week rule reads the month's word: "2 თვენახევარი" is also 17 days.
        and_a_half("<integer> and an half week", HALF_MONTH, Grain::Day, 7, 3),
        one_and_a_half(
            "week and an half week",
            "კვირანახევა?(რის)?(რი)?(რში)?",
            Grain::Day,
            10,
        ),
        and_a_half(
            "<integer> year",
            "წელიწად(ის)?(ი)?(ში)?|წლი(ის)?(ში)?|წელშ?ი",
            Grain::Month,
            12,
            0,
        ),
    ]);
    all
}
