//! "the closest monday to christmas", "the second closest": ruleClosest, ruleNthClosest.

use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{is_grain_of_time, pred_nth_closest};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "the closest <day> to <time>",
            vec![
                re(r"the\s+closest"),
                time(|td| is_grain_of_time(Grain::Day, td)),
                re("to"),
                any(Kind::Time),
            ],
            |m| Some(Token::Time(pred_nth_closest(0, m[1].time()?, m[3].time()?))),
        ),
        Rule::new(
            "the <ordinal> closest <day> to <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                re("closest"),
                time(|td| is_grain_of_time(Grain::Day, td)),
                re("to"),
                any(Kind::Time),
            ],
            |m| {
                let n = i32::try_from(m[1].ordinal()?.value).ok()?;
                Some(Token::Time(pred_nth_closest(
                    n.checked_sub(1)?,
                    m[3].time()?,
                    m[5].time()?,
                )))
            },
        ),
    ]
}
