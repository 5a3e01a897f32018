//! `quantity` as Duckling's rules build it (`Duckling/Quantity/EN/Rules.hs`, with `Quantity/Helpers.hs` and
//! `Quantity/Types.hs`): weights and kitchen measures — "2 grams", "500g", "a pound", "3 cups" — what they
//! measure ("5 pounds of sugar" → `product: "sugar"`), intervals ("100-1000 grams of strawberries", "less
//! than six pounds of meat"), and any positive number as a latent quantity of no unit (`unit: "unnamed"`).
//!
//! As in Duckling's English rules, milligrams and kilograms are given in grams ("2 kg" → 2000 gram).

pub(crate) mod ar;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod nl;
pub(crate) mod pt;

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
    use crate::dims::numeral::testing::check;
    use crate::dims::token::Kind;

    /// Duckling's EN quantity corpus (`Duckling/Quantity/EN/Corpus.hs`), every line (the first four latent).
    const CORPUS: [(&str, &str); 54] = [
        (
            "around 4",
            r#"{"type": "value", "value": 4, "unit": "unnamed"}"#,
        ),
        (
            "four",
            r#"{"type": "value", "value": 4, "unit": "unnamed"}"#,
        ),
        (
            "~ four",
            r#"{"type": "value", "value": 4, "unit": "unnamed"}"#,
        ),
        (
            "about 38.5",
            r#"{"type": "value", "value": 38.5, "unit": "unnamed"}"#,
        ),
        (
            "two pounds of meat",
            r#"{"type": "value", "value": 2, "unit": "pound", "product": "meat"}"#,
        ),
        (
            "2 grams",
            r#"{"type": "value", "value": 2, "unit": "gram"}"#,
        ),
        (
            "0.002 kg",
            r#"{"type": "value", "value": 2, "unit": "gram"}"#,
        ),
        ("2 g.", r#"{"type": "value", "value": 2, "unit": "gram"}"#),
        ("2 gs", r#"{"type": "value", "value": 2, "unit": "gram"}"#),
        (
            "2/1000 kilograms",
            r#"{"type": "value", "value": 2, "unit": "gram"}"#,
        ),
        (
            "2000 milligrams",
            r#"{"type": "value", "value": 2, "unit": "gram"}"#,
        ),
        (
            "2,000 milligrams",
            r#"{"type": "value", "value": 2, "unit": "gram"}"#,
        ),
        (
            "a kilogram",
            r#"{"type": "value", "value": 1000, "unit": "gram"}"#,
        ),
        (
            "a kg",
            r#"{"type": "value", "value": 1000, "unit": "gram"}"#,
        ),
        (
            "1 k.g.",
            r#"{"type": "value", "value": 1000, "unit": "gram"}"#,
        ),
        (
            "1 k.gs",
            r#"{"type": "value", "value": 1000, "unit": "gram"}"#,
        ),
        (
            "1000 gs",
            r#"{"type": "value", "value": 1000, "unit": "gram"}"#,
        ),
        (
            "a Pound",
            r#"{"type": "value", "value": 1, "unit": "pound"}"#,
        ),
        ("1 lb", r#"{"type": "value", "value": 1, "unit": "pound"}"#),
        ("a lb", r#"{"type": "value", "value": 1, "unit": "pound"}"#),
        (
            "2 ounces",
            r#"{"type": "value", "value": 2, "unit": "ounce"}"#,
        ),
        ("2oz", r#"{"type": "value", "value": 2, "unit": "ounce"}"#),
        (
            "3 Cups of sugar",
            r#"{"type": "value", "value": 3, "unit": "cup", "product": "sugar"}"#,
        ),
        (
            "3 Cups of SugAr",
            r#"{"type": "value", "value": 3, "unit": "cup", "product": "sugar"}"#,
        ),
        (
            "3/4 cup",
            r#"{"type": "value", "value": 0.75, "unit": "cup"}"#,
        ),
        (
            "0.75 cup",
            r#"{"type": "value", "value": 0.75, "unit": "cup"}"#,
        ),
        (
            ".75 cups",
            r#"{"type": "value", "value": 0.75, "unit": "cup"}"#,
        ),
        (
            "500 grams of strawberries",
            r#"{"type": "value", "value": 500, "unit": "gram", "product": "strawberries"}"#,
        ),
        (
            "500g of strawberries",
            r#"{"type": "value", "value": 500, "unit": "gram", "product": "strawberries"}"#,
        ),
        (
            "0.5 kilograms of strawberries",
            r#"{"type": "value", "value": 500, "unit": "gram", "product": "strawberries"}"#,
        ),
        (
            "0.5 kg of strawberries",
            r#"{"type": "value", "value": 500, "unit": "gram", "product": "strawberries"}"#,
        ),
        (
            "500000mg of strawberries",
            r#"{"type": "value", "value": 500, "unit": "gram", "product": "strawberries"}"#,
        ),
        (
            "100-1000 gram of strawberries",
            r#"{"type": "interval", "from": {"value": 100, "unit": "gram", "product": "strawberries"}, "to": {"value": 1000, "unit": "gram", "product": "strawberries"}}"#,
        ),
        (
            "between 100 and 1000 grams of strawberries",
            r#"{"type": "interval", "from": {"value": 100, "unit": "gram", "product": "strawberries"}, "to": {"value": 1000, "unit": "gram", "product": "strawberries"}}"#,
        ),
        (
            "from 100 to 1000 g of strawberries",
            r#"{"type": "interval", "from": {"value": 100, "unit": "gram", "product": "strawberries"}, "to": {"value": 1000, "unit": "gram", "product": "strawberries"}}"#,
        ),
        (
            "100 - 1000 g of strawberries",
            r#"{"type": "interval", "from": {"value": 100, "unit": "gram", "product": "strawberries"}, "to": {"value": 1000, "unit": "gram", "product": "strawberries"}}"#,
        ),
        (
            "around 2 -7 g",
            r#"{"type": "interval", "from": {"value": 2, "unit": "gram"}, "to": {"value": 7, "unit": "gram"}}"#,
        ),
        (
            "~2-7 grams",
            r#"{"type": "interval", "from": {"value": 2, "unit": "gram"}, "to": {"value": 7, "unit": "gram"}}"#,
        ),
        (
            "from 2 to 7 g",
            r#"{"type": "interval", "from": {"value": 2, "unit": "gram"}, "to": {"value": 7, "unit": "gram"}}"#,
        ),
        (
            "between 2.0 g and about 7.0 g",
            r#"{"type": "interval", "from": {"value": 2, "unit": "gram"}, "to": {"value": 7, "unit": "gram"}}"#,
        ),
        (
            "between 0.002 kg and about 0.007 kg",
            r#"{"type": "interval", "from": {"value": 2, "unit": "gram"}, "to": {"value": 7, "unit": "gram"}}"#,
        ),
        (
            "2 - ~7 grams",
            r#"{"type": "interval", "from": {"value": 2, "unit": "gram"}, "to": {"value": 7, "unit": "gram"}}"#,
        ),
        (
            "less than six pounds of meat",
            r#"{"type": "interval", "to": {"value": 6, "unit": "pound", "product": "meat"}}"#,
        ),
        (
            "no more than 6 lbs of meat",
            r#"{"type": "interval", "to": {"value": 6, "unit": "pound", "product": "meat"}}"#,
        ),
        (
            "below 6.0 pounds of meat",
            r#"{"type": "interval", "to": {"value": 6, "unit": "pound", "product": "meat"}}"#,
        ),
        (
            "at most six pounds of meat",
            r#"{"type": "interval", "to": {"value": 6, "unit": "pound", "product": "meat"}}"#,
        ),
        (
            "exceeding 2 Cups",
            r#"{"type": "interval", "from": {"value": 2, "unit": "cup"}}"#,
        ),
        (
            "at least two Cups",
            r#"{"type": "interval", "from": {"value": 2, "unit": "cup"}}"#,
        ),
        (
            "over 2 Cups",
            r#"{"type": "interval", "from": {"value": 2, "unit": "cup"}}"#,
        ),
        (
            "more than 2 Cups",
            r#"{"type": "interval", "from": {"value": 2, "unit": "cup"}}"#,
        ),
        (
            "exceeding 4 oz of chocolate",
            r#"{"type": "interval", "from": {"value": 4, "unit": "ounce", "product": "chocolate"}}"#,
        ),
        (
            "at least 4.0 oz of chocolate",
            r#"{"type": "interval", "from": {"value": 4, "unit": "ounce", "product": "chocolate"}}"#,
        ),
        (
            "over four ounces of chocolate",
            r#"{"type": "interval", "from": {"value": 4, "unit": "ounce", "product": "chocolate"}}"#,
        ),
        (
            "more than four ounces of chocolate",
            r#"{"type": "interval", "from": {"value": 4, "unit": "ounce", "product": "chocolate"}}"#,
        ),
    ];

    #[test]
    fn duckling_corpus() {
        check(Kind::Quantity, &CORPUS);
    }
}
