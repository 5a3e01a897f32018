//! Holidays: fixed and periodic ("christmas", "mother's day"), computed ("easter", "ramadan") and holiday intervals: rulePeriodicHolidays, ruleComputedHolidays, ruleComputedHolidays'.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
