//! "this/next/last <time>", "next <day-of-week>", "the week after next", "last night": ruleNextDOW … ruleLastNight.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
