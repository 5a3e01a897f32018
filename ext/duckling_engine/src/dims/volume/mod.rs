//! `volume` as Duckling's rules build it (`Duckling/Volume/Rules.hs`, `Volume/EN/Rules.hs`, with
//! `Volume/Helpers.hs`): "2 liters", "250ml", "half a gallon", "quarter-litre", "between 2 and 7 l",
//! "less than six gallons".
//!
//! Duckling's unit rules make a unitless volume (`unitOnly`) that "<number> <volume>" and the fractions read:
//! here that is the shared unit token. Its "number as volume" makes a volume with no unit of every positive
//! number, which no English rule turns into one that resolves (each wants a unit): it is not built.

pub(crate) mod ar;
pub(crate) mod ca;
pub(crate) mod de;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod hr;
pub(crate) mod it;
pub(crate) mod km;
pub(crate) mod ko;
pub(crate) mod mn;
pub(crate) mod nl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod tr;
pub(crate) mod zh;

use crate::dims::measure::family::{Family, Names, between, between_measures, simple};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure_unit, numeral, re};

/// Duckling's names for the volume family's rules (a number before a unit, ranges, bounds): the languages
/// whose files copy those rules keep the names (German, Khmer), so their families share them.
pub(crate) const NAMES: Names = Names {
    number_unit: "<number> <volume>",
    between_numeral: "between|from <numeral> and|to <volume>",
    between: "between|from <volume> to|and <volume>",
    numeral_dash: "<numeral> - <volume>",
    dash: "<volume> - <volume>",
    at_most: "at most <volume>",
    at_least: "more than <volume>",
};

static FAMILY: Family = Family {
    kind: Kind::Volume,
    token: Token::Volume,
    number: is_positive,
    names: NAMES,
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

/// A volume of `amount` in `unit`, as a token.
pub(super) fn volume(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Volume(MeasureData::new(amount, unit)))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    rules.extend(fraction_rules(&FRACTIONS));
    rules
}

/// Every language's volume rules (`Duckling/Volume/Rules.hs`) for the languages whose own add units and no
/// ranges (English's family has its own): a positive number before a unit ("2 litri"), and the ranges "2-3
/// litri" and "2 litri - 3 litri" in one unit.
pub(crate) fn common_rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<number> <volume>",
            vec![
                numeral(is_positive),
                measure_unit(|u| u.unit.kind() == Kind::Volume),
            ],
            |m| {
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Volume(MeasureData::new(
                    value,
                    m[1].measure_unit()?.unit,
                )))
            },
        ),
        Rule::new(
            "<numeral> - <volume>",
            vec![numeral(is_positive), re(r"\-"), simple(Kind::Volume)],
            |m| between(Token::Volume, m[0].numeral()?.value, m[2].measure()?),
        ),
        Rule::new(
            "<volume> - <volume>",
            vec![simple(Kind::Volume), re(r"\-"), simple(Kind::Volume)],
            |m| between_measures(Token::Volume, m[0].measure()?, m[2].measure()?),
        ),
    ]
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
