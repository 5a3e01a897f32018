//! Dates and intervals between them: "5 de maio de 2013", "dia 17", "31/10/74", "13 a 15 de julho", "entre o
//! primeiro trimestre 2017 e terceiro trimestre 2017", the years and the seasons: ruleDOMOfMonth …
//! ruleOrdinalCycleYearOrdinalCycleYear.
//!
//! Duckling's `isDOMValue` accepts an ordinal or a number, two token kinds; a pattern item here accepts one
//! kind, so a rule with one such item is two rules of one name, and one with two such items four.

use super::{int, int_value, number, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::time::helpers::{dom_integer, dom_ordinal, dom_value_rules};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::engine::rule::Item;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth_after, day_of_month, intersect, intersect_dom, interval, is_a_month, is_not_latent,
    mk_latent, month_day, year, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// The day and month a numeric date writes: "1[2-3]", "0?[1-9]" …
const DAY: &str = r"(3[01]|[12]\d|0?[1-9])";
const MONTH: &str = r"(0?[1-9]|1[0-2])";

/// The words that join the ends of an interval.
const UNTIL: &str = r"\-|até( ao?)?|ao?";

fn closed(from: &TimeData, to: &TimeData) -> Option<Token> {
    interval(TimeIntervalType::Closed, from, to).map(Token::Time)
}

/// Days `m[first]` to `m[last]` of the month `m[month]`.
fn month_days(m: &[Matched<'_, Token>], first: usize, last: usize, month: usize) -> Option<Token> {
    let td = m[month].time()?;
    closed(
        &intersect_dom(td, int_value(&m[first])?)?,
        &intersect_dom(td, int_value(&m[last])?)?,
    )
}

/// Days written as digits in `m[first]` and `m[last]`, of the month `m[month]`.
fn month_digit_days(
    m: &[Matched<'_, Token>],
    first: usize,
    last: usize,
    month: usize,
) -> Option<Token> {
    let td = m[month].time()?;
    closed(
        &intersect(&day_of_month(int(m[first].group(1))?), td)?,
        &intersect(&day_of_month(int(m[last].group(1))?), td)?,
    )
}

/// The rule `name` once per kind of each of its two day items (Duckling's `isDOMValue` twice).
fn two_dom_rules(
    name: &'static str,
    pattern: fn(Item<Token>, Item<Token>) -> Vec<Item<Token>>,
    production: fn(&[Matched<'_, Token>]) -> Option<Token>,
) -> [Rule; 4] {
    let item = |ordinal: bool| {
        if ordinal {
            dom_ordinal()
        } else {
            dom_integer()
        }
    };
    [(true, true), (true, false), (false, true), (false, false)]
        .map(|(a, b)| Rule::new(name, pattern(item(a), item(b)), production))
}

/// The `n`th (from 1) period `m[grain]` of the time `m[time]`, `n` the ordinal `m[nth]` (Duckling's
/// `cycleNthAfter False grain (n - 1) td`).
fn nth_cycle_of(
    m: &[Matched<'_, Token>],
    nth: usize,
    grain: usize,
    time: usize,
) -> Option<TimeData> {
    let n = int_value(&m[nth])?.checked_sub(1)?;
    Some(cycle_nth_after(
        false,
        m[grain].time_grain()?,
        n,
        m[time].time()?,
    ))
}

fn season(name: &'static str, words: &'static str, from: (i32, i32), to: (i32, i32)) -> Rule {
    Rule::new(name, vec![re(words)], move |_| {
        interval(
            TimeIntervalType::Open,
            &month_day(from.0, from.1),
            &month_day(to.0, to.1),
        )
        .map(Token::Time)
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![time(is_not_latent), re(UNTIL), time(is_not_latent)],
            |m| closed(m[0].time()?, m[2].time()?),
        ),
        Rule::new("day of month (1st)", vec![re("primeiro|um|1o")], |_| {
            tt(mk_latent(day_of_month(1)))
        }),
        season("season", "primavera", (3, 20), (6, 21)),
        season("season", "inverno", (12, 21), (3, 20)),
        season("season", "ver(ã|a)o", (6, 21), (9, 23)),
        season("season", "outono", (9, 23), (12, 21)),
        Rule::new("year (latent)", vec![integer_between(2101, 10000)], |m| {
            tt(mk_latent(year(number(&m[0])?)))
        }),
        Rule::new(
            "dia <day-of-month> de <named-month>",
            vec![re("dia"), dom_integer(), re(r"de|\/"), time(is_a_month)],
            |m| intersect_dom(m[3].time()?, int_value(&m[1])?).map(Token::Time),
        ),
        Rule::new("dd[/-]mm", vec![re(&format!(r"{DAY}[\/\-]{MONTH}"))], |m| {
            tt(month_day(int(m[0].group(2))?, int(m[0].group(1))?))
        }),
        Rule::new(
            "dd-dd <month>(interval)",
            vec![re(DAY), re(r"\-|a"), re(DAY), re("de"), time(is_a_month)],
            |m| month_digit_days(m, 0, 2, 4),
        ),
        Rule::new(
            "de <year>",
            vec![re("de|do ano"), integer_between(1000, 2100)],
            |m| tt(year(number(&m[1])?)),
        ),
        Rule::new(
            "dia <day-of-month> (non ordinal)",
            vec![re("dia"), dom_integer()],
            |m| tt(day_of_month(int_value(&m[1])?)),
        ),
        shared_rules::yyyy_mm_dd(&format!(r"(\d{{2,4}})-{MONTH}-{DAY}")),
        Rule::new("year (latent)", vec![integer_between(1, 999)], |m| {
            tt(mk_latent(year(number(&m[0])?)))
        }),
        Rule::new(
            "<named-month> <day-of-month>",
            vec![time(is_a_month), dom_integer()],
            |m| intersect_dom(m[0].time()?, int_value(&m[1])?).map(Token::Time),
        ),
        Rule::new(
            "entre <datetime> e <datetime> (interval)",
            vec![
                re("entre( [ao])?|desde|(a partir )?d[eo]"),
                any(Kind::Time),
                re(r"e|\-|até( ao?)?|ao?"),
                any(Kind::Time),
            ],
            |m| closed(m[1].time()?, m[3].time()?),
        ),
        Rule::new(
            "entre dd et dd <month>(interval)",
            vec![
                re("entre"),
                re(DAY),
                re("e?"),
                re(DAY),
                re("de"),
                time(is_a_month),
            ],
            // Duckling reads a regex after a token with PCRE's first match from the token's end and drops
            // an empty one: "e?" matches empty at the blank there, so it only takes an "e" glued to the
            // first day; and the first alternative of the day's regex, "0?[1-9]", takes one digit of "13",
            // which then ends inside a number. So only "entre 2e 5 de maio" and the like get here.
            |m| {
                let first_alternative = |i: usize| {
                    m[i].group(1)
                        .is_some_and(|d| d.len() == 1 || d.starts_with('0'))
                };
                let glued = m[2].range(0)?.start == m[1].range(0)?.end;
                if !(glued && first_alternative(1) && first_alternative(3)) {
                    return None;
                }
                month_digit_days(m, 1, 3, 5)
            },
        ),
        Rule::new("year", vec![integer_between(1000, 2100)], |m| {
            tt(year(number(&m[0])?))
        }),
        Rule::new(
            "dd[/-.]mm[/-.]yyyy",
            vec![re(&format!(r"{DAY}[\.\/\-]{MONTH}[\.\/\-](\d{{2,4}})"))],
            |m| {
                let (d, mo, y) = (
                    int(m[0].group(1))?,
                    int(m[0].group(2))?,
                    int(m[0].group(3))?,
                );
                tt(year_month_day(y, mo, d))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> de <year> - <ordinal> <cycle> de <year>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d[eo]|em"),
                any(Kind::Time),
                re(UNTIL),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d[eo]|em"),
                any(Kind::Time),
            ],
            |m| closed(&nth_cycle_of(m, 0, 1, 3)?, &nth_cycle_of(m, 5, 6, 8)?),
        ),
        Rule::new(
            "<ordinal> <cycle> <year> - <ordinal> <cycle> <year>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                any(Kind::Time),
                re(UNTIL),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                any(Kind::Time),
            ],
            |m| closed(&nth_cycle_of(m, 0, 1, 2)?, &nth_cycle_of(m, 4, 5, 6)?),
        ),
    ];
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) de <named-month>",
        |day| vec![day, re(r"de|\/"), time(is_a_month)],
        |m| intersect_dom(m[2].time()?, int_value(&m[0])?).map(Token::Time),
    ));
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) <named-month>",
        |day| vec![day, time(is_a_month)],
        |m| intersect_dom(m[1].time()?, int_value(&m[0])?).map(Token::Time),
    ));
    rules.extend(two_dom_rules(
        "desde <month> dd-dd de (interval)",
        |first, last| {
            vec![
                re("desde|a partir d[eo]"),
                first,
                re("até( ao?)?|ao?"),
                last,
                re("d[eo]|em"),
                time(is_a_month),
            ]
        },
        |m| month_days(m, 1, 3, 5),
    ));
    rules.extend(two_dom_rules(
        "dd-dd <month> de (interval)",
        |first, last| {
            vec![
                first,
                re(r"\-|a(té)?"),
                last,
                re("d[eo]|em"),
                time(is_a_month),
            ]
        },
        |m| month_days(m, 0, 2, 4),
    ));
    rules.extend(two_dom_rules(
        "desde <month> dd-dd (interval)",
        |first, last| {
            vec![
                re("desde|a partir d[eo]"),
                first,
                re("até( ao?)?|ao?"),
                last,
                time(is_a_month),
            ]
        },
        |m| month_days(m, 1, 3, 4),
    ));
    rules.extend(two_dom_rules(
        "dd-dd <month> (interval)",
        |first, last| vec![first, re(r"\-|a(té)?"), last, time(is_a_month)],
        |m| month_days(m, 0, 2, 3),
    ));
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::{check, whole_text_times};

    /// "entre dd et dd <month>" reads only what Duckling's PCRE lets it read (see its production).
    #[test]
    fn entre_dd_e_dd_takes_only_a_glued_e_and_one_digit_days() {
        check(
            "pt",
            &[(
                "entre 2e 5 de maio",
                r#"{"type": "interval", "from": {"value": "2013-05-02T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-05-06T00:00:00.000-02:00", "grain": "day"}}"#,
            )],
        );
        let from_day = |text: &str, day: &str| {
            whole_text_times(text, "pt")
                .iter()
                .any(|t| t["from"]["value"] == day)
        };
        assert!(!from_day(
            "entre 13e 15 de julho",
            "2013-07-13T00:00:00.000-02:00"
        ));
        assert!(!from_day(
            "entre 2 e 5 de maio",
            "2013-05-02T00:00:00.000-02:00"
        ));
    }
}
