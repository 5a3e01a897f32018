//! Seasons: "summer", "this fall": ruleSeason, ruleSeasons.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
