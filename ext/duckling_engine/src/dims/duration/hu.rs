//! Hungarian durations (`Duckling/Duration/HU/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "2 perc", "negyed óra", "fél-óra", "háromnegyedóra", "2.5 óra", "kettő és fél óra".

use crate::dims::duration::rules::{common, integer_and_a_half, mixed_fraction, named_duration};
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration(
            "quarter of an hour",
            r"(negyed[\s-]?óra)",
            Grain::Minute,
            15,
        ),
        named_duration("half an hour", r"(fél[\s-]?óra)", Grain::Minute, 30),
        named_duration(
            "three-quarters of an hour",
            r"(3/4[\s-]?óra|háromnegyed[\s-]?óra)",
            Grain::Minute,
            45,
        ),
        Rule::new("number.number hours", vec![re(r"(\d+)\.(\d+) óra")], |m| {
            let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
            Some(Token::Duration(minutes_from_hour_mixed_fraction(
                whole, n, d,
            )?))
        }),
        integer_and_a_half(
            "<integer> and an half hour",
            r"és fél[\s-]?óra",
            Grain::Minute,
        ),
    ]);
    all
}
