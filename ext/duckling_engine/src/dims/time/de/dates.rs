//! Dates: days of the month ("der 3.", "3. März", "März 3"), numeric dates ("15.03.", "15.3.2014",
//! "2014-03-15"), years, and the intersections that join a date's parts ("Montag, 3. März", "März 2014").

use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{dom_integer, dom_ordinal, get_int_value};
use crate::dims::time::helpers::{dom_of, group_int, int_value, integer_between};
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, month_day, year,
    year_month_day,
};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            Some(Token::Time(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("der"), dom_ordinal()],
            |m| Some(Token::Time(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("der"), integer_between(1, 31)],
            |m| Some(Token::Time(day_of_month(int_value(&m[1])?))),
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
            vec![dom_integer(), re("vom|von"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<named-month> <day-of-month> (ordinal)",
            vec![time(is_a_month), dom_ordinal()],
            |m| dom_of(m, 1, 0),
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
                intersect(&dom, &year(group_int(&m[2], 1)?)).map(Token::Time)
            },
        ),
        Rule::new(
            "the ides of <named-month>",
            vec![re("die iden (des?)"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let day = ides_of(td)?;
                intersect(&day, td).map(Token::Time)
            },
        ),
        Rule::new(
            "mm/dd",
            vec![re(
                r"(?:am\s+)?([012]?[1-9]|10|20|30|31)\.(10|11|12|0?[1-9])\.?",
            )],
            |m| {
                Some(Token::Time(month_day(
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                )))
            },
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(
                r"([012]?[1-9]|10|20|30|31)\.(0?[1-9]|10|11|12)\.(\d{2,4})",
            )],
            |m| {
                Some(Token::Time(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                )))
            },
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(1[0-2]|0?[1-9])-(3[01]|[12]\d|0?[1-9])"),
        year_between("year", 1000, 2100),
        latent_year_between("year (latent)", 25, 999),
        latent_year_between("year (latent)", 2101, 10000),
        intersect_not_latent(),
        intersect_by("intersect by ','", ",( den|r)?"),
        intersect_by("intersect by 'of', 'from', 's", "von|der|im"),
        Rule::new("on <date>", vec![re("am"), any(Kind::Time)], |m| {
            Some(Token::Time(m[1].time()?.clone()))
        }),
        Rule::new(
            "on a named-day",
            vec![re("an einem"), time(is_a_day_of_week)],
            |m| Some(Token::Time(m[1].time()?.clone())),
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| Some(Token::Time(m[0].time()?.clone())),
        ),
    ]
}
