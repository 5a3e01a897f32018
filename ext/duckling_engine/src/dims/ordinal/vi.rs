//! Vietnamese ordinals (`Duckling/Ordinal/VI/Rules.hs`): the first only ("đầu tiên", "thứ nhất", "thứ 1").

use crate::dims::ordinal::rules::ordinal;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "ordinals",
        vec![re("(đầu tiên|thứ nhất|thứ 1)")],
        |_| ordinal(1),
    )]
}
