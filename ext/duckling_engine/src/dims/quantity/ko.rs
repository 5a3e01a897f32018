//! Korean quantities (`Duckling/Quantity/KO/Rules.hs`): a number and a counter or unit ("한근", "육백그람",
//! "세컵"), and the two products Duckling knows before or after it ("삼겹살 두근", "콜라 세컵").

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, Rule, Token, any, measure, re};

/// Duckling's units by the word written ("접1시" as Duckling spells it).
const UNITS: [(&str, Unit); 10] = [
    ("개", Unit::Counted),
    ("판", Unit::Custom("판")),
    ("근", Unit::Custom("근")),
    ("그램", Unit::Gram),
    ("그람", Unit::Gram),
    ("파운드", Unit::Pound),
    ("파운즈", Unit::Pound),
    ("접1시", Unit::Dish),
    ("그릇", Unit::Bowl),
    ("컵", Unit::Cup),
];

fn with_product(product: &str, q: &MeasureData) -> Option<Token> {
    Some(Token::Quantity(MeasureData {
        product: Some(product.into()),
        ..q.clone()
    }))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<number> <units>",
            vec![
                any(Kind::Numeral),
                re("(개|판|그(램|람)|근|파운(드|즈)|접1시|그릇|컵)"),
            ],
            |m| {
                let unit = lookup(&UNITS, m[1].group(1)?)?;
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Quantity(MeasureData::new(value, unit)))
            },
        ),
        Rule::new(
            "<quantity> of product",
            vec![measure(Kind::Quantity, |_| true), re("의 (삼겹살|콜라)")],
            |m| with_product(m[1].group(1)?, m[0].measure()?),
        ),
        Rule::new(
            "<quantity> of product",
            vec![re("(삼겹살|콜라)"), measure(Kind::Quantity, |_| true)],
            |m| with_product(m[0].group(1)?, m[1].measure()?),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// A count of no unit, which Duckling's KO corpus never tries: not latent, so "몇개" is an entity.
    #[test]
    fn counted_things() {
        check_in(
            "ko",
            Kind::Quantity,
            &[(
                "몇개",
                r#"{"type": "value", "unit": "unnamed", "value": 3}"#,
            )],
        );
        let found = crate::parse(
            "사과 세개",
            &crate::dims::numeral::testing::options_in("ko"),
        )
        .unwrap();
        assert!(
            found.iter().any(|e| e.body == "세개" && !e.latent),
            "{found:?}"
        );
    }
}
