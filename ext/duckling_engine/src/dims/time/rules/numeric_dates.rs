//! Numeric dates in ISO-like orders: "2014-10", "10/2014", "2014-10-31", "2018Q4": ruleMMYYYY, ruleYYYYMM, ruleYYYYMMDD, ruleYYYYQQ.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
