//! Italian volumes (`Duckling/Volume/IT/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`):
//! "250 ml", "2 litri", "3 galloni", "mezzo litro", "2-3 litri".

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|illilitr(i|o))", Unit::Millilitre),
    ("<vol> hectoliters", "ettolitr(i|o)", Unit::Hectolitre),
    ("<vol> liters", "l(itr(i|o))?", Unit::Litre),
    ("<latent vol> gallon", "gal(lon(e|i))?", Unit::Gallon),
];

const HALF: [(&str, &str, f64); 1] = [("half", "mezzo", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
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
