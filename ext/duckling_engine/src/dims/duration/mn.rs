//! Mongolian durations (`Duckling/Duration/MN/Rules.hs`, with every language's "<integer> <unit-of-duration>"):
//! "15 мин", "1.5 цаг", "15'", "сар" (one month), "хагас цаг", "яг 2 жил".

use crate::dims::duration::rules::{about_exactly, common, lasting, minutes_seconds_marks};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::n_plus_one_half;

const GRAINS: [(&str, Grain); 5] = [
    ("жил", Grain::Year),
    ("сар", Grain::Month),
    ("өдөр", Grain::Day),
    ("цаг", Grain::Hour),
    ("минут", Grain::Minute),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "<positive-numeral> <time-grain>",
            vec![
                numeral(|n| n.int_value().is_none() && n.value > 0.0),
                any(Kind::TimeGrain),
            ],
            |m| {
                let seconds = m[0].numeral()?.value * m[1].time_grain()?.seconds() as f64;
                lasting(Grain::Second, seconds.floor() as i64)
            },
        ),
        about_exactly("(ойролцоогоор|яг)"),
        minutes_seconds_marks(),
        Rule::new("a <unit-of-duration>", vec![any(Kind::TimeGrain)], |m| {
            lasting(m[0].time_grain()?, 1)
        }),
        Rule::new(
            "half of a grain",
            vec![re(r"хагас\s?(жил|сар|өдөр|цаг|минут)")],
            |m| {
                let grain = lookup(&GRAINS, m[0].group(1)?)?;
                Some(Token::Duration(n_plus_one_half(grain, 0)?))
            },
        ),
    ]);
    all
}
