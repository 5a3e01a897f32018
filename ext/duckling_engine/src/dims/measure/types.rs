//! The value of the four measure dimensions and its JSON, and the units they are counted in.

use crate::engine::value::{Json, interval, number};

/// A measure: Duckling's `DistanceData`, `VolumeData`, `TemperatureData` and `QuantityData` in one, as only
/// the rules that build them differ. Duckling keeps `value`, `minValue` and `maxValue` apart, all optional;
/// its rules only ever build the four combinations of [`Amount`].
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MeasureData {
    pub amount: Amount,
    /// The unit; [`Unit::Unnamed`] for a quantity read from a bare number (latent, as Duckling's `mkLatent`).
    pub unit: Unit,
    /// What a quantity measures ("5 pounds of sugar"); `None` for the other measures.
    pub product: Option<Box<str>>,
}

/// How much: one value or an interval, closed or open on one side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Amount {
    Value(f64),
    Between(f64, f64),
    /// At least this much ("over 3 km"): Duckling prints only `from`.
    Above(f64),
    /// At most this much ("under 3 km"): Duckling prints only `to`.
    Under(f64),
}

impl MeasureData {
    /// A single value in a unit, of nothing in particular.
    pub fn new(amount: Amount, unit: Unit) -> Self {
        MeasureData {
            amount,
            unit,
            product: None,
        }
    }

    /// The value of a simple measure (Duckling's `isSimpleDistance`, `isSimpleVolume`, … with the unit and,
    /// for a quantity, no product yet, as every rule that reads one wants): what intervals are made of.
    pub fn simple_value(&self) -> Option<f64> {
        match self.amount {
            Amount::Value(v) if self.unit != Unit::Unnamed && self.product.is_none() => Some(v),
            _ => None,
        }
    }

    /// Only a bare number read as a quantity is latent.
    pub fn latent(&self) -> bool {
        self.unit == Unit::Unnamed
    }
}

/// The entity value of a measure in Duckling's shape.
pub(crate) fn to_json(m: &MeasureData) -> Json {
    let single = |v: f64| {
        let mut o = Json::object([("unit", Json::Name(m.unit.name())), ("value", number(v))]);
        if let Some(product) = &m.product {
            o.insert("product", Json::from(product.as_ref()));
        }
        o
    };
    match m.amount {
        Amount::Value(v) => {
            let mut o = single(v);
            o.insert("type", Json::Name("value"));
            o
        }
        Amount::Between(from, to) => interval(Some(single(from)), Some(single(to))),
        Amount::Above(from) => interval(Some(single(from)), None),
        Amount::Under(to) => interval(None, Some(single(to))),
    }
}

/// Every unit Duckling's rules give (English's, and other languages' centilitre and tablespoon), with
/// [`Unit::Unnamed`] for a quantity without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unit {
    // Distance
    Millimetre,
    Centimetre,
    Metre,
    Kilometre,
    Inch,
    Foot,
    Yard,
    Mile,
    /// "m" alone: metres or miles (Duckling's `M`), until a composite distance settles it.
    M,
    // Volume
    Millilitre,
    Centilitre,
    Litre,
    Hectolitre,
    Gallon,
    // Temperature
    Degree,
    Celsius,
    Fahrenheit,
    // Quantity
    Cup,
    Tablespoon,
    Gram,
    Pound,
    Ounce,
    // Quantity units English lacks (`Quantity/Types.hs`), which other languages' rules give.
    Bowl,
    Dish,
    Pint,
    Quart,
    Teaspoon,
    /// Duckling's `Custom` quantity units, named in lowercase as its JSON names them (Khmer's classifiers:
    /// "for persons", "sets").
    Custom(&'static str),
    Unnamed,
    /// A count of things with no unit (Korean "세개"): Duckling's `Unnamed` too, but not latent, as its rule
    /// names the counter.
    Counted,
}

impl Unit {
    /// Duckling's JSON name: its constructor's name, lowercased.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Millimetre => "millimetre",
            Unit::Centimetre => "centimetre",
            Unit::Metre => "metre",
            Unit::Kilometre => "kilometre",
            Unit::Inch => "inch",
            Unit::Foot => "foot",
            Unit::Yard => "yard",
            Unit::Mile => "mile",
            Unit::M => "m",
            Unit::Millilitre => "millilitre",
            Unit::Centilitre => "centilitre",
            Unit::Litre => "litre",
            Unit::Hectolitre => "hectolitre",
            Unit::Gallon => "gallon",
            Unit::Degree => "degree",
            Unit::Celsius => "celsius",
            Unit::Fahrenheit => "fahrenheit",
            Unit::Cup => "cup",
            Unit::Tablespoon => "tablespoon",
            Unit::Gram => "gram",
            Unit::Pound => "pound",
            Unit::Ounce => "ounce",
            Unit::Bowl => "bowl",
            Unit::Dish => "dish",
            Unit::Pint => "pint",
            Unit::Quart => "quart",
            Unit::Teaspoon => "teaspoon",
            Unit::Custom(name) => name,
            Unit::Unnamed | Unit::Counted => "unnamed",
        }
    }
}

/// A unit as written: the unit, and the factor its metric prefix puts on the count ("2 kg" is 2000 grams).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct UnitData {
    pub unit: Unit,
    pub prefix: Prefix,
}

/// Duckling's `opsMap` of the quantity rules: the spellings of milli- and kilograms that scale the count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Prefix {
    None,
    Milli,
    Kilo,
}

impl Prefix {
    /// The prefix of a unit as written. Duckling looks the spelling up in its table with the regex's optional
    /// trailing period, which no entry has but "m.g." and "k.g.", so "3.5 kg." is 3.5 grams there; here trailing
    /// periods are dropped first, so "kg." is kilograms as "kg" is (test/conformance/deliberate_differences).
    pub(super) fn of(unit: Unit, written: &str) -> Prefix {
        if unit != Unit::Gram {
            return Prefix::None;
        }
        match written.trim_end_matches('.').to_lowercase().as_str() {
            "milligram" | "milligrams" | "mg" | "mgs" | "m.g" | "m.gs" => Prefix::Milli,
            "kilogram" | "kilograms" | "kg" | "kgs" | "k.g" | "k.gs" => Prefix::Kilo,
            _ => Prefix::None,
        }
    }

    /// `count` in the unit without prefix, computed as Duckling does (dividing for milli), so values round alike.
    pub fn apply(self, count: f64) -> f64 {
        match self {
            Prefix::None => count,
            Prefix::Milli => count / 1000.0,
            Prefix::Kilo => count * 1000.0,
        }
    }
}
