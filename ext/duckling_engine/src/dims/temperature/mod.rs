//! `temperature`: "70 degrees", "25°C", "25 °C", "37 degrees Celsius", "70F", "300 kelvin", "2 below zero", and
//! intervals ("between 30 and 40 degrees", "30-40 degrees celsius", "over 40 degrees", "under 40 degrees").
//!
//! A temperature is a number followed by a degree word or sign, a scale (Celsius, Fahrenheit, Kelvin), or a
//! degree then a scale. Duckling's rules read a bare number as a temperature without unit, which it then
//! resolves to nothing, so "$30 for 2 people" has no temperature and a bare number is not even a latent one;
//! a bare number only serves as the first end of an interval ("between 30 and 40 degrees").

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Map;

use crate::dims::measure::interval::{self, Bounds, Grammar};
use crate::dims::measure::units::UnitTable;
use crate::dims::measure::{Simple, numbers_before_units};
use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::ends_word;
use crate::{Dim, Error};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Degree,
    Celsius,
    Fahrenheit,
    Kelvin,
}

impl Unit {
    /// Duckling's name for the unit.
    fn name(self) -> &'static str {
        match self {
            Unit::Degree => "degree",
            Unit::Celsius => "celsius",
            Unit::Fahrenheit => "fahrenheit",
            Unit::Kelvin => "kelvin",
        }
    }
}

/// Duckling's English spellings (case-insensitive, each a whole word or the degree sign).
static UNITS: LazyLock<UnitTable<Unit>> = LazyLock::new(|| {
    UnitTable::new(&[
        ("deg(ree?)?s?|°", Unit::Degree),
        ("c(el[cs]?(ius)?)?", Unit::Celsius),
        ("f(ah?rh?eh?n(h?eit)?)?", Unit::Fahrenheit),
        ("k(el?vi?n?s?)?", Unit::Kelvin),
    ])
});

/// Spelled-out units, which take no abbreviation dot: "45 deg." keeps its dot, "45 degrees." does not.
const FULL_WORDS: [&str; 6] = [
    "degree",
    "degrees",
    "celsius",
    "fahrenheit",
    "kelvin",
    "kelvins",
];

/// "below zero" after a bare number or degrees makes it negative degrees ("2 below zero" is -2 degrees);
/// as in Duckling, not after a scale ("10 celsius below zero" is 10 celsius).
static BELOW_ZERO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\s*below\s+zero").expect("valid regex"));

/// Temperatures take Duckling's plain interval words, no hedges, and a bare first end may be negative.
const GRAMMAR: Grammar = Grammar {
    bounds: Bounds::Plain,
    hedges: false,
    negative_bare_from: true,
    negative_values: true,
};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let mut simples = Vec::new();
    for n in numbers_before_units(cx)? {
        cx.check_cancel()?;
        let (end, unit) = match unit_after(cx, n.range.end) {
            Some((end, unit)) => (end, Some(unit)),
            None => (n.range.end, None),
        };
        let below_zero = match unit {
            None | Some(Unit::Degree) => below_zero_end(cx, end),
            Some(_) => None,
        };
        if let Some(below_end) = below_zero {
            simples.push(Simple {
                range: n.range.start..below_end,
                value: -n.value,
                unit: unit.unwrap_or(Unit::Degree),
            });
        } else if let Some(unit) = unit {
            simples.push(Simple {
                range: n.range.start..end,
                value: n.value,
                unit,
            });
        }
    }
    let no_extra = Map::new();
    let measures = interval::extend(cx, &simples, &GRAMMAR)?;
    chunked::reserve(cx, out, measures.len())?;
    for found in measures {
        cx.check_cancel()?;
        let value = found.reading.to_json(Unit::name, &no_extra);
        out.push(Candidate::new(found.range, Dim::Temperature, value));
    }
    Ok(())
}

/// Where "below zero" ends when it follows `at`.
fn below_zero_end(cx: &Context, at: usize) -> Option<usize> {
    let end = at + BELOW_ZERO.find(&cx.lower[at..])?.end();
    ends_word(cx.text, end).then_some(end)
}

/// The unit after a number and where it ends: a degree, a scale, or a degree then a scale ("degrees F").
fn unit_after(cx: &Context, at: usize) -> Option<(usize, Unit)> {
    let (first_end, first) = one_unit(cx, at)?;
    if first == Unit::Degree
        && let Some((end, scale)) = one_unit(cx, first_end)
        && scale != Unit::Degree
    {
        return Some((end, scale));
    }
    Some((first_end, first))
}

/// One unit word or sign at `at` (blanks first), with its abbreviation dot if it has one.
fn one_unit(cx: &Context, at: usize) -> Option<(usize, Unit)> {
    let (range, unit) = UNITS.after(cx, at)?;
    let word = &cx.lower[range.clone()];
    let abbreviated =
        word.starts_with(|c: char| c.is_ascii_alphabetic()) && !FULL_WORDS.contains(&word);
    let dotted = abbreviated
        && cx.lower[range.end..].starts_with('.')
        && !cx.lower[range.end + 1..].starts_with(|c: char| c.is_alphanumeric());
    let end = if dotted { range.end + 1 } else { range.end };
    Some((end, unit))
}
