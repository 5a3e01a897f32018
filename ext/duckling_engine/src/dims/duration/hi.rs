//! Hindi durations (`Duckling/Duration/HI/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "एक दिन", "पखवाड़ा", "आधा घंटा", the quarters and halves "पौने 2 साल", "सवा 2 घंटा", "साढ़े 3 घंटा",
//! "डेढ़ घंटा", and composites "2 साल और 3 महीना".

use crate::dims::duration::rules::{
    about_exactly, common, composite_unit_duration, composite_with, count, named_duration,
};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::{
    DurationData, n_plus_one_half, times_one_quarter, times_three_quarter,
};

const AVADHI: [(&str, Grain); 11] = [
    ("मिनट", Grain::Minute),
    ("क्षण", Grain::Minute),
    ("घंटा", Grain::Hour),
    ("दिवस", Grain::Day),
    ("दिन", Grain::Day),
    ("महीना", Grain::Month),
    ("माह", Grain::Month),
    ("मास", Grain::Month),
    ("वर्ष", Grain::Year),
    ("साल", Grain::Year),
    ("बरस", Grain::Year),
];

/// A count before a unit of time, made a duration by `fraction` of the grain and the count `less` one (पौने,
/// "a quarter less", counts from the number below).
fn fractional(
    name: &'static str,
    words: &str,
    less: i64,
    fraction: fn(Grain, i64) -> Option<DurationData>,
) -> Rule {
    Rule::new(
        name,
        vec![
            re(words),
            numeral(NumeralData::is_natural),
            any(Kind::TimeGrain),
        ],
        move |m| {
            let n = count(m[1].numeral()?)?.checked_sub(less)?;
            Some(Token::Duration(fraction(m[2].time_grain()?, n)?))
        },
    )
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration("quarter of an hour", "पंद्रह मिनट", Grain::Minute, 15),
        named_duration("fortnight", "((एक पखवाड़ा)|(पखवाड़ा))", Grain::Day, 14),
        named_duration("a day", "((एक दिन)|(एक दिवस)|(दिन|दिवस))", Grain::Day, 1),
        Rule::new(
            "half of a duration",
            vec![re(
                "आधा ((साल|वर्ष|बरस)|(महीना|मास|माह)|(दिन|दिवस)|(घंटा)|(मिनट|क्षण))",
            )],
            |m| {
                Some(Token::Duration(n_plus_one_half(
                    lookup(&AVADHI, m[0].group(1)?)?,
                    0,
                )?))
            },
        ),
        named_duration("one year", "एक (साल|वर्ष|बरस)", Grain::Year, 1),
        about_exactly("(लगभग|बिल्कुल|केवल)"),
        fractional("Paune duration", "पौने", 1, times_three_quarter),
        fractional("Sava duration", "सवा", 0, times_one_quarter),
        fractional("Saade duration", "साढ़े|साड़े", 0, n_plus_one_half),
        composite_unit_duration(),
        composite_with("composite <duration> (with ,/और)", ",|और"),
        Rule::new(
            "डेढ़|ढाई <duration>",
            vec![re("(डेढ़|ढाई)"), any(Kind::TimeGrain)],
            |m| {
                let n = match m[0].group(1)? {
                    "डेढ़" => 1,
                    "ढाई" => 2,
                    _ => return None,
                };
                Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, n)?))
            },
        ),
    ]);
    all
}
