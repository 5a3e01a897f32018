//! Danish times: Duckling's `Duckling/Time/DA/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it. Its regexes are ported as Duckling writes them, including the English words some
//! rules kept ("sharp", "hence", "EOM", "week-end").

mod clock;
mod dates;
mod intervals;
mod names;
mod parts_of_day;
mod relative;

use crate::dims::numeral::helpers::parse_int;
use crate::dims::token::{Matched, Rule, Token};
use crate::time::data::TimeData;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        names::rules,
        dates::rules,
        clock::rules,
        parts_of_day::rules,
        relative::rules,
        intervals::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}

/// Duckling's `tt`: a time token.
fn tt(td: TimeData) -> Option<Token> {
    Some(Token::Time(td))
}

/// The integer a numeral or ordinal token holds (Duckling's `getIntValue`).
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    let n = match m.token()? {
        Token::Numeral(n) => n.int_value()?,
        Token::Ordinal(o) => o.value,
        _ => return None,
    };
    i32::try_from(n).ok()
}

/// What regex group `i` of `m` holds, as a number.
fn group_int(m: &Matched<'_, Token>, i: usize) -> Option<i32> {
    i32::try_from(parse_int(m.group(i)?)?).ok()
}
