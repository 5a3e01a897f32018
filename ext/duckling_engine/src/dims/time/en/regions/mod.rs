//! Region-specific time rules, one module per region as Duckling keeps them (`Duckling/Time/EN/<R>/`).
//! Duckling's `en` without a region uses the US rules it calls backward compatible.

mod au;
mod bz;
mod ca;
mod gb;
mod ie;
mod india;
mod jm;
mod nz;
mod ph;
mod tt;
mod us;
mod za;

use crate::Region;
use crate::dims::token::Rule;

pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    match region {
        None => us::backward_compatible(),
        Some(Region::Au) => au::rules(),
        Some(Region::Bz) => bz::rules(),
        Some(Region::Ca) => ca::rules(),
        Some(Region::Gb) => gb::rules(),
        Some(Region::Ie) => ie::rules(),
        Some(Region::In) => india::rules(),
        Some(Region::Jm) => jm::rules(),
        Some(Region::Nz) => nz::rules(),
        Some(Region::Ph) => ph::rules(),
        Some(Region::Tt) => tt::rules(),
        Some(Region::Us) => us::rules(),
        Some(Region::Za) => za::rules(),
        // Another language's region: a `Locale` never pairs one with English.
        Some(_) => Vec::new(),
    }
}
