//! German durations (`Duckling/Duration/DE/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>").

use crate::dims::duration::rules::{
    and_a_half, common, composite_and, composite_unit_duration, composite_with, count, lasting,
    mixed_fraction,
};
use crate::dims::numeral::helpers::number_between;
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re, time_grain};
use crate::time::Grain;
use crate::time::duration::{
    minutes_from_hour_mixed_fraction, n_plus_one_half, seconds_from_hour_mixed_fraction,
};

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "quarter of an hour",
            vec![re("(einer? )?Viertelstunde")],
            |_| lasting(Grain::Minute, 15),
        ),
        Rule::new(
            "half an hour",
            vec![re(r"(1/2\s?|(eine )?halbe |(einer )?halben )stunde")],
            |_| lasting(Grain::Minute, 30),
        ),
        Rule::new(
            "three-quarters of an hour",
            vec![re(
                r"3/4\s?stunde|(einer? )?dreiviertel stunde|drei viertelstunden",
            )],
            |_| lasting(Grain::Minute, 45),
        ),
        Rule::new(
            "about|exactly <duration>",
            vec![re("ungef(ä|a)hr|zirka|genau|exakt"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "number,number hours",
            vec![re(r"(\d+),(\d+)"), time_grain(|g| g == Grain::Hour)],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        Rule::new(
            "number,number minutes",
            vec![re(r"(\d+),(\d+)"), time_grain(|g| g == Grain::Minute)],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(seconds_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        Rule::new("fortnight", vec![re("zwei Wochen")], |_| {
            lasting(Grain::Day, 14)
        }),
        Rule::new(
            "<integer> and a half hour",
            vec![
                numeral(NumeralData::is_natural),
                re("(und )?(ein(en?)? )?halb(en?)?"),
                time_grain(|g| g == Grain::Hour),
            ],
            |m| lasting(Grain::Minute, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "<integer> and a half minutes",
            vec![
                numeral(NumeralData::is_natural),
                re("(und )?(ein(en?)? ?)?halb(en?)?"),
                time_grain(|g| g == Grain::Minute),
            ],
            |m| lasting(Grain::Second, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "a <unit-of-duration>",
            vec![re("ein(en?)?"), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        Rule::new(
            "half a <time-grain>",
            vec![re("(ein(en)?)?(1/2|halbe?)"), any(Kind::TimeGrain)],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 0)?)),
        ),
        composite_with("composite <duration> (with ,/and)", ",|und"),
        composite_unit_duration(),
        composite_and(",|und"),
        Rule::new(
            "<integer> hour and <integer>",
            vec![
                numeral(NumeralData::is_natural),
                re("(ein(en?) )?stunden?( und)?"),
                numeral(|n| n.is_natural() && number_between(n, 1.0, 60.0)),
                time_grain(|g| g == Grain::Minute),
            ],
            |m| {
                let hours = count(m[0].numeral()?)?;
                lasting(
                    Grain::Minute,
                    hours
                        .checked_mul(60)?
                        .checked_add(count(m[2].numeral()?)?)?,
                )
            },
        ),
    ]);
    all
}
