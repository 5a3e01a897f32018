//! Dates: days of the month with a month ("15 februari", "den 15:e februari", "februari 15"), numeric dates,
//! day first ("15/2", "15/2/2013", "2013-02-15"), years, and the words that only mark a date ("den", "på").

use crate::dims::time::scandinavian::dates as shared;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        shared::the_day("den"),
        shared::the_ordinal_day("den"),
        shared::ordinal_day(),
        shared::day_named_month(),
        shared::day_of_named_month("av|i"),
        shared::ordinal_day_of_named_month("av|i"),
        shared::ordinal_day_named_month(),
        shared::ordinal_day_named_month_year(),
        shared::named_month_day(),
        shared::named_month_ordinal_day(),
        shared::month_day_to_day(r"([012]?\d|30|31)(er|\.)?", r"\-|till"),
        shared::ides_of_month("mitten av"),
        shared::dd_mm(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])"),
        shared::dd_mm_yyyy(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])[/-](\d{2,4})"),
        shared::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        shared::year(),
        shared::latent_year(1, 999),
        shared::latent_year(2101, 10000),
        shared::on_date("den|på|under"),
        shared::on_a_named_day("på en"),
        shared::comma_after_named_day(),
    ]
}
