//! Shared machinery of the measure dimensions (`distance`, `volume`, `temperature`, `quantity`).
//!
//! The four dimensions read the same way in Duckling: a number followed by a unit makes a *simple* measure
//! ("3 km"), and a handful of rules turn simple measures into intervals ("3-5 km", "between 3 and 5 km",
//! "under 3 km", "at least 3 km") or let a hedge word lead them ("about 3 km"). Each dimension finds its own
//! simple measures (its units, spellings and special forms differ) and hands them to [`interval::extend`],
//! which applies the common rules; [`Reading::to_json`] then prints the value in Duckling's shape.
//!
//! All lookups are local: a unit is read right after a number, a keyword right before a measure, inside a
//! small window. The cost is therefore linear in the text and in the number of measures.

pub(crate) mod interval;
pub(crate) mod look;
pub(crate) mod units;

use std::ops::Range;

use serde_json::{Map, Value, json};

use crate::Error;
use crate::dims::number::NumberMatch;
use crate::engine::context::Context;
use crate::engine::text::starts_word;
use crate::engine::value;

/// The numbers a unit may follow: every number that starts a word ("3" in "3km" but not "20" in "Rs20").
pub(crate) fn numbers_before_units<'c>(
    cx: &'c Context,
) -> Result<impl Iterator<Item = &'c NumberMatch>, Error> {
    Ok(cx
        .numbers()?
        .iter()
        .filter(|n| starts_word(cx.text, n.range.start)))
}

/// A number with its unit, e.g. "3 km" or "half a liter": the building block of intervals.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Simple<U> {
    /// Byte range in the text.
    pub range: Range<usize>,
    pub value: f64,
    pub unit: U,
}

/// What a measure says: one value, a closed interval, or an interval open on one side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Reading<U> {
    Value(f64, U),
    Between(f64, f64, U),
    /// At least this much ("over 3 km"): Duckling prints only `from`.
    Above(f64, U),
    /// At most this much ("under 3 km"): Duckling prints only `to`.
    Under(f64, U),
}

/// A measure found in the text: where, and what it reads.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Found<U> {
    pub range: Range<usize>,
    pub reading: Reading<U>,
}

impl<U: Copy> Reading<U> {
    /// The value in Duckling's JSON shape. `unit_name` names a unit as Duckling prints it; `extra` holds
    /// fields every single value carries besides `value` and `unit` (a quantity's `product`).
    pub fn to_json(
        self,
        unit_name: impl Fn(U) -> &'static str,
        extra: &Map<String, Value>,
    ) -> Value {
        let single = |v: f64, u: U| {
            let mut o = Map::new();
            o.insert("value".into(), value::number(v));
            o.insert("unit".into(), Value::from(unit_name(u)));
            o.extend(extra.clone());
            Value::Object(o)
        };
        match self {
            Reading::Value(v, u) => {
                let mut o = single(v, u);
                if let Value::Object(map) = &mut o {
                    map.insert("type".into(), Value::from("value"));
                }
                o
            }
            Reading::Between(from, to, u) => {
                json!({"type": "interval", "from": single(from, u), "to": single(to, u)})
            }
            Reading::Above(from, u) => json!({"type": "interval", "from": single(from, u)}),
            Reading::Under(to, u) => json!({"type": "interval", "to": single(to, u)}),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Dim, DimSet, Options};

    fn measures(text: &str) -> Vec<String> {
        let options = Options {
            dims: [Dim::Distance, Dim::Volume, Dim::Temperature, Dim::Quantity]
                .into_iter()
                .collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| format!("{}:{}", e.dim.name(), e.body))
            .collect()
    }

    #[test]
    fn odd_text_never_panics() {
        let texts = [
            "",
            "\0\0 5 km \0",
            "5 🚀 km 🚀 3 km🚀",
            "5\u{301} km, 5 k\u{301}m, 5 km\u{301}",
            "٥ كم و 5 كم 5 km",
            "5°",
            "°",
            "5 '",
            "- -5 -",
            "between",
            "from 5 to",
            "a",
            "half-",
            "5 deg.",
            "5 pounds of",
            "5 pounds of 🍰",
            "3 -",
            "-",
            "~",
            "1 km and",
            "1 km, ,",
        ];
        for text in texts {
            measures(text);
        }
    }

    #[test]
    fn long_text_is_read_in_full_and_fast() {
        let sentence =
            "between 3 and 5 km, 2 cups of flour, 70°F, about 2 l and 7 feet 10 inches; ";
        let text = sentence.repeat(5_000); // about 375 KB
        let started = std::time::Instant::now();
        let found = measures(&text);
        assert_eq!(found.len(), 5 * 5_000);
        assert!(
            started.elapsed().as_secs() < 10,
            "took {:?}",
            started.elapsed()
        );
    }

    #[test]
    fn units_never_match_inside_words() {
        let texts = [
            "5 smiles",
            "5 pinches",
            "2 inns",
            "4 films",
            "3 miners",
            "2 yardsticks",
            "6 feeds",
            "5 kmart",
            "3 metals",
            "7 glasses",
            "2 legal",
            "5 cupboards",
            "3 bounces",
            "2 announcements",
            "8 kgb agents",
            "3 grammys",
            "4 lbsx",
            "2 ozone",
            "5 degreeless",
            "3 celsiuses",
            "4 kelvinators",
            "2 fans",
            "5 cars",
            "3 mgmt",
            "9 gallery",
            "1 hectolitreage",
            "2 ml5",
            "5 m²",
            "5 km2",
            "10 mins",
            "5 mph",
            "a cupboard",
            "half litreage",
            "an mlb game",
            "the 90's",
            "keep calm",
            "format",
        ];
        for text in texts {
            assert_eq!(measures(text), Vec::<String>::new(), "{text}");
        }
    }

    #[test]
    fn entities_are_whole_words_and_found_in_sentences() {
        assert_eq!(
            measures("it rained 3 in. yesterday, 25°C, and we walked 5 km with 2 lbs of apples"),
            [
                "distance:3 in",
                "temperature:25°C",
                "distance:5 km",
                "quantity:2 lbs of apples"
            ]
        );
        assert!(measures("keep calm, format the mind; $30 for 2 people").is_empty());
    }

    #[test]
    fn readings_print_like_duckling() {
        let name = |_: ()| "mile";
        let none = Map::new();
        assert_eq!(
            Reading::Value(3.0, ()).to_json(name, &none),
            json!({"type": "value", "value": 3, "unit": "mile"})
        );
        assert_eq!(
            Reading::Between(3.0, 5.5, ()).to_json(name, &none),
            json!({"type": "interval", "from": {"value": 3, "unit": "mile"}, "to": {"value": 5.5, "unit": "mile"}})
        );
        assert_eq!(
            Reading::Under(3.0, ()).to_json(name, &none),
            json!({"type": "interval", "to": {"value": 3, "unit": "mile"}})
        );
        let mut product = Map::new();
        product.insert("product".into(), Value::from("sugar"));
        assert_eq!(
            Reading::Above(2.0, ()).to_json(name, &product),
            json!({"type": "interval", "from": {"value": 2, "unit": "mile", "product": "sugar"}})
        );
    }
}
