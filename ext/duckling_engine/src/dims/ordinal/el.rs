//! Greek ordinals (`Duckling/Ordinal/EL/Rules.hs`): "πρώτος" to "δωδέκατη" and the tens in every gender and
//! case, a ten and a unit as two ordinals ("εικοστός πρώτος"), and digits with an ending ("1ος", "3η").

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::ordinal as one_of;
use crate::dims::token::{Rule, re};

const ORDINALS: [(&str, i64); 28] = [
    ("πρώτ", 1),
    ("δεύτερ", 2),
    ("δευτέρ", 2),
    ("τρίτ", 3),
    ("τέταρτ", 4),
    ("τετάρτ", 4),
    ("πέμπτ", 5),
    ("έκτ", 6),
    ("έβδομ", 7),
    ("εβδόμ", 7),
    ("όγδο", 8),
    ("ογδό", 8),
    ("ένατ", 9),
    ("ενάτ", 9),
    ("δέκατ", 10),
    ("δεκάτ", 10),
    ("ενδέκατ", 11),
    ("ενδεκάτ", 11),
    ("δωδέκατ", 12),
    ("δωδεκάτ", 12),
    ("εικοστ", 20),
    ("τριακοστ", 30),
    ("τεσσαρακοστ", 40),
    ("πεντηκοστ", 50),
    ("εξηκοστ", 60),
    ("εβδομηκοστ", 70),
    ("ογδοηκοστ", 80),
    ("ενενηκοστ", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals (1st..12th, 20th, 30th..90th)",
            vec![re(
                "(πρώτ|δε[υύ]τ[εέ]ρ|τρίτ|τ[εέ]τ[αά]ρτ|πέμπτ|έκτ|[εέ]βδ[οό]μ(ηκοστ)?|[οό]γδ[οό](ηκοστ)?|[εέ]ν[αά]τ|δ[εέ]κ[αά]τ|εν[δτ][εέ]κ[αά]τ|δωδ[εέ]κ[αά]τ|εικοστ|τριακοστ|τεσσαρακοστ|πεντηκοστ|εξηκοστ|ενενηκοστ)([οό][υύιί]?ς?|[ηή]ς?|[εέ]ς|ων)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (composite: 11th..19th, 21st..29th, ..., 91st..99th)",
            // Duckling's `oneOf [10..90]` and `oneOf [1..9]`: every value in the ranges, not only the tens.
            vec![
                one_of(|o| (10..=90).contains(&o.value)),
                one_of(|o| (1..=9).contains(&o.value)),
            ],
            |m| ordinal(m[0].ordinal()?.value + m[1].ordinal()?.value),
        ),
        digits_ordinal("ordinal (digits)", r"0*(\d+) ?(ο[ςυι]?|ης?|ες)"),
    ]
}
