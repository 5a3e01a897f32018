//! Arabic durations (`Duckling/Duration/AR/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "3 ساعات", "ربع ساعة", duals ("ساعتين", "<unit>ان") and a unit alone ("ساعة" is one hour).

use crate::dims::duration::rules::{common, count, lasting, minutes_seconds_marks, mixed_fraction};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new("quarter of an hour", vec![re("(ربع ساعة)")], |_| {
            lasting(Grain::Minute, 15)
        }),
        Rule::new(
            "half an hour",
            vec![re(r"(1/2\s?ساع[ةه]?|نصف? ساع[ةه])")],
            |_| lasting(Grain::Minute, 30),
        ),
        Rule::new(
            "three-quarters of an hour",
            vec![re(
                r"(3/4\s?(ال)?ساع[ةه]?|ثلاث[ةه]?(\s|-)[أا]رباع (ال)?ساع[ةه])",
            )],
            |_| lasting(Grain::Minute, 45),
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
        Rule::new(
            "two seconds",
            vec![re("ثانيتين|ثانيتان|لحظتين|لحظتان")],
            |_| lasting(Grain::Second, 2),
        ),
        Rule::new(
            "two minutes",
            vec![re("دقيقتين|دقيقتان")],
            |_| lasting(Grain::Minute, 2),
        ),
        Rule::new("two hours", vec![re("ساعتين|ساعتان")], |_| {
            lasting(Grain::Hour, 2)
        }),
        Rule::new("dual years", vec![re("سنتين|سنتان")], |_| {
            lasting(Grain::Year, 2)
        }),
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
