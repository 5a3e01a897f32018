//! Dates: days of the month ("el 5 de mayo", "marzo 3", "día quince"), numeric dates ("31/10/1974",
//! "2013-02-12"), years ("del 2013", "mil novecientos noventa"), a few fixed days ("Navidad"), and the
//! intersections that join them ("lunes, 18 de febrero", "mañana a las once").

use crate::dims::time::helpers::{dom_of, dom_value_rules};
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::iberian::{
    day_of_month_first, day_of_week_day_of_month, del_year, dia_day_of_month, el_day_of_month,
    el_day_of_month_of_named_month, el_time, named_month_day_of_month, year_of_three_numbers,
};
use crate::dims::time::numeric::{with_year, without_year};
use crate::dims::token::{Rule, Token, re, time};
use crate::time::helpers::{is_a_month, month_day};

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        day_of_month_first(r"primero|uno|prem\.?|1o"),
        el_day_of_month_of_named_month("el", "de"),
        el_day_of_month("el"),
        dia_day_of_month("día"),
        day_of_week_day_of_month(),
        named_month_day_of_month(),
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
        del_year("del( a(ñ|n)o)?"),
        year_between("year", 1000, 2100),
        latent_year_between("year (latent)", 25, 10000),
        year_of_three_numbers(),
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
        el_time("d?el"),
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
