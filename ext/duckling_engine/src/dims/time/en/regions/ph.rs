//! Time rules of en_PH only (`Duckling/Time/EN/PH/Rules.hs`): numeric dates month first ("2/15", "2/15/2013", "2.15.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;

use crate::time::helpers::{day_of_week, month, pred_last_of};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = numeric::month_first();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Arbor Day", r"arbor day", yearly_month_day::<6, 25>),
    ("Bonifacio Day", r"bonifacio day", yearly_month_day::<11, 30>),
    ("Independence Day", r"independence day", yearly_month_day::<6, 12>),
    ("Labour Day", r"labour day", yearly_month_day::<5, 1>),
    ("Ninoy Aquino Day", r"ninoy aquino day", yearly_month_day::<8, 21>),
    (
        "People Power Anniversary",
        r"(edsa revolution|people power) anniversary",
        yearly_month_day::<2, 25>,
    ),
    ("Rizal Day", r"rizal day", yearly_month_day::<12, 30>),
    ("The Day of Valor", r"the day of valor", yearly_month_day::<4, 9>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("National Elections Day", r"national elections day", yearly_nth_dow_of_month::<2, 1, 5>),
    ("National Heroes' Day", r"(national )?heroes' day", || {
        Some(pred_last_of(&day_of_week(1), &month(8)))
    }),
    ("Parents' Day", r"parents' day", yearly_nth_dow_of_month::<1, 1, 12>),
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
];
