//! Dates: days of the month ("el 5 de mayo", "marzo 3", "día quince"), numeric dates ("31/10/1974",
//! "2013-02-12"), years ("del 2013", "mil novecientos noventa"), a few fixed days ("Navidad"), and the
//! intersections that join them ("lunes, 18 de febrero", "mañana a las once").

use crate::dims::time::helpers::{dom_integer, dom_value_rules};
use crate::dims::time::helpers::{dom_of, int_value, integer_between};
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::numeric::{with_year, without_year};
use crate::dims::token::{Rule, Token, re, time};
use crate::time::helpers::{
    day_of_month, is_a_day_of_week, is_a_month, is_not_latent, month_day, year,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "day of month (1st)",
            vec![re(r"primero|uno|prem\.?|1o")],
            |_| Some(Token::Time(day_of_month(1))),
        ),
        Rule::new(
            "el <day-of-month> de <named-month>",
            vec![re("el"), dom_integer(), re("de"), time(is_a_month)],
            |m| dom_of(m, 1, 3),
        ),
        Rule::new(
            "el <day-of-month> (non ordinal)",
            vec![re("el"), integer_between(1, 31)],
            |m| Some(Token::Time(day_of_month(int_value(&m[1])?))),
        ),
        Rule::new(
            "dia <day-of-month> (non ordinal)",
            vec![re("día"), integer_between(1, 31)],
            |m| Some(Token::Time(day_of_month(int_value(&m[1])?))),
        ),
        Rule::new(
            "<day-of-week> <day-of-month>",
            vec![time(is_a_day_of_week), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<named-month> <day-of-month>",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        without_year(
            "dd[/-]mm",
            r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])",
            2,
            1,
        ),
        with_year(
            "dd[/-.]mm[/-.]yyyy",
            r"(3[01]|[12]\d|0?[1-9])[\./-](0?[1-9]|1[0-2])[\./-](\d{2,4})",
            3,
            2,
            1,
        ),
        with_year(
            "yyyy-mm-dd",
            r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])",
            1,
            2,
            3,
        ),
        Rule::new(
            "del <year>",
            vec![re("del( a(ñ|n)o)?"), integer_between(1000, 2100)],
            |m| Some(Token::Time(year(int_value(&m[1])?))),
        ),
        year_between("year", 1000, 2100),
        latent_year_between("year (latent)", 25, 10000),
        Rule::new(
            "year (value by adding three composing numbers together)",
            vec![
                re("mil"),
                integer_between(100, 1000),
                integer_between(1, 100),
            ],
            |m| {
                Some(Token::Time(year(
                    1000 + int_value(&m[1])? + int_value(&m[2])?,
                )))
            },
        ),
        Rule::new("Navidad", vec![re("(la )?navidad")], |_| {
            Some(Token::Time(month_day(12, 25)))
        }),
        Rule::new("Nochevieja", vec![re("nochevieja")], |_| {
            Some(Token::Time(month_day(12, 31)))
        }),
        Rule::new("ano nuevo", vec![re("a(n|ñ)o nuevo")], |_| {
            Some(Token::Time(month_day(1, 1)))
        }),
        intersect_not_latent(),
        intersect_by("intersect by `de`", "de"),
        intersect_by("two time tokens separated by \",\"", ","),
        Rule::new("el <time>", vec![re("d?el"), time(is_not_latent)], |m| {
            Some(Token::Time(m[1].time()?.clone()))
        }),
    ];
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) de <named-month>",
        |day| vec![day, re("de"), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    ));
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) <named-month>",
        |day| vec![day, time(is_a_month)],
        |m| dom_of(m, 0, 1),
    ));
    rules
}
