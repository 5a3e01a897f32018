//! Romanian distances (`Duckling/Distance/RO/Rules.hs`): a number and a unit, with or without "de" between
//! them ("3 km", "zece picioare", "20 de picioare"). Duckling reads the unit after its unitless distance of every
//! number; here the unit follows the number itself, as in Catalan.

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's `unitMap`.
const UNITS: [(&str, Unit); 23] = [
    ("cm", Unit::Centimetre),
    ("centimetri", Unit::Centimetre),
    ("centimetru", Unit::Centimetre),
    ("picior", Unit::Foot),
    ("picioare", Unit::Foot),
    ("inch", Unit::Inch),
    ("inchi", Unit::Inch),
    ("inci", Unit::Inch),
    ("km", Unit::Kilometre),
    ("kilometri", Unit::Kilometre),
    ("kilometru", Unit::Kilometre),
    ("m", Unit::Metre),
    ("metri", Unit::Metre),
    ("metru", Unit::Metre),
    ("mila", Unit::Mile),
    ("milă", Unit::Mile),
    ("mile", Unit::Mile),
    ("y", Unit::Yard),
    ("yar", Unit::Yard),
    ("yard", Unit::Yard),
    ("yarzi", Unit::Yard),
    ("yd", Unit::Yard),
    ("yzi", Unit::Yard),
];

const UNIT: &str = "(inc(hi?|i)|(centi|kilo)?metr[iu]|mil[eaă]|[ck]?m|picio(are|r)|y(ar)?(zi|d)?)";

pub(crate) fn rules() -> Vec<Rule> {
    [UNIT.to_owned(), format!("de {UNIT}")]
        .iter()
        .map(|pattern| {
            Rule::new(
                "<latent dist> foot/inch/yard/meter/kilometer/centimeter",
                vec![numeral(|_| true), re(pattern)],
                |m| {
                    let unit = lookup(&UNITS, m[1].group(1)?)?;
                    let value = Amount::Value(m[0].numeral()?.value);
                    Some(Token::Distance(MeasureData::new(value, unit)))
                },
            )
        })
        .collect()
}
