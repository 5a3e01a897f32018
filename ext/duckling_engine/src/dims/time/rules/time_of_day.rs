//! Times of day: "at 3", "3 o'clock", "15:30", "3pm", "half past 3", "a quarter to noon", "ten-thirty": ruleTODLatent … ruleHalfHOD, ruleMinutesToHOD.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
