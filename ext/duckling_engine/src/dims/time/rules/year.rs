//! Years: latent "1985", "in 2014 A.D.", "2014 B.C.": ruleYearLatent, ruleYearADBC.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
