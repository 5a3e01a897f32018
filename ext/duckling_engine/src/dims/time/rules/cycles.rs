//! Cycles: "this week", "next month", "the day after tomorrow", "the third week of 2018", "the 2nd quarter", "upcoming 2 weeks": ruleCycleThisLastNext … ruleCycleOrdinalQuarterYear, ruleDOMOfTimeMonth, ruleUpcomingGrain, ruleUpcomingGrainAlt.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
