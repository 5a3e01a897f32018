//! Spanish durations (`Duckling/Duration/ES/Rules.hs`), after the rules of every language
//! (`Duckling/Duration/Rules.hs`: "3 horas").

use super::rules::{common, composite, count, lasting};
use crate::dims::token::{Kind, NumeralData, Rule, any, numeral, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new("half of an hour", vec![re("media horas?")], |_| {
            lasting(Grain::Minute, 30)
        }),
        Rule::new("quarter of an hour", vec![re("cuartos? de hora")], |_| {
            lasting(Grain::Minute, 15)
        }),
        Rule::new(
            "three-quarters of an hour",
            vec![re("tres cuartos? de horas?")],
            |_| lasting(Grain::Minute, 45),
        ),
        Rule::new(
            "composite <duration>",
            vec![
                numeral(NumeralData::is_natural),
                any(Kind::TimeGrain),
                any(Kind::Duration),
            ],
            |m| {
                composite(
                    count(m[0].numeral()?)?,
                    m[1].time_grain()?,
                    m[2].duration()?,
                )
            },
        ),
        Rule::new(
            "composite <duration> (with and)",
            vec![
                numeral(NumeralData::is_natural),
                any(Kind::TimeGrain),
                re("y"),
                any(Kind::Duration),
            ],
            |m| {
                composite(
                    count(m[0].numeral()?)?,
                    m[1].time_grain()?,
                    m[3].duration()?,
                )
            },
        ),
    ]);
    all
}
