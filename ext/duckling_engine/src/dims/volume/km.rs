//! Khmer volumes (`Duckling/Volume/KM/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`): "១លីត្រ",
//! "1ml", "កន្លះលីត្រ", "១/៤លីត្រ", "ចន្លោះពី ២ ដល់ ៧លីត្រ", "ប្រហែល ២-៧ លីត្រ".

use crate::dims::measure::family::Family;
use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token};
use crate::dims::volume::NAMES;
use crate::dims::volume::fraction_rules;

static FAMILY: Family = Family {
    kind: Kind::Volume,
    token: Token::Volume,
    number: is_positive,
    names: NAMES,
    from: "ចន្លោះ(ពី)?|ចាប់ពី",
    to: "និង|ដល់",
    at_most: "ក្រោម|តិចជាង|មិនដល់|យ៉ាងច្រើន|មិនលើស",
    at_least: "លើស(ពី)?|មិនតិចជាង|លើ|ច្រើនជាង|យ៉ាងតិច|យ៉ាងហោច",
    precision: Some(("about <volume>", r"\~|ប្រហែល")),
};

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 2] = [
    ("<latent vol> ml", "ml|មីលីលីត្រ", Unit::Millilitre),
    ("<vol> liters", "l|លីត្រ", Unit::Litre),
];

/// Duckling's `fractions`: a count word before a unit, its regex and its value.
const FRACTIONS: [(&str, &str, f64); 4] = [
    ("half", r"កន្លះ|១\/២", 1.0 / 2.0),
    ("third", r"មួយភាគបី|១\/៣", 1.0 / 3.0),
    ("fourth", r"មួយភាគបួន|១\/៤", 1.0 / 4.0),
    ("fifth", r"មួយភាគប្រាំ|១\/៥", 1.0 / 5.0),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    rules.extend(unit_rules(&UNITS));
    rules.extend(fraction_rules(&FRACTIONS));
    rules
}
