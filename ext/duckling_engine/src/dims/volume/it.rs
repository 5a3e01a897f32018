//! Italian volumes (`Duckling/Volume/IT/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`):
//! "250 ml", "2 litri", "3 galloni", "mezzo litro", "2-3 litri".

use super::common;
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, measure_unit, re};

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|illilitr(i|o))", Unit::Millilitre),
    ("<vol> hectoliters", "ettolitr(i|o)", Unit::Hectolitre),
    ("<vol> liters", "l(itr(i|o))?", Unit::Litre),
    ("<latent vol> gallon", "gal(lon(e|i))?", Unit::Gallon),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = UNITS
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![re(pattern)], move |_| {
                Some(Token::MeasureUnit(UnitData {
                    unit,
                    prefix: Prefix::None,
                }))
            })
        })
        .collect();
    rules.push(Rule::new(
        "half",
        vec![re("mezzo"), measure_unit(|u| u.unit.kind() == Kind::Volume)],
        |m| {
            let unit = m[1].measure_unit()?.unit;
            Some(Token::Volume(MeasureData::new(Amount::Value(0.5), unit)))
        },
    ));
    rules.extend(common());
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Every language's volume intervals (`Duckling/Volume/Rules.hs`), which the IT corpus does not try.
    #[test]
    fn intervals() {
        let litres = r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 3, "unit": "litre"}}"#;
        check_in(
            "it",
            Kind::Volume,
            &[("2-3 litri", litres), ("2 litri - 3 litri", litres)],
        );
    }
}
