//! Cycles: "this week", "next month", "the day after tomorrow", "the third week of 2018", "the 2nd quarter", "upcoming 2 weeks": ruleCycleThisLastNext … ruleCycleOrdinalQuarterYear, ruleDOMOfTimeMonth, ruleUpcomingGrain, ruleUpcomingGrainAlt.

use crate::dims::time::helpers::{dom_value_rules, get_int_value, int_value, ordinal_value};
use crate::dims::token::{Kind, Rule, Token, any, numeral, re, time, time_grain};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{cycle_nth, cycle_nth_after, intersect_dom, is_grain_of_time};

/// The period of `grain` right after `td` when regex item `word` captured "after", right before it otherwise.
fn cycle_after_or_before(grain: Grain, word: &Matched<'_, Token>, td: &TimeData) -> Token {
    let n = if word
        .group(1)
        .is_some_and(|w| w.eq_ignore_ascii_case("after"))
    {
        1
    } else {
        -1
    };
    Token::Time(cycle_nth_after(false, grain, n, td))
}

/// The `ordinal`th period of `grain` (the first is 1) counted from the start of `td` ("the 3rd week of May").
fn nth_cycle_of(ordinal: &Matched<'_, Token>, grain: Grain, td: &TimeData) -> Option<Token> {
    let n = ordinal_value(ordinal)?.checked_sub(1)?;
    Some(Token::Time(cycle_nth_after(true, grain, n, td)))
}

/// The `ordinal`th period of `grain` counted back from the end of `td` ("the 2nd last week of May"):
/// Duckling counts from the period of `td`'s own grain after it.
fn nth_last_of(ordinal: &Matched<'_, Token>, grain: Grain, td: &TimeData) -> Option<Token> {
    let n = ordinal_value(ordinal)?;
    let after = cycle_nth_after(true, td.grain, 1, td);
    Some(Token::Time(cycle_nth_after(true, grain, -n, &after)))
}

/// The `n`th quarter (from 1) of the year `year`.
fn nth_quarter(not_immediate: bool, n: i32, year: &TimeData) -> Option<Token> {
    Some(Token::Time(cycle_nth_after(
        not_immediate,
        Grain::Quarter,
        n.checked_sub(1)?,
        year,
    )))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "this|last|next <cycle>",
        vec![
            re(r"(this|current|coming|next|(the( following)?)|last|past|previous|upcoming)"),
            any(Kind::TimeGrain),
        ],
        |m| {
            let n = match m[0].group(1)?.to_lowercase().as_str() {
                "this" | "current" | "the" => 0,
                "coming" | "next" | "upcoming" | "the following" => 1,
                "last" | "past" | "previous" => -1,
                _ => return None,
            };
            Some(Token::Time(cycle_nth(m[1].time_grain()?, n)))
        },
    )];
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) of <month>",
        |dom| {
            vec![
                dom,
                re("of( the)?"),
                time(|td| is_grain_of_time(Grain::Month, td)),
            ]
        },
        |m| intersect_dom(m[2].time()?, get_int_value(&m[0])?).map(Token::Time),
    ));
    rules.extend([
        Rule::new(
            "the <cycle> after|before <time>",
            vec![
                re("the"),
                any(Kind::TimeGrain),
                re("(after|before)"),
                any(Kind::Time),
            ],
            |m| {
                Some(cycle_after_or_before(
                    m[1].time_grain()?,
                    &m[2],
                    m[3].time()?,
                ))
            },
        ),
        Rule::new(
            "<cycle> after|before <time>",
            vec![any(Kind::TimeGrain), re("(after|before)"), any(Kind::Time)],
            |m| {
                Some(cycle_after_or_before(
                    m[0].time_grain()?,
                    &m[1],
                    m[2].time()?,
                ))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(&m[0], m[1].time_grain()?, m[3].time()?),
        ),
        Rule::new(
            "<ordinal> last <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                re("last"),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| nth_last_of(&m[0], m[2].time_grain()?, m[4].time()?),
        ),
        Rule::new(
            "the <ordinal> <cycle> of <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(&m[1], m[2].time_grain()?, m[4].time()?),
        ),
        Rule::new(
            "the <ordinal> last <cycle> of <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                re("last"),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| nth_last_of(&m[1], m[3].time_grain()?, m[5].time()?),
        ),
        Rule::new(
            "the <cycle> of the <time grain>",
            vec![
                re("the"),
                any(Kind::TimeGrain),
                re("of( the)?"),
                any(Kind::TimeGrain),
            ],
            |m| {
                let whole = cycle_nth(m[3].time_grain()?, 0);
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    0,
                    &whole,
                )))
            },
        ),
        Rule::new(
            "the <cycle> of <time>",
            vec![re("the"), any(Kind::TimeGrain), re("of"), any(Kind::Time)],
            |m| {
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    0,
                    m[3].time()?,
                )))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("after"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(&m[0], m[1].time_grain()?, m[3].time()?),
        ),
        // Duckling names this one like the rule above (ruleCycleTheOrdinalAfterTime).
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("after"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(&m[1], m[2].time_grain()?, m[4].time()?),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), time_grain(|g| g == Grain::Quarter)],
            |m| nth_quarter(true, ordinal_value(&m[0])?, &cycle_nth(Grain::Year, 0)),
        ),
        Rule::new(
            "the <ordinal> quarter",
            vec![
                re("the"),
                any(Kind::Ordinal),
                time_grain(|g| g == Grain::Quarter),
            ],
            |m| nth_quarter(true, ordinal_value(&m[1])?, &cycle_nth(Grain::Year, 0)),
        ),
        Rule::new(
            "<ordinal> quarter <year>",
            vec![
                any(Kind::Ordinal),
                time_grain(|g| g == Grain::Quarter),
                any(Kind::Time),
            ],
            |m| nth_quarter(false, ordinal_value(&m[0])?, m[2].time()?),
        ),
        Rule::new(
            "upcoming <integer> <cycle>",
            vec![
                re("upcoming"),
                numeral(|n| n.is_natural()),
                any(Kind::TimeGrain),
            ],
            |m| {
                Some(Token::Time(cycle_nth(
                    m[2].time_grain()?,
                    int_value(&m[1])?,
                )))
            },
        ),
        Rule::new(
            "<integer> upcoming <cycle>",
            vec![
                numeral(|n| n.is_natural()),
                re("upcoming"),
                any(Kind::TimeGrain),
            ],
            |m| {
                Some(Token::Time(cycle_nth(
                    m[2].time_grain()?,
                    int_value(&m[0])?,
                )))
            },
        ),
    ]);
    rules
}
