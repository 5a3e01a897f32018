//! Swedish distances (`Duckling/Distance/SV/Rules.hs`): a number and the unit written after it: "3 km",
//! "9 meter", "2 centimeter", and the Swedish mile of ten kilometres ("8 mil").

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, any, re};

/// Each rule's name and unit regex, in Duckling's order ("<dist> mils" is [`mils`]).
const UNITS: [(&str, &str, Unit); 2] = [
    ("<dist> centimeters", "cm|centimeter", Unit::Centimetre),
    ("<dist> meter", "m(eter)?", Unit::Metre),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = super::number_then_unit(&UNITS);
    rules.push(mils());
    rules.extend(super::number_then_unit(&[(
        "<latent dist> km",
        "k(ilo)?m?(eter)?",
        Unit::Kilometre,
    )]));
    rules
}

/// "<dist> mils": a Swedish "mil" is ten kilometres.
fn mils() -> Rule {
    Rule::new("<dist> mils", vec![any(Kind::Numeral), re("mils?")], |m| {
        let value = Amount::Value(10.0 * m[0].numeral()?.value);
        Some(Token::Distance(MeasureData::new(value, Unit::Kilometre)))
    })
}
