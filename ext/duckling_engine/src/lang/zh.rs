//! Chinese (`Duckling/Rules/ZH.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/ZH.hs`), each
//! from its folder's `zh` rules, and the time rules of its regions (CN, HK, MO, TW).

use crate::Region;
use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules(_region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(numeral::zh::rules());
    all
}
