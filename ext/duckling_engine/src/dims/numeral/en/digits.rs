//! Numbers in digits as English writes them: the digit rules of `Duckling/Numeral/EN/Rules.hs` (decimals,
//! thousands separated by commas, the K/M/G suffixes). Integers and fractions are every language's
//! ([`super::common`]).

use crate::dims::numeral::helpers::{double, parse_double};
use crate::dims::numeral::shared::suffixes_kmg_en;
use crate::dims::token::{Rule, re};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "comma-separated numbers",
            vec![re(r"(\d+(,\d\d\d)+(\.\d+)?)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        suffixes_kmg_en(),
    ]
}
