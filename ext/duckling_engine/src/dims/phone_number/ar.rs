//! Arabic phone numbers (`Duckling/PhoneNumber/AR/Rules.hs`): every language's rule in Arabic-Indic digits
//! ("٦٥٠-٧٠١-٨٨٨٧"), its extension introduced by "ext", "x" or "فرعي".

use super::{ARABIC_INDIC, phone_number_in};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    vec![phone_number_in(&ARABIC_INDIC, r"(?:e?xt?|فرعي)\.?")]
}
