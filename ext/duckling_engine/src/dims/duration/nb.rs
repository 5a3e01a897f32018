//! Norwegian Bokmål durations (`Duckling/Duration/NB/Rules.hs`): the Swedish rules over Norwegian words.

use super::sv::{Words, rules_in};
use crate::dims::token::Rule;

const NORWEGIAN: Words = Words {
    a: "en|ett|et?",
    about: "(omkring|cirka|ca.|ca)",
    exactly: "(precis|akkurat)",
    fortnight: None,
    half_an_hour: "(1/2|en halv) time",
    and_a_half_hours: "og (en )?halv time?",
    more: "mere?",
    hours: "timer?",
};

pub(crate) fn rules() -> Vec<Rule> {
    rules_in(&NORWEGIAN)
}
