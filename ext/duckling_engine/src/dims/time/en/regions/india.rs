//! Time rules of en_IN only (`Duckling/Time/EN/IN/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
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
    (
        "Guru Tegh Bahadur's Martyrdom Day",
        r"guru tegh bahadur'?s martyrdom day",
        yearly_month_day::<11, 24>,
    ),
    ("Independence Day", r"independence day", yearly_month_day::<8, 15>),
    ("Labour Day", r"labour day", yearly_month_day::<5, 1>),
    ("Mahatma Gandhi Jayanti", r"mahatma gandhi jayanti", yearly_month_day::<10, 2>),
    ("Republic Day", r"republic day", yearly_month_day::<1, 26>),
    ("Shivaji Jayanti", r"shivaji jayanti", yearly_month_day::<2, 19>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Friendship Day", r"friendship day", yearly_nth_dow_of_month::<1, 7, 8>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    ("Hazarat Ali's Birthday", r"hazarat ali's birthday", || {
        Some(cycle_nth_after(false, Grain::Day, 12, &computed::rajab()))
    }),
];
