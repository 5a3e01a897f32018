//! Croatian durations (`Duckling/Duration/HR/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>"): "3 dana", "pola sata", "2 i pol", "1.5 sati", "tri-četvrt sata", "otprilike 2 sata".

use crate::dims::duration::rules::{
    common, integer_and_a_half, integer_more_unit, mixed_fraction, named_duration,
};
use crate::dims::token::{Kind, Rule, Token, any, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "about <duration>",
            vec![re("(oko|otprilike|odokativno)"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "exactly <duration>",
            vec![re("to(c|č)no"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        named_duration(
            "half an hour",
            r"(1/2\s?(h|sata)?|pol?a? sata)",
            Grain::Minute,
            30,
        ),
        integer_and_a_half("<integer> and an half hours", "i pol?a?", Grain::Minute),
        integer_more_unit("vi(s|š)e|manje"),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+)"), re("sat(i|a)?")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        named_duration(
            "quarter of an hour",
            r"((1/4|frtalj|kvarat|(c|č)etvrt)\s?(h|sata)?)",
            Grain::Minute,
            15,
        ),
        named_duration(
            "three-quarters of an hour",
            r"((3/4|tri-?frtalja|tri-?kvarat|tri-?(c|č)etvrt(ine)?)\s?(h|sata)?)",
            Grain::Minute,
            45,
        ),
    ]);
    all
}
