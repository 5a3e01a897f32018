//! The number finder of the dimensions that still have their own scanners (the measures): cardinal
//! numbers in digits ("42", "1,234.5", ".5", "3k", "1/5", "-3") or words ("forty-two", "one hundred and
//! three", "a dozen", "two point five million", "three crore"). The `number` dimension's own entities come
//! from the rule engine (`dims::numeral`); these scanners move onto it too (issue 12), and this finder goes.
//!
//! They reach these matches through [`crate::engine::context::Context::numbers`], found once per parse. The
//! finder is generous (every prefix reading, numbers glued to letters).
//!
//! - [`lexer`] finds the atoms (digit forms, number words) in one regex pass;
//! - [`compose`] reads numbers from consecutive atoms.

mod compose;
mod lexer;

use std::ops::Range;

use crate::Error;
use crate::engine::context::Context;

/// A number found in the text.
///
/// Several matches may share a start: a number is reported with each of its readings, shortest first
/// ("5" and "5 thousand", "a couple" and "a couple of"). Matches are sorted by start, then by end.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct NumberMatch {
    /// Byte range in the text, a leading "-" or "minus" included.
    pub range: Range<usize>,
    pub value: f64,
    /// Opens with a word ("forty two", "five thousand") rather than digits ("5 thousand").
    pub spelled: bool,
    /// Glued to a letter on one side ("3" in "3km", "20" in "Rs20"): usable by the dimensions that read
    /// the letters as a unit, but no entity on its own.
    pub attached: bool,
}

/// Finds every number in the text, left to right.
pub(crate) fn find_numbers(cx: &Context) -> Result<Vec<NumberMatch>, Error> {
    let atoms = lexer::atoms(cx)?;
    let mut found = Vec::with_capacity(atoms.len());
    compose::compose(cx, &atoms, &mut found)?;
    debug_assert!(found.is_sorted_by_key(|n| (n.range.start, n.range.end)));
    Ok(found)
}

/// Emits every number that stands as whole words as a `number` entity.
#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    /// The number entities of `text`, as (body, value) pairs.
    fn numbers(text: &str) -> Vec<(String, f64)> {
        let options = Options {
            dims: [Dim::Number].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        parse(text, &options)
            .unwrap()
            .into_iter()
            .map(|e| (e.body, e.value["value"].as_f64().unwrap()))
            .collect()
    }

    fn pairs(expected: &[(&str, f64)]) -> Vec<(String, f64)> {
        expected.iter().map(|(b, v)| (b.to_string(), *v)).collect()
    }

    #[test]
    fn words_add_and_multiply() {
        assert_eq!(numbers("forty two"), pairs(&[("forty two", 42.0)]));
        assert_eq!(
            numbers("one hundred and three"),
            pairs(&[("one hundred and three", 103.0)])
        );
        assert_eq!(
            numbers("seven hundred twenty-one thousand and twelve"),
            pairs(&[("seven hundred twenty-one thousand and twelve", 721_012.0)])
        );
    }

    /// Duckling's range tests (`tests/Duckling/Numeral/EN/Tests.hs`): no double negatives.
    #[test]
    fn one_sign_only() {
        assert_eq!(
            numbers("negative negative 5"),
            pairs(&[("negative 5", -5.0)])
        );
        assert_eq!(numbers("- -5"), pairs(&[("-5", -5.0)]));
        assert_eq!(
            numbers("10 millions minus 10"),
            pairs(&[("10 millions", 1e7), ("minus 10", -10.0)])
        );
    }

    #[test]
    fn adjacent_units_stay_apart() {
        assert_eq!(numbers("five six"), pairs(&[("five", 5.0), ("six", 6.0)]));
        assert_eq!(
            numbers("nineteen ninety"),
            pairs(&[("nineteen", 19.0), ("ninety", 90.0)])
        );
        assert_eq!(
            numbers("one twenty two"),
            pairs(&[("one twenty two", 122.0)])
        );
    }

    #[test]
    fn never_panics_on_odd_input() {
        for text in [
            "",
            "-",
            "- -",
            "point",
            "minus",
            "a",
            "\u{0}5\u{0}",
            "٣ 5€ x\u{301}5",
            "9".repeat(40).as_str(),
        ] {
            let _ = numbers(text);
        }
    }
}
