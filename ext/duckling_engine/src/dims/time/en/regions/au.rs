//! Time rules of en_AU only (`Duckling/Time/EN/AU/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::computed;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, intersect_with_replacement, interval, month, month_day,
    nth_dow_of_month, pred_last_of, pred_nth_after,
};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::day_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

/// The Friday the Royal Queensland Show starts: the first Friday of August, or the second when the first
/// falls before the 5th.
fn ekka_start() -> Option<TimeData> {
    let forbidden = interval(TimeIntervalType::Open, &month_day(8, 1), &month_day(8, 4))?;
    intersect_with_replacement(
        &forbidden,
        &nth_dow_of_month(1, 5, 8),
        &nth_dow_of_month(2, 5, 8),
    )
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("ANZAC Day", r"anzac day", yearly_month_day::<4, 25>),
    ("Australia Day", r"(ana|anniversary|australia|foundation) day", yearly_month_day::<1, 26>),
    ("Harmony Day", r"harmony day", yearly_month_day::<3, 21>),
    ("National Sorry Day", r"national sorry day", yearly_month_day::<5, 26>),
    ("Queensland Day", r"queensland day", yearly_month_day::<6, 6>),
    ("Remembrance Day", r"remembrance day", yearly_month_day::<11, 11>),
    (
        "Take our Daughters and Sons to Work Day",
        r"take our daughters and sons to work day",
        yearly_month_day::<1, 5>,
    ),
    ("Adelaide Cup", r"adelaide cup", yearly_nth_dow_of_month::<2, 1, 3>),
    (
        "Administrative Professionals' Day",
        r"(administrative professional|secretarie|admin)('?s'?)? day",
        yearly_nth_dow_of_month::<1, 5, 5>,
    ),
    ("Canberra Day", r"canberra day", yearly_nth_dow_of_month::<2, 1, 3>),
    ("Eight Hours Day", r"eight hours day", yearly_nth_dow_of_month::<2, 1, 3>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<1, 7, 9>),
    ("Labour Day", r"labour day", yearly_nth_dow_of_month::<1, 1, 10>),
    ("Melbourne Cup Day", r"melbourne cup day", yearly_nth_dow_of_month::<1, 2, 11>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    (
        "National Close the Gap Day",
        r"national close the gap day",
        yearly_nth_dow_of_month::<3, 4, 3>,
    ),
    ("National Tree Day", r"(arbor|national tree) day", || {
        Some(pred_last_of(&day_of_week(7), &month(6)))
    }),
    (
        "National Schools Tree Day",
        r"national schools tree day",
        || Some(pred_last_of(&day_of_week(5), &month(6))),
    ),
    (
        "New South Wales Bank Holiday",
        r"new south wales bank holiday",
        yearly_nth_dow_of_month::<1, 1, 8>,
    ),
    ("Picnic Day", r"(northern territory )?picnic day", yearly_nth_dow_of_month::<1, 1, 8>),
    ("Recreation Day", r"recreation day", yearly_nth_dow_of_month::<1, 1, 10>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    ("Western Australia Day", r"western australia day", yearly_nth_dow_of_month::<1, 1, 6>),
    ("Reconciliation Day", r"reconciliation\s+day", || {
        Some(pred_nth_after(0, &day_of_week(1), &month_day(5, 26)))
    }),
    ("Easter Tuesday", r"easter\s+tue(sday)?", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            2,
            &computed::easter_sunday(),
        ))
    }),
    (
        "NAIDOC Week",
        r"(naidoc|national aboriginal and islander day observance committee) week",
        || {
            let fri = nth_dow_of_month(2, 5, 7);
            let start = cycle_nth_after(false, Grain::Day, -5, &fri);
            interval(
                TimeIntervalType::Open,
                &start,
                &cycle_nth_after(false, Grain::Day, 2, &fri),
            )
        },
    ),
    ("Royal Hobart Regatta", r"royal hobart regatta", || {
        let end = nth_dow_of_month(2, 1, 2);
        interval(
            TimeIntervalType::Open,
            &cycle_nth_after(false, Grain::Day, -2, &end),
            &end,
        )
    }),
    (
        "Royal Queensland Show Day",
        r"(royal (national agricultural|queensland)|rna) show day|ekka day",
        || Some(cycle_nth_after(false, Grain::Day, 5, &ekka_start()?)),
    ),
    (
        "Royal Queensland Show",
        r"ekka|(royal (national agricultural|queensland)|rna) show",
        || {
            let start = ekka_start()?;
            interval(
                TimeIntervalType::Open,
                &start,
                &cycle_nth_after(false, Grain::Day, 9, &start),
            )
        },
    ),
];
