//! `number` as Duckling's rules build it: the integers and fractions of every language (`common`,
//! `Duckling/Numeral/Rules.hs`), and each language's own (`en/`: `Duckling/Numeral/EN/Rules.hs`: decimals, words
//! ("forty two"), composites ("one hundred and three"), multipliers ("3k", "1.5 million"), negatives). Time,
//! duration, money and the measures read these tokens.

use crate::dims::token::NumeralData;
use crate::engine::value::{Json, number};

pub(crate) mod af;
pub(crate) mod ar;
pub(crate) mod bg;
pub(crate) mod bn;
pub(crate) mod ca;
pub(crate) mod common;
pub(crate) mod cs;
pub(crate) mod da;
pub(crate) mod de;
pub(crate) mod el;
pub(crate) mod en;
pub(crate) mod es;
pub(crate) mod et;
pub(crate) mod fa;
pub(crate) mod fi;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod he;
pub(crate) mod helpers;
pub(crate) mod hi;
pub(crate) mod hr;
pub(crate) mod hu;
pub(crate) mod id;
pub(crate) mod is;
pub(crate) mod it;
pub(crate) mod ja;
pub(crate) mod ka;
pub(crate) mod km;
pub(crate) mod kn;
pub(crate) mod ko;
pub(crate) mod lo;
pub(crate) mod ml;
pub(crate) mod mn;
pub(crate) mod my;
pub(crate) mod nb;
pub(crate) mod ne;
pub(crate) mod nl;
pub(crate) mod pl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod shared;
pub(crate) mod sk;
pub(crate) mod sv;
pub(crate) mod sw;
pub(crate) mod ta;
pub(crate) mod te;
#[cfg(test)]
pub(crate) mod testing;
pub(crate) mod th;
pub(crate) mod tr;
pub(crate) mod uk;
pub(crate) mod vi;
pub(crate) mod zh;

/// The entity value of a numeral, in Duckling's shape: `{"type": "value", "value": 42}`.
pub(crate) fn to_json(n: &NumeralData) -> Json {
    Json::object([("type", Json::Name("value")), ("value", number(n.value))])
}
