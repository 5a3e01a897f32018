//! Italian durations (`Duckling/Duration/IT/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "3 giorni", "un'ora", "un quarto d'ora", "mezz'ora", "tre quarti d'ora".

use crate::dims::duration::rules::{common, lasting};
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
        Rule::new("un quarto d'ora", vec![re("un quarto d['i] ?ora")], |_| {
            lasting(Grain::Minute, 15)
        }),
        Rule::new("mezz'ora", vec![re("mezz[a'] ?ora")], |_| {
            lasting(Grain::Minute, 30)
        }),
        Rule::new(
            "tre quarti d'ora",
            vec![re("(3|tre) quarti d['i] ?ora")],
            |_| lasting(Grain::Minute, 45),
        ),
    ]);
    all
}
