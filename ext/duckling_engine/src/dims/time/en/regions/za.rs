//! Time rules of en_ZA only (`Duckling/Time/EN/ZA/Rules.hs`): numeric dates month first without a year ("2/15"), day first with one ("15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;
use crate::time::helpers::{interval, month_day};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::za();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Day of Goodwill", r"day of goodwill", yearly_month_day::<12, 26>),
    (
        "Day of Reconciliation",
        r"day of( the)? (covenant|reconciliation|vow)",
        yearly_month_day::<12, 16>,
    ),
    ("Heritage Day", r"heritage day", yearly_month_day::<9, 24>),
    ("Heroes' Day", r"(heroes'|kruger) day", yearly_month_day::<10, 10>),
    ("Labour Day", r"labour day", yearly_month_day::<5, 1>),
    ("National Women's Day", r"national women'?s day", yearly_month_day::<8, 9>),
    ("Workers' Day", r"workers'? day", yearly_month_day::<5, 1>),
    (
        "Administrative Professionals' Day",
        r"(administrative professional|secretarie|admin)('?s'?)? day",
        yearly_nth_dow_of_month::<1, 3, 9>,
    ),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    ("National Arbor Week", r"national arbor week", || {
        interval(TimeIntervalType::Open, &month_day(9, 1), &month_day(9, 7))
    }),
];
