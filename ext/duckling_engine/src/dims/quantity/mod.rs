//! `quantity`: weights and kitchen measures — "2 grams", "500g", "2 lbs", "3 cups", "2 oz", "a kilogram" — with
//! what they measure when "of <word>" follows ("5 pounds of sugar" → `product: "sugar"`), and intervals
//! ("100-1000 grams of strawberries", "less than six pounds of meat", "at least two cups").
//!
//! As in Duckling's English rules, milligrams and kilograms are given in grams ("2 kg" → 2000 gram); the
//! number must not be negative; and a bare number is no quantity, not even a latent one (Duckling's
//! `unnamed` unit belongs to other languages' rules).

use std::sync::LazyLock;

use regex::Regex;
use serde_json::{Map, Value};

use crate::dims::measure::interval::{self, Bounds, Grammar};
use crate::dims::measure::units::{UnitTable, counted};
use crate::dims::measure::{Found, Simple, numbers_before_units};
use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::{Dim, Error};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Cup,
    Gram,
    Pound,
    Ounce,
}

impl Unit {
    /// Duckling's name for the unit.
    fn name(self) -> &'static str {
        match self {
            Unit::Cup => "cup",
            Unit::Gram => "gram",
            Unit::Pound => "pound",
            Unit::Ounce => "ounce",
        }
    }
}

/// The metric prefix of a gram spelling, which Duckling applies to the number ("2 kg" is 2000 grams).
#[derive(Debug, Clone, Copy)]
enum Prefix {
    None,
    Milli,
    Kilo,
}

impl Prefix {
    /// `count` in the base unit, computed as Duckling does (dividing for milli) so that values round alike.
    fn apply(self, count: f64) -> f64 {
        match self {
            Prefix::None => count,
            Prefix::Milli => count / 1000.0,
            Prefix::Kilo => count * 1000.0,
        }
    }
}

/// A unit as written: its unit and its prefix.
type Spelling = (Unit, Prefix);

/// Duckling's English spellings, tried in order; each must match a whole word. Duckling scales only a few
/// spellings of milli- and kilograms ("mg", "kgs", "kilograms" …); here every spelling with the prefix is
/// scaled, so "kgram" is 1000 grams too.
static UNITS: LazyLock<UnitTable<Spelling>> = LazyLock::new(|| {
    UnitTable::new(&[
        ("cups?", (Unit::Cup, Prefix::None)),
        ("m(illi)?g(ram)?s?", (Unit::Gram, Prefix::Milli)),
        ("k(ilo)?g(ram)?s?", (Unit::Gram, Prefix::Kilo)),
        ("g(ram)?s?", (Unit::Gram, Prefix::None)),
        ("(lb|pound)s?", (Unit::Pound, Prefix::None)),
        ("ounces?|oz", (Unit::Ounce, Prefix::None)),
    ])
});

/// "a" or "an" before a unit counts one of it ("a pound").
static ONE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?-u:\b)(an?)\s+").expect("valid regex"));

/// What a quantity is of: "of" and the next word, right after the quantity.
static PRODUCT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\s*of\s+(\w+)").expect("valid product regex"));

/// Quantities take Duckling's longer list of interval words and may be hedged ("about 2 cups", "~2 g").
const GRAMMAR: Grammar = Grammar {
    bounds: Bounds::Extended,
    hedges: true,
    negative_bare_from: false,
    negative_values: false,
};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let mut simples: Vec<Simple<Unit>> = counted(cx, &ONE, |_| 1.0, &UNITS)?
        .into_iter()
        .map(|s| in_unit(s.range.start, s.range.end, s.value, s.unit))
        .collect();
    for n in numbers_before_units(cx)? {
        cx.check_cancel()?;
        if let Some((unit, spelling)) = UNITS.after(cx, n.range.end) {
            simples.push(in_unit(n.range.start, unit.end, n.value, spelling));
        }
    }
    let measures = interval::extend(cx, &simples, &GRAMMAR)?;
    chunked::reserve(cx, out, measures.len())?;
    for found in measures {
        cx.check_cancel()?;
        out.push(with_product(cx, found));
    }
    Ok(())
}

fn in_unit(start: usize, end: usize, count: f64, (unit, prefix): Spelling) -> Simple<Unit> {
    Simple {
        range: start..end,
        value: prefix.apply(count),
        unit,
    }
}

/// The candidate for a quantity, widened to "of <product>" when that follows.
fn with_product(cx: &Context, mut found: Found<Unit>) -> Candidate {
    let mut extra = Map::new();
    if let Some(caps) = PRODUCT.captures(&cx.text[found.range.end..])
        && let (Some(whole), Some(product)) = (caps.get(0), caps.get(1))
    {
        extra.insert(
            "product".into(),
            Value::from(product.as_str().to_lowercase()),
        );
        found.range.end += whole.end();
    }
    let value = found.reading.to_json(Unit::name, &extra);
    Candidate::new(found.range, Dim::Quantity, value)
}
