//! Icelandic (`Duckling/Rules/IS.hs`): numbers (`Duckling/Dimensions/IS.hs`) and spelled-out email addresses.

use crate::dims::token::Rule;
use crate::dims::{email, numeral};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = numeral::is::rules();
    all.extend(email::is::rules());
    all
}
