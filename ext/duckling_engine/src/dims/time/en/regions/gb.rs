//! Time rules of en_GB only (`Duckling/Time/EN/GB/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::computed;
use crate::time::helpers::{cycle_nth_after, day_of_week, month, pred_last_of};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::day_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Bank Holiday", r"bank holiday", yearly_month_day::<12, 28>),
    ("Battle of the Boyne", r"battle of the boyne", yearly_month_day::<7, 12>),
    ("Burns Night", r"burns night", yearly_month_day::<1, 25>),
    ("Guy Fawkes Day", r"guy fawkes day", yearly_month_day::<11, 5>),
    ("Shakespeare Day", r"shakespeare day", yearly_month_day::<4, 23>),
    ("St Andrew's Day", r"st\.? andrew'?s day", yearly_month_day::<11, 30>),
    ("St. David's Day", r"st\.? david'?s day", yearly_month_day::<3, 1>),
    ("Victory in Europe Day", r"victory in europe day", yearly_month_day::<5, 8>),
    (
        "August Bank Holiday",
        r"(august|(late )?summer) bank holiday",
        || Some(pred_last_of(&day_of_week(1), &month(8))),
    ),
    ("Early May Bank Holiday", r"early may bank holiday", yearly_nth_dow_of_month::<1, 1, 5>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Remembrance Sunday", r"remembrance sunday", yearly_nth_dow_of_month::<2, 7, 11>),
    (
        "Spring Bank Holiday",
        r"(sprint|late may) bank holiday",
        || Some(pred_last_of(&day_of_week(1), &month(5))),
    ),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    (
        "Mothering Sunday",
        r"mothering sunday|mother'?s?'? day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -21,
                &computed::easter_sunday(),
            ))
        },
    ),
];
