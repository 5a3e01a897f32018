//! Ukrainian durations (`Duckling/Duration/UK/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "3 дні", "пів години", "1.5 години", "півтори години", "2 години і 30 хвилин".

use crate::dims::duration::rules::{
    and_a_half, common, composite_with, half_a_grain, lasting, mixed_fraction, named_duration,
};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::{minutes_from_hour_mixed_fraction, n_plus_one_half};

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "about <duration>",
            vec![re("близько"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "exactly <duration>",
            vec![re("рівно"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        named_duration("half an hour", r"(1/2\s?|пів\s?)години?", Grain::Minute, 30),
        Rule::new(
            "<integer> and an half hours",
            vec![numeral(NumeralData::is_natural), re("з половиною години")],
            |m| lasting(Grain::Minute, and_a_half(m[0].numeral()?.int_value()?)?),
        ),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+) години?")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        half_a_grain("(1/2|пів)"),
        Rule::new(
            "one and a hald <unit-of-duration>",
            vec![re("півтори"), any(Kind::TimeGrain)],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 1)?)),
        ),
        composite_with("composite <duration> (with ,/and)", ",|і"),
    ]);
    all
}
