//! Danish ordinals (`Duckling/Ordinal/DA/Rules.hs`): "første", "17.", "enogtyvende", "hundrede og første".

use super::rules::{digits_ordinal, ordinal};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, Rule, any, numeral, re};

/// Duckling's `ordinalsMap` (what "ordinals (first..19st)" looks up).
const FIRST_NINETEENTH: [(&str, i64); 19] = [
    ("første", 1),
    ("anden", 2),
    ("tredje", 3),
    ("fjerde", 4),
    ("femte", 5),
    ("sjette", 6),
    ("syvende", 7),
    ("ottende", 8),
    ("niende", 9),
    ("tiende", 10),
    ("elfte", 11),
    ("tolvte", 12),
    ("trettende", 13),
    ("fjortende", 14),
    ("femtende", 15),
    ("sekstende", 16),
    ("syttende", 17),
    ("attende", 18),
    ("nittende", 19),
];

/// Duckling's `cardinalsMap`: the ordinal tens, in their short and long (vigesimal) spellings.
const TENS: [(&str, i64); 14] = [
    ("tyvende", 20),
    ("tredivte", 30),
    ("fyrrende", 40),
    ("fyrretyvende", 40),
    ("halvtredsende", 50),
    ("halvtredsindstyvende", 50),
    ("tressende", 60),
    ("tresindstyvende", 60),
    ("halvfjerdsende", 70),
    ("halvfjerdsindstyvende", 70),
    ("firsende", 80),
    ("firsindsstyvende", 80),
    ("halvfemsende", 90),
    ("halvfemsindstyvende", 90),
];

/// Duckling's `oneValMap`: the unit and "og" before a ten.
const UNITS: [(&str, i64); 9] = [
    ("enog", 1),
    ("toog", 2),
    ("treog", 3),
    ("fireog", 4),
    ("femog", 5),
    ("seksog", 6),
    ("syvog", 7),
    ("otteog", 8),
    ("niog", 9),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinal (digits)", r"0*(\d+)(\.|ste?)"),
        Rule::new(
            "ordinals (first..19st)",
            vec![re(
                "(første|anden|tredje|fjerde|femte|sjette|syvende|ottende|niende|tiende|elfte|tolvte|trettende|fjortende|femtende|sekstende|syttende|attende|nittende)",
            )],
            |m| ordinal(lookup(&FIRST_NINETEENTH, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals, 20 to 99, spelled-out",
            vec![re(concat!(
                "((?:en|to|tre|fire|fem|seks|syv|otte|ni)og)?",
                "(tyvende",
                "|tredivte",
                "|fyrr(?:etyv)?ende",
                "|halvtreds(?:indstyv)?ende",
                "|tres(?:indstyv|s)?ende",
                "|halvfjerds(?:indstyv)?ende",
                "|firs(?:indstyv)?ende",
                "|halvfems(?:indstyv)?ende)",
            ))],
            |m| {
                // Duckling's unmatched group is "", which its table reads as 0.
                let unit = match m[0].group(1) {
                    Some(ones) => lookup(&UNITS, ones)?,
                    None => 0,
                };
                ordinal(unit + lookup(&TENS, m[0].group(2)?)?)
            },
        ),
        Rule::new(
            "ordinals, above 99, spelled out",
            vec![numeral(|n| n.value > 99.0), re("og"), any(Kind::Ordinal)],
            |m| ordinal(m[0].numeral()?.int_value()? + m[2].ordinal()?.value),
        ),
    ]
}
