//! Icelandic (`Duckling/Rules/IS.hs`): numbers (`Duckling/Dimensions/IS.hs`) and spelled-out email addresses.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{email, numeral};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::is::rules());
    all.extend(of(Kind::Email, email::is::rules()));
    all
}
