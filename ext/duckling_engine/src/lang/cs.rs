//! Czech (`Duckling/Rules/CS.hs`): distances and numbers (`Duckling/Dimensions/CS.hs`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{distance, numeral};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::Distance, distance::cs::rules());
    all.extend(of(Kind::Numeral, numeral::cs::rules()));
    all
}
