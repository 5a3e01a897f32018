//! Polish durations (`Duckling/Duration/PL/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>"): "3 dni", "pół godziny", "2 i pół godziny", "1.5 godziny".

use crate::dims::duration::rules::{
    common, integer_and_a_half, integer_more_unit, lasting, mixed_fraction, named_duration,
};
use crate::dims::token::{Kind, Rule, Token, any, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "about <duration>",
            vec![
                re("(oko(l|ł)o|mniej wi(ę|e)cej|jakie(s|ś))"),
                any(Kind::Duration),
            ],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "exactly <duration>",
            vec![re("r(o|ó)wno|dok(l|ł)adnie"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        named_duration("half an hour", "p(o|ó)(l|ł) godziny", Grain::Minute, 30),
        integer_and_a_half(
            "<integer> and an half hours",
            "i (p(o|ó)(l|ł)) godziny",
            Grain::Minute,
        ),
        integer_more_unit("more|less"),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+)"), re("godzin(y)?")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        Rule::new(
            "<unit-of-duration> as a duration",
            vec![any(Kind::TimeGrain)],
            |m| lasting(m[0].time_grain()?, 1),
        ),
    ]);
    all
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Rules Duckling's PL corpus never reaches, with the values the real Duckling gives.
    #[test]
    fn durations_outside_the_corpus() {
        check_in(
            "pl",
            Kind::Duration,
            &[
                (
                    "dokładnie 2 godziny",
                    r#"{"type": "value", "value": 2, "unit": "hour", "hour": 2, "normalized": {"value": 7200, "unit": "second"}}"#,
                ),
                (
                    "2 more minuty",
                    r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"value": 120, "unit": "second"}}"#,
                ),
            ],
        );
    }
}
