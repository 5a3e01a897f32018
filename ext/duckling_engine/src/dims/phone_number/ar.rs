//! Arabic phone numbers (`Duckling/PhoneNumber/AR/Rules.hs`): every language's rule in Arabic-Indic digits
//! ("٦٥٠-٧٠١-٨٨٨٧"), its extension introduced by "ext", "x" or "فرعي".

use super::{Digits, phone_number_in};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    vec![phone_number_in(&Digits::ArabicIndic, r"(?:e?xt?|فرعي)\.?")]
}
