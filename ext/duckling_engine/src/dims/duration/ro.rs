//! Romanian durations (`Duckling/Duration/RO/Rules.hs`), after the rule of every language
//! (`Duckling/Duration/Rules.hs`: "2 luni"): "o sec", "jumătate de oră", "trei sferturi de oră", "45 de minute".

use super::rules::{common, count, lasting, named_duration};
use crate::dims::token::{Kind, Rule, Token, any, numeral, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "exact|in jur de <duration>",
            vec![re("(exact|aproximativ|(i|î)n jur de)"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        named_duration(
            "jumatate de ora",
            r"(1/2\s?(h|or(a|ă))|jum(a|ă)tate (de )?or(a|ă))",
            Grain::Minute,
            30,
        ),
        Rule::new(
            "o <unit-of-duration>",
            vec![re("o|un"), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        named_duration(
            "quarter of an hour",
            r"(1/4\s?(h|or(a|ă))|sfert de or(a|ă))",
            Grain::Minute,
            15,
        ),
        named_duration(
            "trei sferturi de ora",
            r"(3/4\s?(h|or(a|ă))|trei sferturi de or(a|ă))",
            Grain::Minute,
            45,
        ),
        Rule::new(
            "<integer> <unit-of-duration>",
            vec![numeral(|n| n.value >= 20.0), re("de"), any(Kind::TimeGrain)],
            |m| lasting(m[2].time_grain()?, count(m[0].numeral()?)?),
        ),
    ]);
    all
}
