//! Khmer quantities (`Duckling/Quantity/KM/Rules.hs`; Duckling has no quantity rules shared by every
//! language): a number and a unit or classifier ("បីកែវ", "ផ្ទះ៨ខ្នង" with its product before it), grams
//! ("មួយគីឡូក្រាម"), and the intervals and hedges.

use super::quantity;
use crate::dims::measure::MeasureData;
use crate::dims::measure::family::{Family, Names};
use crate::dims::measure::units::Unit;
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Kind, Rule, Token, any, measure, re};

static FAMILY: Family = Family {
    kind: Kind::Quantity,
    token: Token::Quantity,
    number: is_positive,
    names: Names {
        number_unit: "<number><units>",
        between_numeral: "between|from <numeral> and|to <quantity>",
        between: "between|from <quantity> to|and <quantity>",
        numeral_dash: "<numeral> - <quantity>",
        dash: "<quantity> - <quantity>",
        at_most: "Max Rule",
        at_least: "Min Rule",
    },
    from: "ចន្លោះ(ពី)?|ចាប់ពី",
    to: "និង|ដល់",
    at_most: "ក្រោម|តិចជាង|មិនដល់|យ៉ាងច្រើន|មិនលើស",
    at_least: "លើស(ពី)?|មិនតិចជាង|លើ|ច្រើនជាង|យ៉ាងតិច|យ៉ាងហោច",
    precision: Some(("about|exactly <quantity>", r"\~|ប្រហែល")),
};

/// Duckling's `unitsMap`: the units and classifiers a count takes.
const UNITS: [(&str, Unit); 15] = [
    ("ចាន", Unit::Bowl),
    ("ពែង", Unit::Cup),
    ("កែវ", Unit::Cup),
    ("ថូ", Unit::Pint),
    ("ស្លាបព្រា", Unit::Tablespoon),
    ("ស្លាបព្រាបាយ", Unit::Tablespoon),
    ("ស្លាបព្រាកាហ្វេ", Unit::Teaspoon),
    ("នាក់", Unit::Custom("for persons")),
    ("ក្បាល", Unit::Custom("for animals")),
    ("ដើម", Unit::Custom("for trees")),
    ("ទង", Unit::Custom("for flowers")),
    ("ខ្នង", Unit::Custom("for buildings")),
    ("គ្រឿង", Unit::Custom("for vehicles/devices")),
    ("កញ្ចប់", Unit::Custom("for packages")),
    ("ឈុត", Unit::Custom("sets")),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "<number><units>",
            vec![
                any(Kind::Numeral),
                re("(ចាន|ពែង|កែវ|ថូ|ស្លាបព្រា|ស្លាបព្រាបាយ|ស្លាបព្រាកាហ្វេ|នាក់|ក្បាល|ដើម|ទង|ខ្នង|គ្រឿង|កញ្ចប់|ឈុត)"),
            ],
            |m| quantity(m[0].numeral()?.value, lookup(&UNITS, m[1].group(1)?)?),
        ),
        Rule::new(
            "<quantity> of product",
            vec![
                re("(មនុស្ស|បងប្អូន|សត្វ|ឆ្កែ|ឆ្មា|ដើមឈើ|ផ្កា|កុលាប|ផ្ទះ)"),
                measure(Kind::Quantity, |_| true),
            ],
            |m| {
                Some(Token::Quantity(MeasureData {
                    product: Some(m[0].group(1)?.into()),
                    ..m[1].measure()?.clone()
                }))
            },
        ),
    ];
    rules.extend(FAMILY.rules());
    rules.push(Rule::new(
        "<quantity> grams",
        vec![any(Kind::Numeral), re("((មីលី|គីឡូ)?ក្រាម)")],
        |m| {
            let value = m[0].numeral()?.value;
            // Duckling's `opsMap`: milli- and kilograms scale the count, any other spelling is grams.
            let grams = match m[1].group(1)? {
                "មីលីក្រាម" => value / 1000.0,
                "គីឡូក្រាម" => value * 1000.0,
                _ => value,
            };
            quantity(grams, Unit::Gram)
        },
    ));
    rules
}
