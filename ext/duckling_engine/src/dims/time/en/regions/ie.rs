//! Time rules of en_IE only (`Duckling/Time/EN/IE/Rules.hs`): numeric dates day first ("15/2", "15/2/2013", "15.2.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::yearly_nth_dow_of_month;
use crate::dims::time::numeric;
use crate::dims::token::Rule;

use crate::time::helpers::{day_of_week, month, pred_last_of};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::day_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("August Bank Holiday", r"(august|summer) bank holiday", yearly_nth_dow_of_month::<1, 1, 8>),
    ("Early May Bank Holiday", r"early may bank holiday", yearly_nth_dow_of_month::<1, 1, 5>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("June Bank Holiday", r"june bank holiday", yearly_nth_dow_of_month::<1, 1, 6>),
    ("Labour Day", r"labour day", yearly_nth_dow_of_month::<1, 1, 5>),
    ("October Bank Holiday", r"october (bank )?holiday", || {
        Some(pred_last_of(&day_of_week(1), &month(10)))
    }),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
];
