//! `volume`: "2 liters", "250ml", "3 gallons", "3 hectoliters", count words ("a liter", "half a gallon",
//! "quarter-litre", "tenth of a gallon") and intervals ("100-1000 liters", "between 2 and 7 l",
//! "less than six gallons", "exceeding 2 hectoliters").
//!
//! As in Duckling, the number must not be negative, and a bare number is no volume, not even a latent one.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Map;

use crate::dims::measure::interval::{self, Bounds, Grammar};
use crate::dims::measure::units::{UnitTable, counted};
use crate::dims::measure::{Simple, numbers_before_units};
use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::{Dim, Error};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Millilitre,
    Hectolitre,
    Litre,
    Gallon,
}

impl Unit {
    /// Duckling's name for the unit.
    fn name(self) -> &'static str {
        match self {
            Unit::Millilitre => "millilitre",
            Unit::Hectolitre => "hectolitre",
            Unit::Litre => "litre",
            Unit::Gallon => "gallon",
        }
    }
}

/// Duckling's English spellings, tried in order; each must match a whole word.
static UNITS: LazyLock<UnitTable<Unit>> = LazyLock::new(|| {
    UnitTable::new(&[
        ("m(ls?|illilit(er|re)s?)", Unit::Millilitre),
        ("hectolit(er|re)s?", Unit::Hectolitre),
        ("l(it(er|re)s?)?", Unit::Litre),
        ("gal(l?ons?|s)?", Unit::Gallon),
    ])
});

/// A count word before the unit: "a"/"an" for one, or a fraction ("half", "half-", "half of a", "quarter").
static COUNT_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?-u:\b)(?:(an?)\s+|(half|third|quarter|fourth|fifth|tenth)(?:-|\s+of\s+an?\s+|\s+of\s+|\s+an?\s+|\s+))",
    )
    .expect("valid count regex")
});

fn count_value(word: &str) -> f64 {
    match word {
        "half" => 0.5,
        "third" => 1.0 / 3.0,
        "quarter" | "fourth" => 0.25,
        "fifth" => 0.2,
        "tenth" => 0.1,
        _ => 1.0,
    }
}

/// Volumes take Duckling's longer list of interval words and may be hedged ("about 2 l", "~2 l").
const GRAMMAR: Grammar = Grammar {
    bounds: Bounds::Extended,
    hedges: true,
    negative_bare_from: false,
    negative_values: false,
};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let mut simples = counted(cx, &COUNT_WORDS, count_value, &UNITS)?;
    for n in numbers_before_units(cx)? {
        cx.check_cancel()?;
        if let Some((unit, spelling)) = UNITS.after(cx, n.range.end) {
            simples.push(Simple {
                range: n.range.start..unit.end,
                value: n.value,
                unit: spelling,
            });
        }
    }
    let no_extra = Map::new();
    let measures = interval::extend(cx, &simples, &GRAMMAR)?;
    chunked::reserve(cx, out, measures.len())?;
    for found in measures {
        cx.check_cancel()?;
        let value = found.reading.to_json(Unit::name, &no_extra);
        out.push(Candidate::new(found.range, Dim::Volume, value));
    }
    Ok(())
}
