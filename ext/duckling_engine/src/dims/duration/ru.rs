//! Russian durations (`Duckling/Duration/RU/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "3 дня", "полчаса", "1.5 часа", "часок", "четверть часа", "сутки".

use crate::dims::duration::rules::{
    about_exactly, common, composite_unit_duration, lasting, minutes_seconds_marks, named_duration,
};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::{in_coarsest_grain, n_plus_one_half};

const HALVES: [(&str, Grain); 5] = [
    ("года", Grain::Year),
    ("месяца", Grain::Month),
    ("дня", Grain::Day),
    ("часа", Grain::Hour),
    ("минуты", Grain::Minute),
];

/// Duckling's `numberWith TNumeral.value isInteger`: any whole number, negative or multiplier included.
fn is_integer(n: &NumeralData) -> bool {
    n.int_value().is_some()
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "<positive-non-integer> <time-grain>",
            vec![
                numeral(|n| n.value.fract() != 0.0 && n.value > 0.0),
                any(Kind::TimeGrain),
            ],
            |m| {
                let grain = m[1].time_grain()?;
                Some(Token::Duration(in_coarsest_grain(
                    grain,
                    m[0].numeral()?.value,
                )))
            },
        ),
        about_exactly("(где-то|приблизительно|примерно|ровно)"),
        minutes_seconds_marks(),
        Rule::new("a <unit-of-duration>", vec![any(Kind::TimeGrain)], |m| {
            lasting(m[0].time_grain()?, 1)
        }),
        Rule::new(
            "half of a grain",
            vec![re(r"пол\s?(года|месяца|дня|часа|минуты)")],
            |m| {
                let grain = lookup(&HALVES, m[0].group(1)?)?;
                Some(Token::Duration(n_plus_one_half(grain, 0)?))
            },
        ),
        named_duration("hour diminutive", "час(ок|ик|очек)", Grain::Hour, 1),
        Rule::new(
            "hour diminutive 2",
            vec![numeral(is_integer), re("час(иков|очков)")],
            |m| lasting(Grain::Hour, m[0].numeral()?.int_value()?),
        ),
        named_duration("minute diminutive", "минутк.|минуточк.", Grain::Minute, 1),
        Rule::new(
            "minute diminutive",
            vec![
                numeral(is_integer),
                re("минутк.|минуток|минуточк.|минуточек"),
            ],
            |m| lasting(Grain::Minute, m[0].numeral()?.int_value()?),
        ),
        named_duration(
            "quarter of an hour",
            r"((одн(у|а|ой)|1)\s)?четверт. (часа|ч|ч\.)",
            Grain::Minute,
            15,
        ),
        Rule::new(
            "3 quarters of an hour",
            vec![
                numeral(|n| n.value == 3.0),
                re(r"четверт(и|ей) (часа|ч|ч\.)"),
            ],
            |_| lasting(Grain::Minute, 45),
        ),
        named_duration("сутки", "сутки", Grain::Hour, 24),
        Rule::new(
            "<integer> сутки",
            vec![numeral(is_integer), re("сутки|суток")],
            |m| lasting(Grain::Hour, m[0].numeral()?.int_value()?.checked_mul(24)?),
        ),
        composite_unit_duration(),
    ]);
    all
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Duckling's `inCoarsestGrain` beyond the corpus: a year and a half is no whole number of months (of 30
    /// days) but of days, so hours; the real Duckling gives these.
    #[test]
    fn fractions_in_the_coarsest_grain() {
        check_in(
            "ru",
            Kind::Duration,
            &[
                (
                    "1.5 года",
                    r#"{"type": "value", "value": 13140, "unit": "hour", "hour": 13140, "normalized": {"value": 47304000, "unit": "second"}}"#,
                ),
                (
                    "2.5 недели",
                    r#"{"type": "value", "value": 420, "unit": "hour", "hour": 420, "normalized": {"value": 1512000, "unit": "second"}}"#,
                ),
            ],
        );
    }
}
