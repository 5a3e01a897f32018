//! Dutch durations (`Duckling/Duration/NL/Rules.hs`, after the rule of every language): "3 kwartier",
//! "anderhalf uur", "een uur en een kwartier", "2,5 uur".

use crate::dims::duration::rules::{
    about_exactly, common, composite_unit_duration, composite_with, count, integer_and_a_half,
    lasting, minutes_seconds_marks, mixed_fraction, named_duration,
};
use crate::dims::token::{NumeralData, Rule, Token, numeral, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend(vec![
        named_duration(
            "quarter of an hour",
            r"1/4\s?(h|u(ur)?)|kwartier",
            Grain::Minute,
            15,
        ),
        Rule::new(
            "<integer> kwartier",
            vec![numeral(NumeralData::is_natural), re("kwartier")],
            |m| lasting(Grain::Minute, count(m[0].numeral()?)?.checked_mul(15)?),
        ),
        composite_with("composite <duration> (with ,/and)", ",|en|plus"),
        composite_unit_duration(),
        named_duration("half an hour", r"(1/2\s?uur|half uur)", Grain::Minute, 30),
        named_duration("three-quarters of an hour", r"3/4\s?uur", Grain::Minute, 45),
        Rule::new(
            "number,number uur",
            vec![re(r"(\d+),(\d+) *(uur|uren)")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        integer_and_a_half(
            "<integer> and an half hour",
            "en een half (uur|uren)",
            Grain::Minute,
        ),
        named_duration("1 and an half hour", "anderhalf uur", Grain::Minute, 90),
        about_exactly("(ongeveer|precies|plusminus|exact)"),
        minutes_seconds_marks(),
    ]);
    all
}
