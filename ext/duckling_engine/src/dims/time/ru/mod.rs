//! Russian times: Duckling's `Duckling/Time/RU/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it (Duckling gives several rules one name: "nth <time> of <time>", "last <cycle>" …).

mod clock;
mod dates;
mod names;
mod relative;

use crate::dims::numeral::helpers::parse_int;
use crate::dims::token::{Matched, Rule, Token};
use crate::time::data::TimeData;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 4] =
        [names::rules, dates::rules, clock::rules, relative::rules];
    families.iter().flat_map(|family| family()).collect()
}

/// Duckling's `tt`: a time token.
fn tt(td: TimeData) -> Option<Token> {
    Some(Token::Time(td))
}

/// The integer a numeral token holds (Duckling's `getIntValue`, where the pattern admits numerals only).
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.numeral()?.int_value()?).ok()
}

/// What regex group `i` of `m` holds, as a number (Duckling's `parseInt`: nothing of an empty group).
fn group_int(m: &Matched<'_, Token>, i: usize) -> Option<i32> {
    i32::try_from(parse_int(m.group(i)?)?).ok()
}

/// An ordinal's value less one: Duckling's `TOrdinal.value od - 1`, the rank counted from 0.
fn rank(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.ordinal()?.value - 1).ok()
}
