//! Italian durations (`Duckling/Duration/IT/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "3 giorni", "un'ora", "un quarto d'ora", "mezz'ora", "tre quarti d'ora".

use crate::dims::duration::rules::{common, lasting, named_duration};
use crate::dims::token::{Kind, Rule, any, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "une <unit-of-duration>",
            vec![re("un[a']?"), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        named_duration("un quarto d'ora", "un quarto d['i] ?ora", Grain::Minute, 15),
        named_duration("mezz'ora", "mezz[a'] ?ora", Grain::Minute, 30),
        named_duration(
            "tre quarti d'ora",
            "(3|tre) quarti d['i] ?ora",
            Grain::Minute,
            45,
        ),
    ]);
    all
}
