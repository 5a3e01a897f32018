//! `distance`: lengths such as "3 km", "5 miles", "6 inches", "5'", composites ("7 feet 10 inches") and
//! intervals ("3-5 km", "between 3 and 5 miles", "under 10 km", "at least 2 yards").
//!
//! A distance is a number followed by a unit (Duckling's English spellings, see [`units`]). A bare number is
//! no distance, not even a latent one: Duckling resolves a distance without unit to nothing.

mod composite;
mod units;

use serde_json::Map;

use crate::dims::measure::interval::{self, Bounds, Grammar};
use crate::dims::measure::{Simple, numbers_before_units};
use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::{Dim, Error};
use units::{UNITS, Unit};

/// Distances take Duckling's plain interval words and may be hedged ("about 3 km").
const GRAMMAR: Grammar = Grammar {
    bounds: Bounds::Plain,
    hedges: true,
    negative_bare_from: false,
    negative_values: true,
};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let mut simples: Vec<Simple<Unit>> = Vec::new();
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
    chunked::sort_by_key(cx, &mut simples, |s| (s.range.start, s.range.end))?;
    let composites = composite::join(cx, &simples)?;
    simples.extend(composites);
    let no_extra = Map::new();
    let measures = interval::extend(cx, &simples, &GRAMMAR)?;
    chunked::reserve(cx, out, measures.len())?;
    for found in measures {
        cx.check_cancel()?;
        let value = found.reading.to_json(Unit::name, &no_extra);
        out.push(Candidate::new(found.range, Dim::Distance, value));
    }
    Ok(())
}
