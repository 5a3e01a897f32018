//! The numbers of every language (`Duckling/Numeral/Rules.hs`): integers and fractions in digits.

use super::helpers::{divide, integer, not_ok_for_any_time, parse_double, parse_int};
use crate::dims::token::{Rule, Token, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("integer (numeric)", vec![re(r"(\d{1,18})")], |m| {
            integer(parse_int(m[0].group(1)?)?)
        }),
        Rule::new("fractional number", vec![re(r"(\d+)/(\d+)")], |m| {
            let n = parse_double(m[0].group(1)?)?;
            let d = parse_double(m[0].group(2)?)?;
            match divide(n, d)? {
                Token::Numeral(q) => not_ok_for_any_time(q),
                _ => None,
            }
        }),
    ]
}
