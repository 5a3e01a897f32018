//! Polish (`Duckling/Rules/PL.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/PL.hs`), each
//! from its folder's `pl` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::pl::rules()));
    all.extend(of(Kind::Numeral, numeral::pl::rules()));
    all.extend(of(Kind::Ordinal, ordinal::pl::rules()));
    all.extend(of(Kind::Time, time::pl::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::pl::rules()));
    all
}
