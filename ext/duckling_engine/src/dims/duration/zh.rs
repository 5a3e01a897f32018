//! Chinese durations (`Duckling/Duration/ZH/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>"): "三十分鐘", "半小時", "一個半鐘", "兩年零三個月", "3個字" (three times five minutes).

use crate::dims::duration::rules::{
    common, composite_and, count, fraction_of_hours, fraction_of_minutes, half_a_grain, lasting,
};
use crate::dims::numeral::helpers::decimals_to_double;
use crate::dims::token::{Kind, Matched, NumeralData, Rule, Token, any, numeral, re, time_grain};
use crate::time::Grain;
use crate::time::duration::n_plus_one_half;

fn natural() -> crate::engine::rule::Item<Token> {
    numeral(NumeralData::is_natural)
}

/// `whole` and the spelled-out decimals after "點" ("五點五"), in `grain`s sixty to the unit before it.
fn spelled_mixed(m: &[Matched<'_, Token>], grain: Grain) -> Option<Token> {
    let value = m[0].numeral()?.value + decimals_to_double(m[2].numeral()?.value);
    lasting(grain, (value * 60.0).floor() as i64)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "number of five minutes",
            vec![natural(), re("個字")],
            |m| lasting(Grain::Minute, count(m[0].numeral()?)? * 5),
        ),
        half_a_grain("半"),
        Rule::new(
            "a <unit-of-duration> and a half",
            vec![re("一個半|個半"), any(Kind::TimeGrain)],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 1)?)),
        ),
        Rule::new(
            "a <unit-of-duration> and a half",
            vec![any(Kind::TimeGrain), re("半(鐘)?")],
            |m| Some(Token::Duration(n_plus_one_half(m[0].time_grain()?, 1)?)),
        ),
        Rule::new(
            "<integer> and a half <unit-of-duration>",
            vec![natural(), any(Kind::TimeGrain), re("半(鐘)?")],
            |m| {
                let n = count(m[0].numeral()?)?;
                Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, n)?))
            },
        ),
        Rule::new(
            "<integer> and a half <unit-of-duration>",
            vec![natural(), re("個半"), any(Kind::TimeGrain)],
            |m| {
                let n = count(m[0].numeral()?)?;
                Some(Token::Duration(n_plus_one_half(m[2].time_grain()?, n)?))
            },
        ),
        fraction_of_hours("number.number hours", r"(\d+)\.(\d+)"),
        Rule::new(
            "number.number hours",
            vec![
                natural(),
                re("點"),
                natural(),
                time_grain(|g| g == Grain::Hour),
            ],
            |m| spelled_mixed(m, Grain::Minute),
        ),
        fraction_of_minutes("number.number minutes", r"(\d+)\.(\d+)"),
        Rule::new(
            "number.number minutes",
            vec![
                natural(),
                re("點"),
                natural(),
                time_grain(|g| g == Grain::Minute),
            ],
            |m| spelled_mixed(m, Grain::Second),
        ),
        Rule::new(
            "<integer> hours and <integer> minutes",
            vec![
                natural(),
                time_grain(|g| g == Grain::Hour),
                natural(),
                time_grain(|g| g == Grain::Minute),
            ],
            |m| {
                let (h, min) = (count(m[0].numeral()?)?, count(m[2].numeral()?)?);
                lasting(Grain::Minute, min + 60 * h)
            },
        ),
        Rule::new(
            "<integer> minutes and <integer> seconds",
            vec![
                natural(),
                time_grain(|g| g == Grain::Minute),
                natural(),
                time_grain(|g| g == Grain::Second),
            ],
            |m| {
                let (min, s) = (count(m[0].numeral()?)?, count(m[2].numeral()?)?);
                lasting(Grain::Second, s + 60 * min)
            },
        ),
        Rule::new(
            "<integer> hours and <integer> seconds",
            vec![
                natural(),
                time_grain(|g| g == Grain::Hour),
                natural(),
                time_grain(|g| g == Grain::Second),
            ],
            |m| {
                let (h, s) = (count(m[0].numeral()?)?, count(m[2].numeral()?)?);
                lasting(Grain::Second, s + 3600 * h)
            },
        ),
        Rule::new(
            "<integer> hours and <integer> minutes and <integer> seconds",
            vec![
                natural(),
                time_grain(|g| g == Grain::Hour),
                natural(),
                time_grain(|g| g == Grain::Minute),
                natural(),
                time_grain(|g| g == Grain::Second),
            ],
            |m| {
                let h = count(m[0].numeral()?)?;
                let (min, s) = (count(m[2].numeral()?)?, count(m[4].numeral()?)?);
                lasting(Grain::Second, s + 60 * min + 3600 * h)
            },
        ),
        composite_and("零"),
    ]);
    all
}
