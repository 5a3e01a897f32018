//! Irish durations (`Duckling/Duration/GA/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>"): "30 nóiméad", "leathuair", "coicís", "aon soicind amháin", and the units between
//! the digits of a number ("7 nóiméad 20" is 27 minutes).

use crate::dims::duration::rules::{common, lasting, named_duration};
use crate::dims::token::{Kind, Rule, any, numeral};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration("coicís", "coic(í|i)s(í|i|e)?", Grain::Day, 14),
        Rule::new(
            "<unit-integer> <unit-of-duration> <tens-integer>",
            vec![
                numeral(|n| n.value < 10.0),
                any(Kind::TimeGrain),
                numeral(|n| matches!(n.int_value(), Some(10 | 20 | 30 | 40 | 50))),
            ],
            |m| {
                let sum = m[0].numeral()?.value + m[2].numeral()?.value;
                lasting(m[1].time_grain()?, sum.floor() as i64)
            },
        ),
        named_duration("leathuair", "leathuair(e|eanta)?", Grain::Minute, 30),
        Rule::new(
            "aon X amhain",
            vec![
                numeral(|n| n.value == 1.0),
                any(Kind::TimeGrain),
                numeral(|n| n.value == 1.0),
            ],
            |m| lasting(m[1].time_grain()?, 1),
        ),
    ]);
    all
}
