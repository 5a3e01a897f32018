//! Rules that several languages' `Duckling/Numeral/<LANG>/Rules.hs` write alike (most copied from one
//! another), built once here: each takes what its language's copy changes (a regex, a separator) and keeps
//! Duckling's rule name.

use super::helpers::{
    addend, decimals_to_double, double, has_grain, is_positive, multiply, number_between,
    parse_double, round_ten, sum,
};
use crate::dims::token::{Kind, Rule, any, numeral, re};

/// "numbers prefix with -, negative or minus": `sign` ("-|miinus") before a positive number.
pub(crate) fn negative(sign: &str) -> Rule {
    Rule::new(
        "numbers prefix with -, negative or minus",
        vec![re(sign), numeral(is_positive)],
        |m| double(-m[1].numeral()?.value),
    )
}

/// "numbers suffixes (K, M, G)": "100k", "1.2M". Duckling's `(?=[\W$€]|$)` after the suffix is a word
/// boundary: every one of those is a non-word character.
pub(crate) fn suffixes_kmg() -> Rule {
    kmg_after("numbers suffixes (K, M, G)", r"([kmg])\b")
}

/// The same rule as English writes it, and Portuguese copies: "suffixes (K,M,G))", its regex `(k|m|g)\b`.
pub(crate) fn suffixes_kmg_en() -> Rule {
    kmg_after("suffixes (K,M,G))", r"(k|m|g)\b")
}

/// Any number times the thousand, million or billion its suffix (`pattern`'s first group) stands for.
fn kmg_after(name: &'static str, pattern: &str) -> Rule {
    Rule::new(name, vec![any(Kind::Numeral), re(pattern)], |m| {
        let scale = match m[1].group(1)? {
            "k" | "K" => 1e3,
            "m" | "M" => 1e6,
            "g" | "G" => 1e9,
            _ => return None,
        };
        double(m[0].numeral()?.value * scale)
    })
}

/// "compose by multiplication": any number before a multiplier ("viis tuhat").
pub(crate) fn compose_by_multiplication() -> Rule {
    Rule::new(
        "compose by multiplication",
        vec![any(Kind::Numeral), numeral(|n| n.multipliable)],
        |m| multiply(m[0].numeral()?, m[1].numeral()?),
    )
}

/// "intersect" (`name`): a number with a grain, `joiner` when the language writes one, and a smaller number
/// ("kakssada viis", "sto a päť").
pub(crate) fn intersect(name: &'static str, joiner: Option<&str>) -> Rule {
    match joiner {
        None => Rule::new(name, vec![numeral(has_grain), numeral(addend)], |m| {
            sum(m[0].numeral()?, m[1].numeral()?)
        }),
        Some(joiner) => Rule::new(
            name,
            vec![numeral(has_grain), re(joiner), numeral(addend)],
            |m| sum(m[0].numeral()?, m[2].numeral()?),
        ),
    }
}

/// A round ten, then `joiner` when the language writes one, then a unit ("kolmkümmend kolm"): Duckling's
/// `oneOf [20, 30..90]` and `numberBetween 1 10`.
pub(crate) fn tens_units(name: &'static str, joiner: Option<&str>) -> Rule {
    let tens = numeral(round_ten);
    let units = || numeral(|n| number_between(n, 1.0, 10.0));
    match joiner {
        None => Rule::new(name, vec![tens, units()], |m| {
            double(m[0].numeral()?.value + m[1].numeral()?.value)
        }),
        Some(joiner) => Rule::new(name, vec![tens, re(joiner), units()], |m| {
            double(m[0].numeral()?.value + m[2].numeral()?.value)
        }),
    }
}

/// "number dot number" (`name`): a number, `point` ("dot|point", "koma"), and digits after the point as a
/// number without a grain ("üks point viis").
pub(crate) fn number_dot_number(name: &'static str, point: &str) -> Rule {
    Rule::new(
        name,
        vec![any(Kind::Numeral), re(point), numeral(|n| !has_grain(n))],
        |m| double(m[0].numeral()?.value + decimals_to_double(m[2].numeral()?.value)),
    )
}

/// A rule reading the digits of its regex's first group, `thousands` (if any) dropped and `decimal` read as
/// the decimal point: "decimal with thousands separator", "integer with thousands separator .".
pub(crate) fn digits(
    name: &'static str,
    pattern: &str,
    thousands: Option<char>,
    decimal: char,
) -> Rule {
    Rule::new(name, vec![re(pattern)], move |m| {
        let mut digits = m[0].group(1)?.to_owned();
        if let Some(sep) = thousands {
            digits.retain(|c| c != sep);
        }
        double(parse_double(&digits.replace(decimal, "."))?)
    })
}
