//! Time rules of en_TT only (`Duckling/Time/EN/TT/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::computed;
use crate::time::helpers::cycle_nth_after;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::day_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Indian Arrival Day", r"indian arrival day", yearly_month_day::<5, 30>),
    ("Labour Day", r"labour day", yearly_month_day::<6, 19>),
    (
        "Spiritual Baptist Liberation Day",
        r"spiritual baptist liberation day",
        yearly_month_day::<3, 30>,
    ),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    ("Hosay", r"hosay", || {
        Some(cycle_nth_after(false, Grain::Day, 9, &computed::muharram()))
    }),
];
