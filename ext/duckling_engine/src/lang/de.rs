//! German (`Duckling/Rules/DE.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/DE.hs`), each
//! from its folder's `de` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{distance, duration, email, numeral, ordinal, time, time_grain, volume};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Distance, distance::de::rules()));
    all.extend(of(Kind::Duration, duration::de::rules()));
    all.extend(of(Kind::Email, email::de::rules()));
    all.extend(of(Kind::Numeral, numeral::de::rules()));
    all.extend(of(Kind::Ordinal, ordinal::de::rules()));
    all.extend(of(Kind::Time, time::de::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::de::rules()));
    all.extend(of(Kind::Volume, volume::de::rules()));
    all
}
