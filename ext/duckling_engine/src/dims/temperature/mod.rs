//! `temperature` as Duckling's rules build it (`Duckling/Temperature/Rules.hs`, `Temperature/EN/Rules.hs`,
//! with `Temperature/Helpers.hs`): "70°F", "37 degrees Celsius", "2 below zero", "between 30 and 40 degrees",
//! "over 40 degrees".
//!
//! Duckling makes every number a unitless temperature ("number as temp") that the unit rules, "below zero"
//! and the intervals read, and resolves a temperature without unit to nothing. Here the rules read the
//! number itself (the shared "<number> <unit>", and a rule with a numeral where Duckling's takes a unitless
//! temperature); a degree can still take a scale ("25 degrees celsius") or go below zero.

pub(crate) mod ar;
pub(crate) mod ca;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod hi;
pub(crate) mod hr;
pub(crate) mod it;
pub(crate) mod ja;
pub(crate) mod km;
pub(crate) mod ko;
pub(crate) mod mn;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod tr;
pub(crate) mod zh;

use crate::dims::measure::family::{Family, Names};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Matched, Rule, Token, measure, measure_unit, numeral, re};
use crate::engine::rule::Item;

static FAMILY: Family = Family {
    kind: Kind::Temperature,
    token: Token::Temperature,
    number: |_| true,
    names: Names {
        number_unit: "number as temp",
        between_numeral: "between|from <temp> and|to <temp>",
        between: "between|from <temp> and|to <temp>",
        numeral_dash: "<temp> - <temp>",
        dash: "<temp> - <temp>",
        at_most: "under/less/lower/no more than <temp>",
        at_least: "over/above/at least/more than <temp>",
    },
    from: "between|from",
    to: "to|and",
    at_most: "under|(less|lower|not? more) than",
    at_least: "over|above|at least|more than",
    precision: None,
};

/// A temperature in degrees with no scale yet: what Duckling's `isValueOnly True` accepts besides a number.
pub(crate) fn degrees(m: &MeasureData) -> bool {
    m.unit == Unit::Degree && matches!(m.amount, Amount::Value(_))
}

/// A temperature of `v` in `unit`.
pub(crate) fn value(v: f64, unit: Unit) -> Option<Token> {
    Some(Token::Temperature(MeasureData::new(Amount::Value(v), unit)))
}

/// A temperature in degrees with no scale yet, as an item.
fn degrees_item() -> Item<Token> {
    measure(Kind::Temperature, degrees)
}

/// The value of a number, or of a temperature in degrees: what Duckling's `isValueOnly True` reads.
fn amount(m: &Matched<'_, Token>) -> Option<f64> {
    match m.token()? {
        Token::Numeral(n) => Some(n.value),
        Token::Temperature(t) => match t.amount {
            Amount::Value(v) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// "<latent temp> degrees": a number before the language's word for degrees (`words`), a temperature of no
/// scale yet; `name` is the language's name for the rule ("<latent temp> graus").
pub(crate) fn latent_degrees(name: &'static str, words: &str) -> Rule {
    Rule::new(name, vec![numeral(|_| true), re(words)], |m| {
        value(m[0].numeral()?.value, Unit::Degree)
    })
}

/// "<temp> Celsius": a number, or a temperature in degrees, before the words of `scale`, in that scale
/// ("37 celsius", "37° celsius"). Duckling's rule reads `isValueOnly True`, which is either; here it is two
/// rules of the same name, the number's first.
pub(crate) fn in_scale(name: &'static str, words: &str, scale: Unit) -> [Rule; 2] {
    before_words(name, words, move |v| value(v, scale))
}

/// "<temp> below zero": a number, or a temperature in degrees, before the words for below zero, negated and
/// in degrees ("10 below zero", "10° below zero"); two rules of the same name, as [`in_scale`].
pub(crate) fn below_zero(name: &'static str, words: &str) -> [Rule; 2] {
    before_words(name, words, |v| value(-v, Unit::Degree))
}

/// The rule `name` over a number, then over a temperature in degrees, before `words`: `temperature` of its
/// value.
fn before_words(
    name: &'static str,
    words: &str,
    temperature: impl Fn(f64) -> Option<Token> + Copy + Send + Sync + 'static,
) -> [Rule; 2] {
    [numeral(|_| true), degrees_item()].map(|item| {
        Rule::new(name, vec![item, re(words)], move |m| {
            temperature(amount(&m[0])?)
        })
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    for (name, scale) in [
        ("<temp> Celsius", Unit::Celsius),
        ("<temp> Fahrenheit", Unit::Fahrenheit),
    ] {
        rules.push(Rule::new(
            name,
            vec![
                measure(Kind::Temperature, degrees),
                measure_unit(move |u| u.unit == scale),
            ],
            move |m| match m[0].measure()?.amount {
                Amount::Value(v) => value(v, scale),
                _ => None,
            },
        ));
    }
    rules.extend(below_zero("<temp> below zero", "below zero"));
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check;
    use crate::dims::token::Kind;

    /// A full stop after a spelled-out unit is the sentence's, not the unit's (a deliberate difference).
    #[test]
    fn spelled_out_units_take_no_period() {
        check(
            Kind::Temperature,
            &[
                (
                    "180 degrees Celsius",
                    r#"{"type": "value", "value": 180, "unit": "celsius"}"#,
                ),
                (
                    "45 deg.",
                    r#"{"type": "value", "value": 45, "unit": "degree"}"#,
                ),
                (
                    "25 c.",
                    r#"{"type": "value", "value": 25, "unit": "celsius"}"#,
                ),
            ],
        );
        let options = crate::Options {
            dims: [crate::Dim::Temperature].into_iter().collect(),
            ..crate::Options::default()
        };
        let bodies: Vec<String> = crate::parse("Preheat to 180 degrees Celsius.", &options)
            .expect("parse")
            .into_iter()
            .map(|e| e.body)
            .collect();
        assert_eq!(bodies, ["180 degrees Celsius"]);
    }
}
