//! Swedish durations (`Duckling/Duration/SV/Rules.hs`, after the rule of every language): "en timme",
//! "2 och en halv timme", "1,5 timmar", "ungefär 3 dagar".

use crate::dims::duration::rules::{and_a_half, common, count, lasting, mixed_fraction};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend(vec![
        Rule::new(
            "a <unit-of-duration>",
            vec![re("en|ett?"), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        Rule::new(
            "about <duration>",
            vec![
                re(r"(omkring|cirka|ca\.?|c:a|runt|ungefär)"),
                any(Kind::Duration),
            ],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "exactly <duration>",
            vec![re("(precis|exakt)"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new("half an hour", vec![re("(1/2|en halv) timme")], |_| {
            lasting(Grain::Minute, 30)
        }),
        Rule::new(
            "<integer> and an half hours",
            vec![
                numeral(NumeralData::is_natural),
                re("och (en )?halv timme?"),
            ],
            |m| lasting(Grain::Minute, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "<integer> more <unit-of-duration>",
            vec![
                numeral(NumeralData::is_natural),
                any(Kind::TimeGrain),
                re("fler|mer"),
            ],
            |m| lasting(m[1].time_grain()?, count(m[0].numeral()?)?),
        ),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+),(\d+)"), re("timm(e|ar)?")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
    ]);
    all
}
