//! Romanian quantities (`Duckling/Quantity/RO/Rules.hs`): pounds ("o livră", "cinci sute de livre") and the
//! products Duckling names ("de carne", "de zahăr").

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<number> <units>",
            vec![numeral(is_positive), re("(de )?livr(a|e|ă)")],
            |m| {
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Quantity(MeasureData::new(value, Unit::Pound)))
            },
        ),
        Rule::new(
            "<quantity> of product",
            vec![
                measure(Kind::Quantity, |_| true),
                re("de (carne|can[aă]|zah[aă]r|mamaliga)"),
            ],
            |m| {
                let product = m[1].group(1)?.to_owned();
                Some(Token::Quantity(MeasureData {
                    product: Some(product.into()),
                    ..m[0].measure()?.clone()
                }))
            },
        ),
    ]
}
