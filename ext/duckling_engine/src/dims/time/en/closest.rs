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

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Duckling's EN corpus lines this family derives (with the names, ordinals and holidays).
    const EXAMPLES: [(&str, &str); 2] = [
        (
            "the closest Monday to Oct 5th",
            r#"{"type": "value", "value": "2013-10-07T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "the second closest Mon to October fifth",
            r#"{"type": "value", "value": "2013-09-30T00:00:00.000-02:00", "grain": "day"}"#,
        ),
    ];

    #[test]
    fn corpus_examples() {
        check("en", &EXAMPLES);
    }
}
