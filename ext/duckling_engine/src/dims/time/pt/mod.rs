//! Portuguese times: Duckling's `Duckling/Time/PT/Rules.hs`, one module per family of rules, each rule named
//! as Duckling names it (Duckling gives several rules one name: "season", "year (latent)").

mod clock;
mod dates;
mod names;
mod relative;

use crate::dims::time::helpers::tt;
use crate::dims::token::{Matched, Rule, Token};

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 4] =
        [clock::rules, dates::rules, relative::rules, names::rules];
    families.iter().flat_map(|family| family()).collect()
}

/// Duckling's `getIntValue` over a numeral or an ordinal item.
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    let n = match m.token()? {
        Token::Ordinal(o) => o.value,
        Token::Numeral(n) => n.int_value()?,
        _ => return None,
    };
    i32::try_from(n).ok()
}

/// The integer a regex group holds.
fn int(s: Option<&str>) -> Option<i32> {
    s?.parse().ok()
}

/// The integer a numeral item holds.
fn number(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.numeral()?.int_value()?).ok()
}
