//! Vietnamese ordinals (`Duckling/Ordinal/VI/Rules.hs`): the first only ("đầu tiên", "thứ nhất", "thứ 1").

use crate::dims::ordinal::rules::word_ordinal;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    vec![word_ordinal("ordinals", "(đầu tiên|thứ nhất|thứ 1)", 1)]
}
