//! Dates: days of the month ("el 5 de maig", "l'1 de març", "dia quinze"), numeric dates ("31/10/1974",
//! "2013-02-12"), years ("del 2013"), and the intersections that join them ("dilluns, 18 de febrer").

use crate::dims::time::helpers::{dom_integer, dom_of, int_value, integer_between};
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::numeric::{with_year, without_year};
use crate::dims::token::{Rule, Token, re, time};
use crate::time::helpers::{day_of_month, is_a_day_of_week, is_a_month, is_not_latent, year};

fn day(n: i32) -> Option<Token> {
    Some(Token::Time(day_of_month(n)))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("day of month (1st)", vec![re("primer|u|1er( de)?")], |_| {
            day(1)
        }),
        Rule::new(
            "<day-of-month> de <named-month>",
            vec![dom_integer(), re("de|d'"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<day-of-week> <day-of-month>",
            vec![time(is_a_day_of_week), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        without_year(
            "dd[/-]mm",
            r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])( |$)",
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
        Rule::new(
            "del <year>",
            vec![re("de(l| l'any)? "), integer_between(1000, 2100)],
            |m| Some(Token::Time(year(int_value(&m[1])?))),
        ),
        Rule::new(
            "el <day-of-month> de <named-month>",
            vec![re("el|l'"), dom_integer(), re("de|d'"), time(is_a_month)],
            |m| dom_of(m, 1, 3),
        ),
        Rule::new(
            "el <day-of-month> (non ordinal)",
            vec![re("el|l'"), integer_between(1, 31)],
            |m| day(int_value(&m[1])?),
        ),
        Rule::new("el <time>", vec![re("d?el"), time(is_not_latent)], |m| {
            Some(Token::Time(m[1].time()?.clone()))
        }),
        intersect_not_latent(),
        intersect_by("intersect by `de`", "de|d'"),
        Rule::new(
            "<named-month> <day-of-month>",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        intersect_by("two time tokens separated by \",\"", ","),
        year_between("year", 1000, 2100),
        latent_year_between("year (latent)", 25, 10000),
        with_year(
            "yyyy-mm-dd",
            r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])",
            1,
            2,
            3,
        ),
        Rule::new(
            "dia <day-of-month> (non ordinal)",
            vec![re("dia"), integer_between(1, 31)],
            |m| day(int_value(&m[1])?),
        ),
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
    ]
}
