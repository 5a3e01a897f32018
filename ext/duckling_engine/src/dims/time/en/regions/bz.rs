//! Time rules of en_BZ only (`Duckling/Time/EN/BZ/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::day_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Garifuna Settlement Day", r"garifuna settlement day", yearly_month_day::<11, 19>),
    ("Labour Day", r"labour day", yearly_month_day::<5, 1>),
    (
        "National Heroes and Benefactors Day",
        r"national heroes and benefactors day",
        yearly_month_day::<3, 9>,
    ),
    ("Pan American Day", r"pan american day", yearly_month_day::<10, 12>),
    ("St. George's Caye Day", r"st\.? george'?s caye day", yearly_month_day::<9, 10>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
];
