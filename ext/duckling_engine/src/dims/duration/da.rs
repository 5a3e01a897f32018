//! Danish durations (`Duckling/Duration/DA/Rules.hs`): the Swedish rules over Danish words, and English's
//! "fortnight".

use super::sv::{Words, rules_in};
use crate::dims::token::Rule;

const DANISH: Words = Words {
    a: "en|et?",
    about: "(omkring|cirka|ca.)",
    exactly: "pr(æ)cis",
    fortnight: Some("(a|one)? fortnight"),
    half_an_hour: "(1/2|en halv) time",
    and_a_half_hours: "og (en )?halv timer?",
    more: "mere|mindre",
    hours: "timer?",
};

pub(crate) fn rules() -> Vec<Rule> {
    rules_in(&DANISH)
}
