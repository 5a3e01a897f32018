//! Korean durations (`Duckling/Duration/KO/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>"): "하루", "시간반", "1.1 시간", "대충 3일".

use crate::dims::duration::rules::{
    common, integer_and_a_half, lasting, mixed_fraction, named_duration,
};
use crate::dims::token::{Kind, Rule, Token, any, re, time_grain};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration("a day - 하루", "하루", Grain::Day, 1),
        Rule::new(
            "about <duration>",
            vec![re("대충|약"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "exactly <duration>",
            vec![re("정확히"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "half an hour",
            vec![time_grain(|g| g == Grain::Hour), re("반")],
            |_| lasting(Grain::Minute, 30),
        ),
        integer_and_a_half("<integer> and an half hours", "시간반", Grain::Minute),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+)"), re("시간")],
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

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// The hedges Duckling's KO corpus never tries.
    #[test]
    fn about_and_exactly() {
        let hours = |n: u32| {
            format!(
                r#"{{"type": "value", "value": {n}, "unit": "hour", "hour": {n}, "normalized": {{"unit": "second", "value": {}}}}}"#,
                n * 3600
            )
        };
        let (three, two) = (hours(3), hours(2));
        check_in(
            "ko",
            Kind::Duration,
            &[("대충 3시간", &three), ("정확히 2시간", &two)],
        );
    }
}
