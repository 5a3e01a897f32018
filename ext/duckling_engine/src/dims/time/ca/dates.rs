//! Dates: days of the month ("el 5 de maig", "l'1 de març", "dia quinze"), numeric dates ("31/10/1974",
//! "2013-02-12"), years ("del 2013"), and the intersections that join them ("dilluns, 18 de febrer").

use crate::dims::time::helpers::{dom_integer, dom_of};
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::iberian::{
    day_of_month_first, day_of_week_day_of_month, del_year, dia_day_of_month, el_day_of_month,
    el_day_of_month_of_named_month, el_time, named_month_day_of_month, year_of_three_numbers,
};
use crate::dims::time::numeric::{with_year, without_year};
use crate::dims::token::{Rule, re, time};
use crate::time::helpers::is_a_month;

pub(super) fn rules() -> Vec<Rule> {
    vec![
        day_of_month_first("primer|u|1er( de)?"),
        Rule::new(
            "<day-of-month> de <named-month>",
            vec![dom_integer(), re("de|d'"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        day_of_week_day_of_month(),
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
        del_year("de(l| l'any)? "),
        el_day_of_month_of_named_month("el|l'", "de|d'"),
        el_day_of_month("el|l'"),
        el_time("d?el"),
        intersect_not_latent(),
        intersect_by("intersect by `de`", "de|d'"),
        named_month_day_of_month(),
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
        dia_day_of_month("dia"),
        year_of_three_numbers(),
    ]
}
