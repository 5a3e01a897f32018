//! German durations (`Duckling/Duration/DE/Rules.hs`, with `Duckling/Duration/Rules.hs`'s "<integer>
//! <unit-of-duration>").

use crate::dims::duration::rules::{
    a_unit_of_duration, about_exactly, and_a_half, common, composite_and, composite_unit_duration,
    composite_with, count, fraction_of_hours, fraction_of_minutes, half_a_grain, lasting,
    named_duration,
};
use crate::dims::numeral::helpers::number_between;
use crate::dims::token::{NumeralData, Rule, numeral, re, time_grain};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration(
            "quarter of an hour",
            "(einer? )?Viertelstunde",
            Grain::Minute,
            15,
        ),
        named_duration(
            "half an hour",
            r"(1/2\s?|(eine )?halbe |(einer )?halben )stunde",
            Grain::Minute,
            30,
        ),
        named_duration(
            "three-quarters of an hour",
            r"3/4\s?stunde|(einer? )?dreiviertel stunde|drei viertelstunden",
            Grain::Minute,
            45,
        ),
        about_exactly("ungef(ä|a)hr|zirka|genau|exakt"),
        fraction_of_hours("number,number hours", r"(\d+),(\d+)"),
        fraction_of_minutes("number,number minutes", r"(\d+),(\d+)"),
        named_duration("fortnight", "zwei Wochen", Grain::Day, 14),
        Rule::new(
            "<integer> and a half hour",
            vec![
                numeral(NumeralData::is_natural),
                re("(und )?(ein(en?)? )?halb(en?)?"),
                time_grain(|g| g == Grain::Hour),
            ],
            |m| lasting(Grain::Minute, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "<integer> and a half minutes",
            vec![
                numeral(NumeralData::is_natural),
                re("(und )?(ein(en?)? ?)?halb(en?)?"),
                time_grain(|g| g == Grain::Minute),
            ],
            |m| lasting(Grain::Second, and_a_half(count(m[0].numeral()?)?)?),
        ),
        a_unit_of_duration("ein(en?)?"),
        half_a_grain("(ein(en)?)?(1/2|halbe?)"),
        composite_with("composite <duration> (with ,/and)", ",|und"),
        composite_unit_duration(),
        composite_and(",|und"),
        Rule::new(
            "<integer> hour and <integer>",
            vec![
                numeral(NumeralData::is_natural),
                re("(ein(en?) )?stunden?( und)?"),
                numeral(|n| n.is_natural() && number_between(n, 1.0, 60.0)),
                time_grain(|g| g == Grain::Minute),
            ],
            |m| {
                let hours = count(m[0].numeral()?)?;
                lasting(
                    Grain::Minute,
                    hours
                        .checked_mul(60)?
                        .checked_add(count(m[2].numeral()?)?)?,
                )
            },
        ),
    ]);
    all
}
