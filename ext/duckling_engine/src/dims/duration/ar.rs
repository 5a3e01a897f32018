//! Arabic durations (`Duckling/Duration/AR/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "3 ساعات", "ربع ساعة", duals ("ساعتين", "<unit>ان") and a unit alone ("ساعة" is one hour).

use crate::dims::duration::rules::{
    common, count, lasting, minutes_seconds_marks, mixed_fraction, named_duration,
};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration("quarter of an hour", "(ربع ساعة)", Grain::Minute, 15),
        named_duration(
            "half an hour",
            r"(1/2\s?ساع[ةه]?|نصف? ساع[ةه])",
            Grain::Minute,
            30,
        ),
        named_duration(
            "three-quarters of an hour",
            r"(3/4\s?(ال)?ساع[ةه]?|ثلاث[ةه]?(\s|-)[أا]رباع (ال)?ساع[ةه])",
            Grain::Minute,
            45,
        ),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+) *ساع(ة|ات)")],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        Rule::new(
            "<integer> and an half hour",
            vec![numeral(NumeralData::is_natural), re("و ?نصف? ساع[ةه]")],
            |m| lasting(Grain::Minute, 30 + 60 * count(m[0].numeral()?)?),
        ),
        minutes_seconds_marks(),
        named_duration(
            "two seconds",
            "ثانيتين|ثانيتان|لحظتين|لحظتان",
            Grain::Second,
            2,
        ),
        named_duration("two minutes", "دقيقتين|دقيقتان", Grain::Minute, 2),
        named_duration("two hours", "ساعتين|ساعتان", Grain::Hour, 2),
        named_duration("dual years", "سنتين|سنتان", Grain::Year, 2),
        Rule::new(
            "dual <unit-of-duration>",
            vec![any(Kind::TimeGrain), re("(ان|ين)")],
            |m| lasting(m[0].time_grain()?, 2),
        ),
        Rule::new(
            "single <unit-of-duration>",
            vec![any(Kind::TimeGrain)],
            |m| lasting(m[0].time_grain()?, 1),
        ),
    ]);
    all
}
