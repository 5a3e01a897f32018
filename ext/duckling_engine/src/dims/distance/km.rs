//! Khmer distances (`Duckling/Distance/KM/Rules.hs`, with every language's "number as distance"): "៣គីឡូ",
//! "ពីរសង់ទីម៉ែត្រ", "ចន្លោះពី ៣ ដល់ ៥ម៉ែត្រ", "តិចជាងបួនសង់ទីម៉ែត្រ", "ប្រហែល ៣-៥ ម៉ែត្រ".

use crate::dims::distance::NAMES;
use crate::dims::measure::family::{Family, Names};
use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::{Kind, Rule, Token};

static FAMILY: Family = Family {
    kind: Kind::Distance,
    token: Token::Distance,
    number: |_| true,
    names: Names {
        at_most: "Max Rule",
        at_least: "Min Rule",
        ..NAMES
    },
    from: "ចន្លោះ(ពី)?|ចាប់ពី",
    to: "និង|ដល់",
    at_most: "ក្រោម|តិចជាង|មិនដល់|យ៉ាងច្រើន|មិនលើស",
    at_least: "លើស(ពី)?|មិនតិចជាង|លើ|ច្រើនជាង|យ៉ាងតិច|យ៉ាងហោច",
    precision: Some(("about|exactly <dist>", r"\~|ប្រហែល")),
};

/// Duckling's `distances`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("km", "km|គីឡូ(ម៉ែត្រ)?", Unit::Kilometre),
    ("meters", "m|ម៉ែត្រ", Unit::Metre),
    ("centimeters", "cm|សង់ទីម៉ែត្រ", Unit::Centimetre),
    ("millimeters", "mm|មីលីម៉ែត្រ", Unit::Millimetre),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    rules.extend(unit_rules(&UNITS));
    rules
}
