//! Time rules of en_CA only (`Duckling/Time/EN/CA/Rules.hs`): numeric dates month first ("2/15", "2/15/2013", "2.15.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, long_we_before, month_day, nth_dow_of_month, pred_last_of,
    pred_nth_after, pred_nth_closest,
};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::month_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    (
        "Anniversary of the Statute of Westminster",
        r"anniversary of the statute of westminster",
        yearly_month_day::<12, 11>,
    ),
    ("Memorial Day", r"(canada|dominion|memorial) day", yearly_month_day::<7, 1>),
    ("Groundhog Day", r"groundhogs? day", yearly_month_day::<2, 2>),
    ("Healthcare Aide Day", r"healthcare aide day", yearly_month_day::<10, 18>),
    ("National Aboriginal Day", r"national aboriginal day", yearly_month_day::<6, 21>),
    ("National Flag of Canada Day", r"national flag of canada day", yearly_month_day::<2, 15>),
    ("National Tartan Day", r"national tartan day", yearly_month_day::<4, 6>),
    ("Nunavut Day", r"nunavut day", yearly_month_day::<7, 9>),
    ("Remembrance Day", r"remembrance day", yearly_month_day::<11, 11>),
    ("St David's Day", r"st\.? david'?s day", yearly_month_day::<3, 1>),
    ("St. Jean Baptiste Day", r"st\.? jean baptiste day", yearly_month_day::<6, 24>),
    ("The Twelfth", r"orangemen's day|the (glorious )?twelfth", yearly_month_day::<7, 12>),
    ("Victoria Day", r"sovereign's birthday|victoria day", || {
        Some(pred_last_of(&day_of_week(1), &month_day(5, 25)))
    }),
    ("Vimy Ridge Day", r"vimy ridge day", yearly_month_day::<4, 9>),
    (
        "Civic Holiday",
        r"british columbia day|civic holiday|natal day|new brunswick day|Saskatchewan Day|terry fox day",
        yearly_nth_dow_of_month::<1, 1, 8>,
    ),
    (
        "Family Day",
        r"(family|islander|louis riel|nova scotia heritage) day",
        yearly_nth_dow_of_month::<3, 1, 2>,
    ),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Gold Cup Parade", r"gold cup parade", yearly_nth_dow_of_month::<3, 5, 8>),
    ("Heritage Day in Alberta", r"heritage day in alberta", yearly_nth_dow_of_month::<1, 1, 8>),
    ("Labour Day", r"labou?r day", yearly_nth_dow_of_month::<1, 1, 9>),
    (
        "Labour Day weekend",
        r"labou?r day week(\s|-)?ends?",
        || Some(long_we_before(&nth_dow_of_month(1, 1, 9))),
    ),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    (
        "Royal St. John's Regatta",
        r"regatta day|royal st\.? john's regatta",
        yearly_nth_dow_of_month::<1, 3, 8>,
    ),
    (
        "Take our Daughters and Sons to Work Day",
        r"take our daughters and sons to work day",
        yearly_nth_dow_of_month::<1, 3, 11>,
    ),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<2, 1, 10>),
    (
        "Yukon's Discovery Day",
        r"(klondike gold|yukon's) discovery day",
        yearly_nth_dow_of_month::<3, 1, 8>,
    ),
    (
        "National Patriots' Day",
        r"national patriot'?s'? day",
        || Some(pred_nth_after(-1, &day_of_week(1), &month_day(5, 25))),
    ),
    ("Discovery Day", r"discovery\s+day", || {
        Some(pred_nth_closest(0, &day_of_week(1), &month_day(6, 24)))
    }),
    (
        "Administrative Professionals' Day",
        r"(administrative professional|secretarie|admin)('?s'?)? day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -3,
                &pred_nth_after(-1, &day_of_week(6), &month_day(5, 1)),
            ))
        },
    ),
];
