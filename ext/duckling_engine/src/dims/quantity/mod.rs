//! `quantity` as Duckling's rules build it (`Duckling/Quantity/EN/Rules.hs`, with `Quantity/Helpers.hs` and
//! `Quantity/Types.hs`): weights and kitchen measures — "2 grams", "500g", "a pound", "3 cups" — what they
//! measure ("5 pounds of sugar" → `product: "sugar"`), intervals ("100-1000 grams of strawberries", "less
//! than six pounds of meat"), and any positive number as a latent quantity of no unit (`unit: "unnamed"`).
//!
//! As in Duckling's English rules, milligrams and kilograms are given in grams ("2 kg" → 2000 gram).

pub(crate) mod ar;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod hr;
pub(crate) mod km;
pub(crate) mod ko;
pub(crate) mod mn;
pub(crate) mod nl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod zh;

use crate::dims::measure::family::{Family, Names};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure, measure_unit, numeral, re};

static FAMILY: Family = Family {
    kind: Kind::Quantity,
    token: Token::Quantity,
    number: is_positive,
    names: Names {
        // Duckling names this rule by the unit, one per unit ("<quantity> cups"), as the unit tokens here are.
        number_unit: "<number> <quantity>",
        between_numeral: "between|from <numeral> and|to <quantity>",
        between: "between|from <quantity> to|and <quantity>",
        numeral_dash: "<numeral> - <quantity>",
        dash: "<quantity> - <quantity>",
        at_most: "under/below/less/lower/at most/no more than <dist>",
        at_least: "over/above/exceeding/beyond/at least/more than <quantity>",
    },
    from: "between|from",
    to: "to|and",
    at_most: "under|below|at most|(less|lower|not? more) than",
    at_least: "over|above|exceeding|beyond|at least|(more|larger|bigger|heavier) than",
    precision: Some((
        "about|exactly <quantity>",
        r"\~|exactly|precisely|about|approx(\.|imately)?|close to|near( to)?|around|almost",
    )),
};

/// A quantity of `value` in `unit`, as a token.
pub(super) fn quantity(value: f64, unit: Unit) -> Option<Token> {
    Some(Token::Quantity(MeasureData::new(
        Amount::Value(value),
        unit,
    )))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    rules.push(Rule::new(
        "<quantity> of product",
        vec![measure(Kind::Quantity, |_| true), re(r"of (\w+)")],
        |m| {
            let product = m[1].group(1)?.to_lowercase();
            Some(Token::Quantity(MeasureData {
                product: Some(product.into()),
                ..m[0].measure()?.clone()
            }))
        },
    ));
    rules.push(Rule::new(
        "<quantity> (latent)",
        vec![numeral(is_positive)],
        |m| {
            let value = m[0].numeral()?.value;
            Some(Token::Quantity(MeasureData::new(
                Amount::Value(value),
                Unit::Unnamed,
            )))
        },
    ));
    // Duckling's "an? " ++ each unit's regex, one rule per unit named by the unit.
    rules.push(Rule::new(
        "a <quantity>",
        vec![
            re("an? "),
            measure_unit(|u| u.unit.kind() == Kind::Quantity),
        ],
        |m| {
            let unit = m[1].measure_unit()?;
            Some(Token::Quantity(MeasureData::new(
                Amount::Value(unit.prefix.apply(1.0)),
                unit.unit,
            )))
        },
    ));
    rules
}

#[cfg(test)]
mod tests {
    use crate::{Dim, Options};

    fn bodies(text: &str) -> Vec<String> {
        let options = Options {
            dims: [Dim::Quantity].into_iter().collect(),
            ..Options::default()
        };
        let found = crate::parse(text, &options).expect("parsed");
        found.into_iter().map(|e| e.body).collect()
    }

    /// "of (\w+)" reads a product of ASCII word characters, as Duckling's PCRE `\w`: a word with another
    /// letter ends the match inside it, which no entity edge allows, so the quantity stands alone.
    #[test]
    fn a_product_is_a_word_of_ascii_letters() {
        assert_eq!(bodies("buy 2 kg of coffee beans"), ["2 kg of coffee"]);
        assert_eq!(bodies("buy 2 kg of café beans"), ["2 kg"]);
    }
}
