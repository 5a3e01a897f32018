//! Days of the week and months by name ("monday", "sat", "september", "sept."): ruleDaysOfWeek, ruleMonths.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
