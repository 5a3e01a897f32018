//! Turkish distances (`Duckling/Distance/TR/Rules.hs`): a number ("number as distance", every language's)
//! and the unit written after it: "3 km", "9 metre", "2 santim", "8 mil".

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, any, re};

/// Each rule's name and unit regex, in Duckling's order.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<dist> centimeters", "cm|santim(etre)?", Unit::Centimetre),
    ("<dist> meters", "m(etre)?", Unit::Metre),
    ("<dist> miles", "mil", Unit::Mile),
    ("<latent dist> km", "k(ilo)?m?(etre)?", Unit::Kilometre),
];

pub(crate) fn rules() -> Vec<Rule> {
    UNITS
        .into_iter()
        .map(|(name, pattern, unit)| {
            Rule::new(name, vec![any(Kind::Numeral), re(pattern)], move |m| {
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Distance(MeasureData::new(value, unit)))
            })
        })
        .collect()
}
