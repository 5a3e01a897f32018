//! Czech (`Duckling/Rules/CS.hs`): distances and numbers (`Duckling/Dimensions/CS.hs`).

use crate::dims::token::Rule;
use crate::dims::{distance, numeral};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = distance::cs::rules();
    all.extend(numeral::cs::rules());
    all
}
