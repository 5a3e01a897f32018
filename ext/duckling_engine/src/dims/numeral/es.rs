//! Spanish numbers (`Duckling/Numeral/ES/Rules.hs`, and its regions' `Numeral/ES/<R>/Rules.hs`).

use crate::Region;
use crate::dims::token::Rule;

pub(crate) fn rules(_region: Option<Region>) -> Vec<Rule> {
    Vec::new()
}
