//! Dates: "3/25", "2021/03/25", "2021.3", "2020年", "令和3年", "大正元年", "3月25日", "2013年3月25日", and the
//! particles that make a date stand on its own ("火曜日に", "25日は", "6月中に", "2020年で") (ruleMMDD …
//! ruleInMonth).

use super::{get_int_value, group_int, tt};
use crate::dims::time::helpers::dom_value_rules;
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Rule, Token, re, time};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, is_grain_of_time,
    mk_latent, month_day, not_latent, year, year_month, year_month_day,
};

/// The first year of each era: its year 1 (元年).
const ERAS: [(&str, i32); 5] = [
    ("明治", 1868),
    ("大正", 1912),
    ("昭和", 1926),
    ("平成", 1989),
    ("令和", 2019),
];

fn era(name: &str) -> Option<i32> {
    ERAS.iter().find(|(e, _)| *e == name).map(|&(_, y)| y)
}

/// Day `m[day]` of the month `m[month]` (Duckling's `intersectDOM`).
fn dom(m: &[Matched<'_, Token>], month: usize, day: usize) -> Option<TimeData> {
    intersect_dom(m[month].time()?, get_int_value(&m[day])?)
}

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "mm/dd",
            vec![re(r"(1[0-2]|0?[1-9])\s?[/／]\s?(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "yyyy/mm",
            vec![re(r"(\d{4})\s*[/／.]\s*(1[0-2]|0?[1-9])")],
            |m| tt(year_month(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "yyyy/mm/dd",
            vec![re(
                r"(\d{2,4})\s*[/／.]\s*(0?[1-9]|1[0-2])\s*[/／.]\s*(3[01]|[12]\d|0?[1-9])",
            )],
            |m| {
                let (y, mm, d) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mm, d))
            },
        ),
        Rule::new(
            "year (latent)",
            vec![integer_between(25, 10000), re("年")],
            |m| tt(mk_latent(year(get_int_value(&m[0])?))),
        ),
        Rule::new(
            "Imperial year (latent)",
            vec![
                re("(明治|大正|昭和|平成|令和)"),
                integer_between(0, 65),
                re("年"),
            ],
            |m| {
                let first = era(m[0].group(1)?)?;
                tt(mk_latent(year(first + get_int_value(&m[1])? - 1)))
            },
        ),
        Rule::new(
            "First Imperial year (latent)",
            vec![re("(明治|大正|昭和|平成|令和)元年")],
            |m| tt(mk_latent(year(era(m[0].group(1)?)?))),
        ),
    ];
    rules.extend(dom_value_rules(
        "<named-month> <day-of-month>",
        |day| vec![time(is_a_month), day, re("日")],
        |m| tt(dom(m, 0, 1)?),
    ));
    rules.push(Rule::new(
        "<year> <named-month>",
        vec![time(|t| is_grain_of_time(Grain::Year, t)), time(is_a_month)],
        |m| tt(not_latent(intersect(m[0].time()?, m[1].time()?)?)),
    ));
    rules.extend(dom_value_rules(
        "<year> <named-month> <day-of-month>",
        |day| vec![re(r"(\d{2,4})年"), time(is_a_month), day, re("日")],
        |m| tt(intersect(&dom(m, 1, 2)?, &year(group_int(&m[0], 1)?))?),
    ));
    rules.extend(dom_value_rules(
        "imperial <year> <named-month> <day-of-month>",
        |day| {
            vec![
                time(|t| is_grain_of_time(Grain::Year, t)),
                time(is_a_month),
                day,
                re("日"),
            ]
        },
        |m| tt(intersect(&dom(m, 1, 2)?, m[0].time()?)?),
    ));
    rules.extend([
        Rule::new(
            "on <named-day>",
            vec![
                re(r"(\(|（)?"),
                time(is_a_day_of_week),
                re(r"(\)|）)?(に|は|で)"),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "on <day>",
            vec![time(|t| is_grain_of_time(Grain::Day, t)), re("に|は|で")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
    ]);
    rules.extend(dom_value_rules(
        "on the <day-of-month>",
        |day| vec![day, re("日(に|は|で)")],
        |m| tt(day_of_month(get_int_value(&m[0])?)),
    ));
    rules.extend([
        Rule::new(
            "in <named-month>",
            vec![time(is_a_month), re("(の間|中)?(に|は|で)")],
            |m| Some(m[0].token()?.clone()),
        ),
        Rule::new(
            "in <year>",
            vec![time(|t| is_grain_of_time(Grain::Year, t)), re("に|は|で")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "in <month>",
            vec![time(|t| is_grain_of_time(Grain::Month, t)), re("に")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
    ]);
    rules
}
