//! Times from durations: "in 2 hours", "3 days ago", "the last 2 weeks", "2 days after tomorrow", "for 2 weeks from monday": ruleDurationInWithinAfter … ruleIntervalFromTimeForDuration, ruleInNumeral.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
