//! Japanese durations (`Duckling/Duration/JA/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "1 秒", "四 分間", "百 日間", and months counted with a counter ("2ヶ月", "三か月").

use crate::dims::duration::rules::{common, lasting};
use crate::dims::token::{Rule, numeral, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.push(Rule::new(
        "<integer> counter months",
        vec![
            numeral(|n| n.value >= 1.0),
            re("(ケ|ヶ|カ|ヵ|か|箇)(月|げつ|つき)"),
        ],
        |m| lasting(Grain::Month, m[0].numeral()?.value.floor() as i64),
    ));
    all
}
