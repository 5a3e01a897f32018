//! Dates: days of the month ("de 15de", "15 februari", "februari 15"), dates in digits ("15-2",
//! "31.10.1974", "2015-03-03"), years, the intersections that join them to other times ("maandag, 18
//! februari", "vandaag om 20:00") and the words that only precede a date ("op"): ruleDayofmonthOrdinal …
//! ruleIntersectByOfFromS.
//!
//! Duckling also has "<day-of-month> (ordinal) <named-month>" with the month read first from the ordinal's
//! place: it never matches, so it is not here.

use crate::dims::time::helpers::{
    dom_integer, dom_of, dom_ordinal, get_int_value, integer_between,
};
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::numeric::{with_year, without_year};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, year,
};

fn int(s: Option<&str>) -> Option<i32> {
    s?.parse().ok()
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            Some(Token::Time(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("de"), integer_between(1, 31)],
            |m| Some(Token::Time(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("der"), dom_ordinal()],
            |m| Some(Token::Time(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month>",
            vec![dom_ordinal(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) of <named-month>",
            vec![dom_integer(), re("van"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month> year",
            vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
                intersect(&dom, &year(int(m[2].group(1))?)).map(Token::Time)
            },
        ),
        without_year(
            "dd/mm",
            r"(3[01]|[12]\d|0?[1-9])\s?[/.-]\s?(1[0-2]|0?[1-9])",
            2,
            1,
        ),
        with_year(
            "dd/mm/yyyy",
            r"(3[01]|[12]\d|0?[1-9])[/.-](1[0-2]|0?[1-9])[/.-](\d{2,4})",
            3,
            2,
            1,
        ),
        with_year(
            "yyyy-mm-dd",
            r"(\d{2,4})[.-](1[0-2]|0?[1-9])[.-](3[01]|[12]\d|0?[1-9])",
            1,
            2,
            3,
        ),
        year_between("year", 1000, 2100),
        latent_year_between("year (latent)", 25, 999),
        latent_year_between("year (latent)", 2101, 10000),
        intersect_not_latent(),
        intersect_by("intersect by ','", ",( den|r)?"),
        intersect_by("intersect by 'of', 'from', 's", "von|der|im"),
        Rule::new("on <date>", vec![re("op( de)?"), any(Kind::Time)], |m| {
            m[1].token().cloned()
        }),
        Rule::new(
            "on a named-day",
            vec![re("op( een)?"), time(is_a_day_of_week)],
            |m| m[1].token().cloned(),
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| m[0].token().cloned(),
        ),
    ]
}
