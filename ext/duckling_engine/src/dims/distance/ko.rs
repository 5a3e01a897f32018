//! Korean distances (`Duckling/Distance/KO/Rules.hs`, with every language's "number as distance"): "3 킬로미터",
//! "9메터", "이센치", "8 마일즈".
//!
//! Duckling reads a unit after a unitless distance, which every number is; here the rules read the number
//! itself (see `super`). Its "half" rule reads a number from the token its regex makes, so it never yields: it
//! is left out.

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 5] = [
    (
        "<dist> centimeters",
        "cm|센(티|치)((미|메)터)?",
        Unit::Centimetre,
    ),
    ("<dist> meters", "m|(미|메|매)터", Unit::Metre),
    ("<dist> miles", "miles?|마일(즈)?", Unit::Mile),
    ("<latent dist> feet", "('|f(oo|ee)?ts?)|피트", Unit::Foot),
    ("<latent dist> inch", "(''|inch(es)?)|인치", Unit::Inch),
];

fn distance(value: f64, unit: Unit) -> Option<Token> {
    Some(Token::Distance(MeasureData::new(
        Amount::Value(value),
        unit,
    )))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = UNITS[..4]
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![numeral(|_| true), re(pattern)], move |m| {
                distance(m[0].numeral()?.value, unit)
            })
        })
        .collect();
    // Duckling's production keeps the feet and drops the inches.
    rules.push(Rule::new(
        "<latent dist> feet and <latent dist> inch ",
        vec![
            numeral(|_| true),
            re("('|f(oo|ee)?ts?)|피트"),
            numeral(|_| true),
            re("(''|inch(es)?)|인치"),
        ],
        |m| distance(m[0].numeral()?.value, Unit::Foot),
    ));
    rules.extend(
        [
            UNITS[4],
            (
                "<latent dist> km",
                "km|(킬|키)로((미|메)터)?",
                Unit::Kilometre,
            ),
            ("<latent dist> yard", "y(ar)?ds?|야드", Unit::Yard),
        ]
        .into_iter()
        .map(|(name, pattern, unit)| {
            Rule::new(name, vec![numeral(|_| true), re(pattern)], move |m| {
                distance(m[0].numeral()?.value, unit)
            })
        }),
    );
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Units Duckling's KO corpus never tries, with the values the real Duckling gives ("3피트 4인치" is 3 feet).
    #[test]
    fn rules_outside_the_corpus() {
        check_in(
            "ko",
            Kind::Distance,
            &[
                (
                    "3피트 4인치",
                    r#"{"type": "value", "unit": "foot", "value": 3}"#,
                ),
                ("5야드", r#"{"type": "value", "unit": "yard", "value": 5}"#),
                ("2인치", r#"{"type": "value", "unit": "inch", "value": 2}"#),
            ],
        );
    }
}
