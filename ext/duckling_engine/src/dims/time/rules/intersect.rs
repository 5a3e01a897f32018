//! Intersections of two times ("tomorrow at 5pm", "monday, march 3", "3pm of next friday") and the absorbing rules ("on monday", "in march"): Rules.hs ruleIntersect … ruleAbsorbCommaTOD.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
