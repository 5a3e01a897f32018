//! The one table of units of the four measure dimensions: Duckling's English unit regexes, each a rule that
//! makes a unit token ("km", "cups", "°"), as Duckling's volume rules make `unitOnly` volumes. The measure
//! rules then read "<number> <unit>" ([`super::family`]) and the other forms that take a unit ("half a
//! liter", "a pound", "25 degrees celsius").
//!
//! Duckling's distance, temperature and quantity rules match their unit regex right after the number instead
//! (`[dimension Distance, regex "k(ilo)?m?…"]`); a unit token read where it starts is the same match, once
//! for every rule that wants one.

pub(crate) use super::types::{Prefix, Unit, UnitData};
use crate::dims::token::{Kind, Rule, Token, re};

// Beside the rules rather than with the unit's type: a unit's kind is the kind of token its rules make.
impl Unit {
    /// The dimension whose unit it is.
    pub fn kind(self) -> Kind {
        use Unit::*;
        match self {
            Millimetre | Centimetre | Metre | Kilometre | Inch | Foot | Yard | Mile | M => {
                Kind::Distance
            }
            Millilitre | Centilitre | Litre | Hectolitre | Gallon => Kind::Volume,
            Degree | Celsius | Fahrenheit => Kind::Temperature,
            Cup | Gram | Pound | Ounce | Bowl | Dish | Pint | Quart | Tablespoon | Teaspoon
            | Custom(_) | Unnamed | Counted => Kind::Quantity,
        }
    }
}

/// Duckling's name of the rule that reads each unit, its regex, and the unit: the tables `distances`
/// (`Distance/EN/Rules.hs`), `volumes` (`Volume/EN/Rules.hs`), `quantities` (`Quantity/EN/Rules.hs`) and the
/// regexes of the temperature rules (`Temperature/EN/Rules.hs`), in their order.
///
/// Deliberate difference in the temperature regexes: Duckling takes an optional period after any spelling
/// ("c(el[cs]?(ius)?)?\.?"), so "180 degrees Celsius." ends with the sentence's full stop; here only the
/// abbreviations take one ("45 deg.", "25 c.").
const UNITS: [(&str, &str, Unit); 20] = [
    ("miles", "mi(le(s)?)?", Unit::Mile),
    ("yard", "y(ar)?ds?", Unit::Yard),
    ("feet", "('|f(oo|ee)?ts?)", Unit::Foot),
    ("inch", "(\"|''|in(ch(es)?)?)", Unit::Inch),
    ("km", "k(ilo)?m?(et(er|re))?s?", Unit::Kilometre),
    ("meters", "met(er|re)s?", Unit::Metre),
    ("centimeters", "cm|centimet(er|re)s?", Unit::Centimetre),
    ("millimeters", "mm|millimet(er|re)s?", Unit::Millimetre),
    ("m (miles or meters)", "m", Unit::M),
    (
        "<latent vol> ml",
        "m(l(s?)|illilit(er|re)s?)",
        Unit::Millilitre,
    ),
    ("<vol> hectoliters", "hectolit(er|re)s?", Unit::Hectolitre),
    ("<vol> liters", "l(it(er|re)s?)?", Unit::Litre),
    ("<latent vol> gallon", "gal((l?ons?)|s)?", Unit::Gallon),
    (
        "<latent temp> degrees",
        r"degrees?|deg(res?|s)?\.?|°",
        Unit::Degree,
    ),
    (
        "<temp> Celsius",
        r"c(el[cs]?ius|(el[cs]?)?\.?)",
        Unit::Celsius,
    ),
    (
        "<temp> Fahrenheit",
        r"f(ah?rh?eh?nh?eit|(ah?rh?eh?n)?\.?)",
        Unit::Fahrenheit,
    ),
    ("<quantity> cups", "(cups?)", Unit::Cup),
    (
        "<quantity> grams",
        "(((m(illi)?[.]?)|(k(ilo)?)[.]?)?g(ram)?s?[.]?)[.]?",
        Unit::Gram,
    ),
    ("<quantity> lb", "((lb|pound)s?)", Unit::Pound),
    ("<quantity> oz", "((ounces?)|oz)", Unit::Ounce),
];

/// A rule per unit spelling of [`UNITS`], each making a unit token.
pub(crate) fn rules() -> Vec<Rule> {
    unit_rules(&UNITS)
}

/// A rule per unit spelling of a language's table (Duckling's name, regex, unit), each making a unit token.
pub(crate) fn unit_rules(table: &'static [(&'static str, &'static str, Unit)]) -> Vec<Rule> {
    table
        .iter()
        .map(|&(name, regex, unit)| {
            Rule::new(name, vec![re(regex)], move |m| {
                let prefix = Prefix::of(unit, m[0].group(0)?);
                Some(Token::MeasureUnit(UnitData { unit, prefix }))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dims::numeral::testing::{options_in, whole_text_tokens};

    /// The unit tokens over the whole of `text`.
    fn units(text: &str) -> Vec<UnitData> {
        whole_text_tokens(&options_in("en"), text, |t| t.measure_unit().copied())
    }

    #[test]
    fn spellings_are_duckling_s() {
        let one = |unit| {
            vec![UnitData {
                unit,
                prefix: Prefix::None,
            }]
        };
        let cases = [
            ("kms", Unit::Kilometre),
            ("k", Unit::Kilometre),
            ("feet", Unit::Foot),
            ("'", Unit::Foot),
            ("''", Unit::Inch),
            ("metres", Unit::Metre),
            ("m", Unit::M),
            ("mls", Unit::Millilitre),
            ("L", Unit::Litre),
            ("gallons", Unit::Gallon),
            ("°", Unit::Degree),
            ("deg.", Unit::Degree),
            ("degrees", Unit::Degree),
            ("C", Unit::Celsius),
            ("c.", Unit::Celsius),
            ("celcius", Unit::Celsius),
            ("Fahrenheit", Unit::Fahrenheit),
            ("f.", Unit::Fahrenheit),
            ("Cups", Unit::Cup),
            ("g.", Unit::Gram),
            ("lbs", Unit::Pound),
            ("oz", Unit::Ounce),
        ];
        for (text, unit) in cases {
            assert_eq!(units(text), one(unit), "{text}");
        }
        for text in [
            "format",
            "kmh",
            "celsius.",
            "degrees.",
            "fahrenheit.",
            "lbsx",
        ] {
            assert!(units(text).is_empty(), "{text}: {:?}", units(text));
        }
    }

    #[test]
    fn metric_prefixes_scale_grams_as_duckling_s_table_does() {
        let prefix = |text: &str| units(text).first().map(|u| u.prefix);
        assert_eq!(prefix("mg"), Some(Prefix::Milli));
        assert_eq!(prefix("k.g."), Some(Prefix::Kilo));
        assert_eq!(prefix("k.gs"), Some(Prefix::Kilo));
        assert_eq!(prefix("kilograms"), Some(Prefix::Kilo));
        assert_eq!(prefix("kg."), Some(Prefix::Kilo));
        // Not in Duckling's table: a gram.
        assert_eq!(prefix("kgram"), Some(Prefix::None));
        assert_eq!(Prefix::Milli.apply(2000.0), 2.0);
        assert_eq!(Prefix::Kilo.apply(0.5), 500.0);
    }
}
