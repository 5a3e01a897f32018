//! Georgian ordinals (`Duckling/Ordinal/KA/Rules.hs`): "პირველი" to "მეოცე" and the tens ("ოცდამეათე"),
//! composites ("ოცდამეხუთე", "ორმოცდამეორე"), and digits ("1-ლი", "მე-2", "25-ე").

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

const ORDINALS: [(&str, i64); 29] = [
    ("პირველი", 1),
    ("პირველ", 1),
    ("მეერთე", 1),
    ("მეორე", 2),
    ("მესამე", 3),
    ("მეოთხე", 4),
    ("მეხუთე", 5),
    ("მეექვსე", 6),
    ("მეშვიდე", 7),
    ("მერვე", 8),
    ("მეცხრე", 9),
    ("მეათე", 10),
    ("მეთერთმეტე", 11),
    ("მეთორმეტე", 12),
    ("მეცამეტე", 13),
    ("მეთოთხმეტე", 14),
    ("მეთხუთმეტე", 15),
    ("მეთქვსმეტე", 16),
    ("მეჩვიდმეტე", 17),
    ("მეთვრამეტე", 18),
    ("მეცხრამეტე", 19),
    ("მეოცე", 20),
    ("ოცდამეათე", 30),
    ("მეორმოცე", 40),
    ("ორმოცდამეათე", 50),
    ("მესამოცე", 60),
    ("სამოცდამეათე", 70),
    ("მეოთხმოცე", 80),
    ("ოთხმოცდამეათე", 90),
];

/// Duckling's `cardinalsMap`: the tens a composite ordinal starts with.
const TENS: [(&str, i64); 12] = [
    ("ოცი", 20),
    ("ოცდა", 20),
    ("ოცდაათი", 30),
    ("ორმოცი", 40),
    ("ორმოცდა", 40),
    ("ორმოცდაათი", 50),
    ("სამოცი", 60),
    ("სამოცდა", 60),
    ("სამოცდაათი", 70),
    ("ოთხმოცი", 80),
    ("ოთხმოცდა", 80),
    ("ოთხმოცდაათი", 90),
];

// Duckling's regexes spell sixteen "მეთექვსმეტე" where its table has "მეთქვსმეტე": the sixteenth never reads.
pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals (first..twentieth,thirtieth,...)",
            vec![re(
                "(პირველი?|მეორე|მესამე|მეოთხე|მეხუთე|მეექვსე|მეშვიდე|მერვე|მეცხრე|მეათე|მეთერთმეტე|მეთოთხმეტე|მეცამეტე|მეთოთხმეტე|მეთხუთმეტე|მეთექვსმეტე|მეჩვიდმეტე|მეთვრამეტე|მეცხრამეტე|მეოცე|ოცდამეათე|მეორმოცე|ორმოცდამეათე|მესამოცე|სამოცდამეათე|მეოთხმოცე|ოთხმოცდამეათე)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (composite, e.g. eighty-seven, forty—seventh, twenty ninth, thirtythird)",
            vec![re(
                r"(ოცდა|ორმოცდა|სამოცდა|ოთხმოცდა)[\s\-—]?(მეერთე|მეორე|მესამე|მეოთხე|მეხუთე|მეექვსე|მეშვიდე|მერვე|მეცხრე|მეათე|მეთერთმეტე|მეთოთხმეტე|მეცამეტე|მეთოთხმეტე|მეთხუთმეტე|მეთექვსმეტე|მეჩვიდმეტე|მეთვრამეტე|მეცხრამეტე)",
            )],
            |m| {
                let tens = lookup(&TENS, m[0].group(1)?)?;
                let units = lookup(&ORDINALS, m[0].group(2)?)?;
                ordinal(tens + units)
            },
        ),
        digits_ordinal("ordinal (digits)", r"0*(\d+) ?(-ლი|-ე)"),
        digits_ordinal("ordinal (digits)", r"მე-? ?0*(\d+)"),
        digits_ordinal("ordinal (digits)", r"მე-? ?0*(\d+) ?(-ლი|-ე)"),
    ]
}
