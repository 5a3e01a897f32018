//! Portuguese quantities (`Duckling/Quantity/PT/Rules.hs`): "2 gramas", "0,5 kg de morangos", "3 copos de
//! acucar", "uma libra".

use crate::dims::measure::units::{Prefix, Unit};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};

/// Duckling's `quantities`: name, regex, unit.
const UNITS: [(&str, &str, Unit); 3] = [
    ("<quantity> copos", "(copos?)", Unit::Cup),
    (
        "<quantity> gramas",
        "((((mili)|(quilo))?(grama)s?)|(quilos?)|((m|k)?g))",
        Unit::Gram,
    ),
    ("<quantity> libras", "((lb|libra)s?)", Unit::Pound),
];

/// Duckling's `opsMap`: the spellings of milli- and kilograms that scale the count.
const PREFIXES: [(&str, Prefix); 10] = [
    ("miligrama", Prefix::Milli),
    ("miligramas", Prefix::Milli),
    ("mg", Prefix::Milli),
    ("mgs", Prefix::Milli),
    ("quilograma", Prefix::Kilo),
    ("quilogramas", Prefix::Kilo),
    ("quilo", Prefix::Kilo),
    ("quilos", Prefix::Kilo),
    ("kg", Prefix::Kilo),
    ("kgs", Prefix::Kilo),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<quantity> of product",
        // Duckling's `\w` is PCRE's, ASCII only: "de água" names no product.
        vec![measure(Kind::Quantity, |_| true), re(r"de ([0-9A-Za-z_]+)")],
        |m| {
            let product = m[1].group(1)?.to_lowercase();
            Some(Token::Quantity(MeasureData {
                product: Some(product.into()),
                ..m[0].measure()?.clone()
            }))
        },
    )];
    rules.extend(UNITS.iter().map(|&(name, words, unit)| {
        Rule::new(name, vec![numeral(is_positive), re(words)], move |m| {
            let prefix = lookup(&PREFIXES, m[1].group(1)?).unwrap_or(Prefix::None);
            let value = prefix.apply(m[0].numeral()?.value);
            Some(Token::Quantity(MeasureData::new(
                Amount::Value(value),
                unit,
            )))
        })
    }));
    rules
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    fn quantities(text: &str) -> Vec<String> {
        let options = Options {
            dims: [Dim::Quantity].into_iter().collect::<DimSet>(),
            ..crate::dims::numeral::testing::options_in("pt")
        };
        parse(text, &options)
            .unwrap()
            .into_iter()
            .map(|e| format!("{}: {}", e.body, e.value))
            .collect()
    }

    /// A product is ASCII letters, digits and "_", as Duckling's PCRE `\w`.
    #[test]
    fn a_product_is_an_ascii_word() {
        assert_eq!(
            quantities("um copo de água"),
            [r#"um copo: {"type":"value","unit":"cup","value":1}"#]
        );
        assert_eq!(
            quantities("um copo de agua"),
            [r#"um copo de agua: {"product":"agua","type":"value","unit":"cup","value":1}"#]
        );
    }
}
