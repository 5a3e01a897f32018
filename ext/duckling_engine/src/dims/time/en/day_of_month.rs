//! Days of the month: "the 3rd", "march 3", "3 march 2014", "the ides of march": ruleDOMLatent … ruleIdesOfMonth.
//!
//! Duckling's `isDOMValue` accepts an ordinal or a number, two token kinds; a pattern item here accepts one
//! kind, so each rule with such an item is two rules of the same name (see [`dom_value_rules`]).

use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{
    dom_integer, dom_of, dom_ordinal, dom_value_rules, get_int_value,
};
use crate::dims::token::{Rule, Token, re, time};
use crate::engine::rule::Matched;
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, mk_latent, year,
};

/// Day `m[0]` of the month `m[month]` in the year written as digits in `m[year]`.
fn dom_month_year(m: &[Matched<'_, Token>], month: usize, year_item: usize) -> Option<Token> {
    let y: i32 = m[year_item].group(1)?.parse().ok()?;
    let dom = intersect_dom(m[month].time()?, get_int_value(&m[0])?)?;
    intersect(&dom, &year(y)).map(Token::Time)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            Some(Token::Time(mk_latent(day_of_month(get_int_value(&m[0])?))))
        }),
        Rule::new(
            "the <day-of-month> (number)",
            vec![re("the"), dom_integer()],
            |m| Some(Token::Time(mk_latent(day_of_month(get_int_value(&m[1])?)))),
        ),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("the"), dom_ordinal()],
            |m| Some(Token::Time(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "<named-month>|<named-day> <day-of-month> (ordinal)",
            vec![
                time(|t| is_a_month(t) || is_a_day_of_week(t)),
                dom_ordinal(),
            ],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
    ];
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) <named-month>",
        |day| vec![day, time(is_a_month)],
        |m| dom_of(m, 0, 1),
    ));
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) of <named-month>",
        |day| vec![day, re("of|in"), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    ));
    rules.extend(dom_value_rules(
        "the <day-of-month> (ordinal or number) of <named-month>",
        |day| vec![re("the"), day, re("of|in"), time(is_a_month)],
        |m| dom_of(m, 1, 3),
    ));
    rules.push(Rule::new(
        "<day-of-month>(ordinal) <named-month> year",
        vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
        |m| dom_month_year(m, 1, 2),
    ));
    rules.extend(dom_value_rules(
        "<day-of-month>(ordinal or number)/<named-month>/year",
        |day| {
            vec![
                day,
                re(r"[-/\s]"),
                time(is_a_month),
                re(r"[-/\s]"),
                re(r"(\d{2,4})"),
            ]
        },
        |m| dom_month_year(m, 2, 4),
    ));
    rules.push(Rule::new(
        "the ides of <named-month>",
        vec![re("the ides? of"), time(is_a_month)],
        |m| {
            let td = m[1].time()?;
            let day = ides_of(td)?;
            intersect(td, &day).map(Token::Time)
        },
    ));
    rules
}
