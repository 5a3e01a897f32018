//! French quantities (`Duckling/Quantity/FR/Rules.hs`): "2 tasses de café", "3 cuillères à soupe de sucre".

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, any, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<number> <units>",
            vec![
                any(Kind::Numeral),
                re("(tasses?|cuill?(e|è)res? (a|à) soupe?)"),
            ],
            |m| {
                let unit = match m[1].group(1)?.to_lowercase().as_str() {
                    "tasse" | "tasses" => Unit::Cup,
                    _ => Unit::Tablespoon,
                };
                let value = m[0].numeral()?.value;
                Some(Token::Quantity(MeasureData::new(
                    Amount::Value(value),
                    unit,
                )))
            },
        ),
        Rule::new(
            "<quantity> of product",
            vec![any(Kind::Quantity), re("de (caf(e|é)|sucre)")],
            |m| {
                let product = m[1].group(1)?;
                Some(Token::Quantity(MeasureData {
                    product: Some(product.into()),
                    ..m[0].measure()?.clone()
                }))
            },
        ),
    ]
}
