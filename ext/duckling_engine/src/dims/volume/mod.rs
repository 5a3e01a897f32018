//! `volume` as Duckling's rules build it (`Duckling/Volume/Rules.hs`, `Volume/EN/Rules.hs`, with
//! `Volume/Helpers.hs`): "2 liters", "250ml", "half a gallon", "quarter-litre", "between 2 and 7 l",
//! "less than six gallons".
//!
//! Duckling's unit rules make a unitless volume (`unitOnly`) that "<number> <volume>" and the fractions read:
//! here that is the shared unit token. Its "number as volume" makes a volume with no unit of every positive
//! number, which no English rule turns into one that resolves (each wants a unit): it is not built.

pub(crate) mod ar;
pub(crate) mod de;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod it;
pub(crate) mod nl;
pub(crate) mod pt;

use crate::dims::measure::family::{Family, Names};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure_unit, re};

static FAMILY: Family = Family {
    kind: Kind::Volume,
    token: Token::Volume,
    number: is_positive,
    names: Names {
        number_unit: "<number> <volume>",
        between_numeral: "between|from <numeral> and|to <volume>",
        between: "between|from <volume> to|and <volume>",
        numeral_dash: "<numeral> - <volume>",
        dash: "<volume> - <volume>",
        at_most: "at most <volume>",
        at_least: "more than <volume>",
    },
    from: "between|from",
    to: "to|and",
    at_most: "under|below|at most|(less|lower|not? more) than",
    at_least: "over|above|exceeding|beyond|at least|(more|larger|bigger|heavier) than",
    precision: Some((
        "about <volume>",
        r"\~|exactly|precisely|about|approx(\.|imately)?|close to|near( to)?|around|almost",
    )),
};

/// Duckling's `fractions`: a count word before a unit, its regex and its value.
const FRACTIONS: [(&str, &str, f64); 6] = [
    ("one", "an? ", 1.0),
    ("half", "half(-|(( of)?( a(n?))?))?", 1.0 / 2.0),
    ("third", "third(-|(( of)?( a(n?))?))?", 1.0 / 3.0),
    (
        "fourth",
        "(quarter|fourth)(-|(( of)?( a(n?))?))?",
        1.0 / 4.0,
    ),
    ("fifth", "fifth(-|(( of)?( a(n?))?))?", 1.0 / 5.0),
    ("tenth", "tenth(-|(( of)?( a(n?))?))?", 1.0 / 10.0),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    rules.extend(fraction_rules(&FRACTIONS));
    rules
}

/// A rule per count word of a language's `fractions` table (name, regex before a unit, value).
pub(crate) fn fraction_rules(fractions: &'static [(&'static str, &'static str, f64)]) -> Vec<Rule> {
    fractions
        .iter()
        .map(|&(name, words, value)| {
            Rule::new(
                name,
                vec![re(words), measure_unit(|u| u.unit.kind() == Kind::Volume)],
                move |m| {
                    let unit = m[1].measure_unit()?.unit;
                    Some(Token::Volume(MeasureData::new(Amount::Value(value), unit)))
                },
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check;
    use crate::dims::token::Kind;

    /// Duckling's EN volume corpus (`Duckling/Volume/EN/Corpus.hs`), every line.
    const CORPUS: [(&str, &str); 54] = [
        (
            "1 liter",
            r#"{"type": "value", "value": 1, "unit": "litre"}"#,
        ),
        (
            "1 litre",
            r#"{"type": "value", "value": 1, "unit": "litre"}"#,
        ),
        (
            "one liter",
            r#"{"type": "value", "value": 1, "unit": "litre"}"#,
        ),
        (
            "a liter",
            r#"{"type": "value", "value": 1, "unit": "litre"}"#,
        ),
        (
            "2 liters",
            r#"{"type": "value", "value": 2, "unit": "litre"}"#,
        ),
        ("2l", r#"{"type": "value", "value": 2, "unit": "litre"}"#),
        (
            "1000 liters",
            r#"{"type": "value", "value": 1000, "unit": "litre"}"#,
        ),
        (
            "thousand liters",
            r#"{"type": "value", "value": 1000, "unit": "litre"}"#,
        ),
        (
            "half liter",
            r#"{"type": "value", "value": 0.5, "unit": "litre"}"#,
        ),
        (
            "half-litre",
            r#"{"type": "value", "value": 0.5, "unit": "litre"}"#,
        ),
        (
            "half a liter",
            r#"{"type": "value", "value": 0.5, "unit": "litre"}"#,
        ),
        (
            "quarter-litre",
            r#"{"type": "value", "value": 0.25, "unit": "litre"}"#,
        ),
        (
            "fourth of liter",
            r#"{"type": "value", "value": 0.25, "unit": "litre"}"#,
        ),
        (
            "one milliliter",
            r#"{"type": "value", "value": 1, "unit": "millilitre"}"#,
        ),
        (
            "an ml",
            r#"{"type": "value", "value": 1, "unit": "millilitre"}"#,
        ),
        (
            "a millilitre",
            r#"{"type": "value", "value": 1, "unit": "millilitre"}"#,
        ),
        (
            "250 milliliters",
            r#"{"type": "value", "value": 250, "unit": "millilitre"}"#,
        ),
        (
            "250 millilitres",
            r#"{"type": "value", "value": 250, "unit": "millilitre"}"#,
        ),
        (
            "250ml",
            r#"{"type": "value", "value": 250, "unit": "millilitre"}"#,
        ),
        (
            "250mls",
            r#"{"type": "value", "value": 250, "unit": "millilitre"}"#,
        ),
        (
            "250 ml",
            r#"{"type": "value", "value": 250, "unit": "millilitre"}"#,
        ),
        (
            "3 gallons",
            r#"{"type": "value", "value": 3, "unit": "gallon"}"#,
        ),
        (
            "3 gal",
            r#"{"type": "value", "value": 3, "unit": "gallon"}"#,
        ),
        ("3gal", r#"{"type": "value", "value": 3, "unit": "gallon"}"#),
        (
            "around three gallons",
            r#"{"type": "value", "value": 3, "unit": "gallon"}"#,
        ),
        (
            "0.5 gals",
            r#"{"type": "value", "value": 0.5, "unit": "gallon"}"#,
        ),
        (
            "1/2 gallon",
            r#"{"type": "value", "value": 0.5, "unit": "gallon"}"#,
        ),
        (
            "half a gallon",
            r#"{"type": "value", "value": 0.5, "unit": "gallon"}"#,
        ),
        (
            "0.1 gallons",
            r#"{"type": "value", "value": 0.1, "unit": "gallon"}"#,
        ),
        (
            "tenth of a gallon",
            r#"{"type": "value", "value": 0.1, "unit": "gallon"}"#,
        ),
        (
            "3 hectoliters",
            r#"{"type": "value", "value": 3, "unit": "hectolitre"}"#,
        ),
        (
            "between 100 and 1000 liters",
            r#"{"type": "interval", "from": {"value": 100, "unit": "litre"}, "to": {"value": 1000, "unit": "litre"}}"#,
        ),
        (
            "100-1000 liters",
            r#"{"type": "interval", "from": {"value": 100, "unit": "litre"}, "to": {"value": 1000, "unit": "litre"}}"#,
        ),
        (
            "from 100 to 1000 l",
            r#"{"type": "interval", "from": {"value": 100, "unit": "litre"}, "to": {"value": 1000, "unit": "litre"}}"#,
        ),
        (
            "100 - 1000 l",
            r#"{"type": "interval", "from": {"value": 100, "unit": "litre"}, "to": {"value": 1000, "unit": "litre"}}"#,
        ),
        (
            "around 2 -7 l",
            r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 7, "unit": "litre"}}"#,
        ),
        (
            "~2-7 liters",
            r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 7, "unit": "litre"}}"#,
        ),
        (
            "from 2 to 7 l",
            r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 7, "unit": "litre"}}"#,
        ),
        (
            "between 2.0 l and about 7.0 l",
            r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 7, "unit": "litre"}}"#,
        ),
        (
            "between 2l and about 7l",
            r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 7, "unit": "litre"}}"#,
        ),
        (
            "2 - ~7 litres",
            r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 7, "unit": "litre"}}"#,
        ),
        (
            "less than six gallons",
            r#"{"type": "interval", "to": {"value": 6, "unit": "gallon"}}"#,
        ),
        (
            "under six gallon",
            r#"{"type": "interval", "to": {"value": 6, "unit": "gallon"}}"#,
        ),
        (
            "no more than 6 gals",
            r#"{"type": "interval", "to": {"value": 6, "unit": "gallon"}}"#,
        ),
        (
            "below 6.0gal",
            r#"{"type": "interval", "to": {"value": 6, "unit": "gallon"}}"#,
        ),
        (
            "at most six gallons",
            r#"{"type": "interval", "to": {"value": 6, "unit": "gallon"}}"#,
        ),
        (
            "exceeding 2 hectoliters",
            r#"{"type": "interval", "from": {"value": 2, "unit": "hectolitre"}}"#,
        ),
        (
            "at least two hectolitres",
            r#"{"type": "interval", "from": {"value": 2, "unit": "hectolitre"}}"#,
        ),
        (
            "over 2 hectolitre",
            r#"{"type": "interval", "from": {"value": 2, "unit": "hectolitre"}}"#,
        ),
        (
            "more than 2 hectoliter",
            r#"{"type": "interval", "from": {"value": 2, "unit": "hectolitre"}}"#,
        ),
        (
            "exceeding 4 ml",
            r#"{"type": "interval", "from": {"value": 4, "unit": "millilitre"}}"#,
        ),
        (
            "at least 4.0 ml",
            r#"{"type": "interval", "from": {"value": 4, "unit": "millilitre"}}"#,
        ),
        (
            "over four milliliters",
            r#"{"type": "interval", "from": {"value": 4, "unit": "millilitre"}}"#,
        ),
        (
            "more than four mls",
            r#"{"type": "interval", "from": {"value": 4, "unit": "millilitre"}}"#,
        ),
    ];

    #[test]
    fn duckling_corpus() {
        check(Kind::Volume, &CORPUS);
    }
}
