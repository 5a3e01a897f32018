//! Portuguese numbers (`Duckling/Numeral/PT/Rules.hs`): words ("vinte e três", "duzentos", "mil"), digits
//! as Portuguese writes them (a decimal comma, thousands separated by dots), and their compositions.

use super::shared::{
    compose_by_multiplication, digits, number_dot_number, suffixes_kmg_en, tens_units,
};
use crate::dims::numeral::helpers::{
    addend, addend_with_grain, dash_follows, decimals_to_double, double, has_grain, integer,
    is_positive, lookup, not_ok_for_any_time, number_between, power_of_ten, sum,
};
use crate::dims::token::{NumeralData, Rule, numeral, re};

const ZERO_NINETEEN: [(&str, i64); 27] = [
    ("zero", 0),
    ("um", 1),
    ("uma", 1),
    ("dois", 2),
    ("duas", 2),
    ("tres", 3),
    ("três", 3),
    ("quatro", 4),
    ("cinco", 5),
    ("seis", 6),
    ("sete", 7),
    ("oito", 8),
    ("nove", 9),
    ("dez", 10),
    ("onze", 11),
    ("doze", 12),
    ("treze", 13),
    ("catorze", 14),
    ("quatorze", 14),
    ("quinze", 15),
    ("dezesseis", 16),
    ("dezasseis", 16),
    ("dezessete", 17),
    ("dezassete", 17),
    ("dezoito", 18),
    ("dezenove", 19),
    ("dezanove", 19),
];

/// Informal counts: numbers, but never a time on their own ("um par" is no hour).
const INFORMAL: [(&str, i64); 8] = [
    ("um par", 2),
    ("um par de", 2),
    ("par", 2),
    ("pares", 2),
    ("par de", 2),
    ("pares de", 2),
    ("um pouco", 3),
    ("pouco", 3),
];

const TENS: [(&str, i64); 10] = [
    ("vinte", 20),
    ("trinta", 30),
    ("quarenta", 40),
    ("cincoenta", 50),
    ("cinquenta", 50),
    ("cinqüenta", 50),
    ("sessenta", 60),
    ("setenta", 70),
    ("oitenta", 80),
    ("noventa", 90),
];

/// Duckling spells 500 "quinhetos" (sic), and so only reads that.
const HUNDREDS: [(&str, i64); 10] = [
    ("cem", 100),
    ("cento", 100),
    ("duzentos", 200),
    ("trezentos", 300),
    ("quatrocentos", 400),
    ("quinhetos", 500),
    ("seiscentos", 600),
    ("setecentos", 700),
    ("oitocentos", 800),
    ("novecentos", 900),
];

const POWERS_OF_TEN: [(&str, u8); 9] = [
    ("mil", 3),
    ("milhao", 6),
    ("milhão", 6),
    ("milhões", 6),
    ("milhoes", 6),
    ("bilhao", 9),
    ("bilhão", 9),
    ("bilhões", 9),
    ("bilhoes", 9),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "integer (0..19)",
            vec![re(
                "(zero|d(oi|ua)s|(uma? )?par(es)?( de)?|tr(e|ê)s|(um )?pouco|uma?|(c|qu)atorze|quatro|quinze|cinco|dez[ea]sseis|seis|dez[ea]ssete|sete|dezoito|oito|dez[ea]nove|nove|dez|onze|doze|treze)",
            )],
            |m| {
                let word = m[0].group(1)?.to_lowercase();
                match lookup(&ZERO_NINETEEN, &word) {
                    Some(n) => integer(n),
                    None => not_ok_for_any_time(NumeralData::new(lookup(&INFORMAL, &word)? as f64)),
                }
            },
        ),
        Rule::new(
            "tens (20..90)",
            vec![re(
                "(vinte|trinta|quarenta|cin(co|q[uü])enta|sessenta|setenta|oitenta|noventa)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "hundreds (100..900)",
            vec![re(
                "(cem|cento|duzentos|trezentos|quatrocentos|quinhetos|seiscentos|setecentos|oitocentos|novecentos)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        Rule::new(
            "powers of tens",
            vec![re(
                "(milhao|milhão|milhões|milhoes|bilhao|bilhão|bilhões|bilhoes|mil)",
            )],
            |m| power_of_ten(lookup(&POWERS_OF_TEN, m[0].group(1)?)?),
        ),
        tens_units("integer 21..99", None),
        Rule::new(
            "integer 101..999",
            vec![
                numeral(round_hundred),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "one twenty two",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                numeral(|n| number_between(n, 10.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value * 100.0 + m[1].numeral()?.value),
        ),
        number_dot_number("one point 2", "ponto"),
        Rule::new(
            "point 77",
            vec![re("ponto"), numeral(|n| !has_grain(n))],
            |m| double(decimals_to_double(m[1].numeral()?.value)),
        ),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "dot-separated numbers",
            r"(\d+(\.\d\d\d)+(,\d+)?)",
            Some('.'),
            ',',
        ),
        suffixes_kmg_en(),
        Rule::new(
            "negative numbers",
            // Duckling's `(?!\s*\-)` after the sign is checked in the production.
            vec![re("(-|menos|negativo)"), numeral(is_positive)],
            |m| {
                if dash_follows(&m[0]) {
                    return None;
                }
                double(-m[1].numeral()?.value)
            },
        ),
        Rule::new(
            "intersect 2 numbers",
            vec![numeral(addend_with_grain), numeral(addend)],
            |m| sum(m[0].numeral()?, m[1].numeral()?),
        ),
        tens_units("number (21..29 31..39 .. 91..99)", Some("e")),
        Rule::new(
            "number (101..199 201..299 .. 901..999)",
            vec![
                numeral(round_hundred),
                re("e"),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new(
            "intersect 2 numbers (with and)",
            vec![numeral(addend_with_grain), re("e"), numeral(addend)],
            |m| sum(m[0].numeral()?, m[2].numeral()?),
        ),
        compose_by_multiplication(),
        Rule::new("a dozen of", vec![re("(uma )?d(u|ú)zias?( de)?")], |_| {
            not_ok_for_any_time(NumeralData {
                multipliable: true,
                ..NumeralData::new(12.0)
            })
        }),
    ]
}

/// Duckling's `oneOf [100,200..900]`.
fn round_hundred(n: &NumeralData) -> bool {
    n.int_value()
        .is_some_and(|v| v % 100 == 0 && (100..=900).contains(&v))
}
