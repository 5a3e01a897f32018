//! Parts of the day: "morning", "tonight", "this evening", "at 3 in the afternoon", "noon", "about 3pm", "mid-day": ruleNoonMidnightEOD … rulePODofTime, ruleTODPrecision, ruleTODPOD, rulePrecisionTOD, ruleMidDay.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
