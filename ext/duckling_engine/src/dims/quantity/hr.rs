//! Croatian quantities (`Duckling/Quantity/HR/Rules.hs`): kilograms after a number, in grams ("dva kilograma",
//! "dvije kile"), and the two products Duckling knows, meat and salt ("dvije kile mesa").

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, Rule, Token, any, measure, re};

/// Duckling's products: each spelling and the product it names.
const PRODUCTS: [(&str, &str); 4] = [
    ("meso", "meso"),
    ("mesa", "meso"),
    ("sol", "sol"),
    ("soli", "sol"),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<number> <units>",
            vec![any(Kind::Numeral), re("k(il(o|e|a))?(g(rama?)?)?")],
            |m| {
                let grams = Amount::Value(1000.0 * m[0].numeral()?.value);
                Some(Token::Quantity(MeasureData::new(grams, Unit::Gram)))
            },
        ),
        Rule::new(
            "<quantity> product",
            vec![measure(Kind::Quantity, |_| true), re("(mes(o|a)|soli?)")],
            |m| {
                let product = lookup(&PRODUCTS, m[1].group(1)?)?;
                Some(Token::Quantity(MeasureData {
                    product: Some(product.into()),
                    ..m[0].measure()?.clone()
                }))
            },
        ),
    ]
}
