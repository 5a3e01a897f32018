//! Bulgarian durations (`Duckling/Duration/BG/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "15 мин", "половин час", "час и половина", "2 години и половина", "1.5 часа" (in seconds), "15'".

use crate::dims::duration::rules::{about_exactly, common, count, lasting, minutes_seconds_marks};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::n_plus_one_half;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "<positive-numeral> <time-grain> and a half",
            vec![
                numeral(NumeralData::is_natural),
                any(Kind::TimeGrain),
                re("и половина"),
            ],
            |m| {
                let n = count(m[0].numeral()?)?;
                Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, n)?))
            },
        ),
        Rule::new(
            "<time-grain> and a half",
            vec![any(Kind::TimeGrain), re("и половина")],
            |m| Some(Token::Duration(n_plus_one_half(m[0].time_grain()?, 1)?)),
        ),
        Rule::new(
            "<positive-numeral> <time-grain>",
            vec![
                numeral(|n| n.value.fract() != 0.0 && n.value > 0.0),
                any(Kind::TimeGrain),
            ],
            // Duckling's `duration Second . floor $ inSeconds grain v`.
            |m| {
                let seconds = m[0].numeral()?.value * m[1].time_grain()?.seconds() as f64;
                lasting(Grain::Second, seconds.floor() as i64)
            },
        ),
        about_exactly("(към|приблизително|примерно|някъде)"),
        minutes_seconds_marks(),
        Rule::new("a <unit-of-duration>", vec![any(Kind::TimeGrain)], |m| {
            lasting(m[0].time_grain()?, 1)
        }),
        Rule::new(
            "half of a <time-grain>",
            vec![re("половин"), any(Kind::TimeGrain)],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 0)?)),
        ),
    ]);
    all
}
