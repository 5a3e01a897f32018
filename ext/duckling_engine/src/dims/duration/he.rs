//! Hebrew durations (`Duckling/Duration/HE/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "רבע שעה", "חצי שעה", "שלושת רבעי שעה", "2 וחצי שעות", "1.5 שעות", "בערך 3 ימים".

use crate::dims::duration::rules::{and_a_half, common, lasting, mixed_fraction, named_duration};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

/// A hedge before a duration, which changes nothing but the span.
fn hedge(name: &'static str, pattern: &str) -> Rule {
    Rule::new(name, vec![re(pattern), any(Kind::Duration)], |m| {
        Some(Token::Duration(*m[1].duration()?))
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        hedge("about <duration>", "(בערך|סביבות|בקירוב)"),
        hedge("exactly <duration>", "בדיוק"),
        named_duration("half an hour", "(1/2/s שעה|חצי שעה)", Grain::Minute, 30),
        Rule::new(
            "<integer> and an half hours",
            vec![numeral(NumeralData::is_natural), re("וחצי (שעות|שעה)")],
            |m| lasting(Grain::Minute, and_a_half(m[0].numeral()?.int_value()?)?),
        ),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+)"), re("שעה|שעות")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        named_duration(
            "quarter of an hour",
            "(1/4/s שעה|רבע שעה)",
            Grain::Minute,
            15,
        ),
        named_duration(
            "three-quarters of an hour",
            "(3/4/s שעה|שלושת רבעי שעה)",
            Grain::Minute,
            45,
        ),
    ]);
    all
}
