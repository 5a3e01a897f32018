//! Time rules of en_NZ only (`Duckling/Time/EN/NZ/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
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
    ("ANZAC Day", r"anzac day", yearly_month_day::<4, 25>),
    ("Guy Fawkes Night", r"guy fawkes night", yearly_month_day::<11, 5>),
    ("Waitangi Day", r"waitangi day", yearly_month_day::<2, 6>),
    (
        "Administrative Professionals' Day",
        r"(administrative professional|secretarie|admin)('?s'?)? day",
        yearly_nth_dow_of_month::<3, 3, 4>,
    ),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<1, 7, 9>),
    ("Labour Day", r"labour day", yearly_nth_dow_of_month::<4, 1, 10>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Queen's birthday", r"queen's birthday", yearly_nth_dow_of_month::<1, 1, 6>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    ("Easter Tuesday", r"easter\s+tue(sday)?", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            2,
            &computed::easter_sunday(),
        ))
    }),
];
