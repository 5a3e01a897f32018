//! "the third tuesday of october", "last friday of march", "the 2nd day after christmas", "3 fridays from now": ruleOrdinalDOWOfTime … ruleNDOWFromTime.

use crate::dims::token::{Kind, Rule, Token, any, ordinal, re, time};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::helpers::{
    cycle_last_of, intersect, is_a_day_of_week, is_grain_finer_than, pred_last_of, pred_nth,
    pred_nth_after,
};

/// "nth <day-of-week> of <month-or-greater>", with or without "the": the nth such day in each instance of
/// the second time.
fn nth_dow_of(m: &[Matched<'_, Token>]) -> Option<Token> {
    let (od, dow, base) = (m[0].ordinal()?, m[1].time()?, m[3].time()?);
    let n = i32::try_from(od.value).ok()?;
    intersect(base, dow).map(|td| Token::Time(pred_nth(n - 1, false, &td)))
}

/// "nth <time> after <time>", with or without "the".
fn nth_after(m: &[Matched<'_, Token>]) -> Option<Token> {
    let (od, td, base) = (m[0].ordinal()?, m[1].time()?, m[3].time()?);
    let n = i32::try_from(od.value).ok()?;
    Some(Token::Time(pred_nth_after(n - 1, td, base)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "first|second|third|fourth|fifth <day-of-week> of <time>",
            vec![
                ordinal(|o| (1..=5).contains(&o.value)),
                time(is_a_day_of_week),
                re("(of|in)"),
                any(Kind::Time),
            ],
            |m| {
                let n = i32::try_from(m[0].ordinal()?.value).ok()?;
                Some(Token::Time(pred_nth_after(
                    n - 1,
                    m[1].time()?,
                    m[3].time()?,
                )))
            },
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("last"),
                time(is_a_day_of_week),
                re("(of|in)"),
                any(Kind::Time),
            ],
            |m| Some(Token::Time(pred_last_of(m[1].time()?, m[3].time()?))),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("last"),
                any(Kind::TimeGrain),
                re("of|in"),
                any(Kind::Time),
            ],
            |m| Some(Token::Time(cycle_last_of(m[1].time_grain()?, m[3].time()?))),
        ),
        Rule::new(
            "nth <day-of-week> of <month-or-greater>",
            vec![
                any(Kind::Ordinal),
                time(is_a_day_of_week),
                re("of|in"),
                time(|t| !is_grain_finer_than(Grain::Month, t)),
            ],
            nth_dow_of,
        ),
        Rule::new(
            "the nth <day-of-week> of <month-or-greater>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                time(is_a_day_of_week),
                re("of|in"),
                time(|t| !is_grain_finer_than(Grain::Month, t)),
            ],
            |m| nth_dow_of(&m[1..]),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("after"),
                any(Kind::Time),
            ],
            nth_after,
        ),
        Rule::new(
            "the nth <time> after <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("after"),
                any(Kind::Time),
            ],
            |m| nth_after(&m[1..]),
        ),
        Rule::new(
            "<integer> <day-of-week> from <time>",
            vec![
                any(Kind::Numeral),
                time(is_a_day_of_week),
                re("from"),
                any(Kind::Time),
            ],
            |m| {
                let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                Some(Token::Time(pred_nth_after(
                    n - 1,
                    m[1].time()?,
                    m[3].time()?,
                )))
            },
        ),
    ]
}
