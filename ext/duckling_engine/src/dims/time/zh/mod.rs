//! Chinese times: Duckling's `Duckling/Time/ZH/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it, and each region's national day (`Duckling/Time/ZH/<REGION>/Rules.hs`).

mod clock;
mod dates;
mod names;
mod relative;

use crate::Region;
use crate::dims::numeral::helpers::parse_int;
use crate::dims::token::{Matched, Rule, Token, re};
use crate::time::data::TimeData;
use crate::time::helpers::month_day;

pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 4] =
        [clock::rules, dates::rules, relative::rules, names::rules];
    let mut all: Vec<Rule> = families.iter().flat_map(|family| family()).collect();
    all.extend(region.and_then(national_day));
    all
}

/// The region's "national day" (`Duckling/Time/ZH/<REGION>/Rules.hs`): 1 October, but 10 October in Taiwan.
fn national_day(region: Region) -> Option<Rule> {
    let (m, d) = match region {
        Region::Cn | Region::Hk | Region::Mo => (10, 1),
        Region::Tw => (10, 10),
        _ => return None,
    };
    Some(Rule::new(
        "national day",
        vec![re("(国庆|國慶)(节|節)?")],
        move |_| tt(month_day(m, d)),
    ))
}

/// Duckling's `tt`: a time token.
fn tt(td: TimeData) -> Option<Token> {
    Some(Token::Time(td))
}

/// The integer a numeral token holds (Duckling's `getIntValue`, where the pattern admits numerals only).
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.numeral()?.int_value()?).ok()
}

/// What regex group `i` of `m` holds, as a number.
fn group_int(m: &Matched<'_, Token>, i: usize) -> Option<i32> {
    i32::try_from(parse_int(m.group(i)?)?).ok()
}
