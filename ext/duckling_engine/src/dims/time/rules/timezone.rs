//! Explicit zones: "3pm CET", "10am (GMT)", "9-10am PST": ruleTimezone, ruleTimezoneBracket, ruleIntervalDashTimezone.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
