//! Time rules of en_JM only (`Duckling/Time/EN/JM/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::numeric;
use crate::dims::token::Rule;

use crate::time::helpers::{month_day, nth_dow_of_month};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::day_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

const HOLIDAYS: &[Holiday] = &[
    ("Labour Day", r"labour day", || Some(month_day(5, 23))),
    ("Father's Day", r"father'?s?'? day", || {
        Some(nth_dow_of_month(3, 7, 6))
    }),
    ("Heroes' Day", r"heroes' day", || {
        Some(nth_dow_of_month(3, 1, 10))
    }),
    ("Mother's Day", r"mother'?s?'? day", || {
        Some(nth_dow_of_month(2, 7, 5))
    }),
    ("Thanksgiving Day", r"thanks?giving( day)?", || {
        Some(nth_dow_of_month(4, 4, 11))
    }),
];
