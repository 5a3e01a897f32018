//! Spanish numbers (`Duckling/Numeral/ES/Rules.hs`, and its regions' `Numeral/ES/<R>/Rules.hs`): words
//! ("veintitrés", "doscientos tres mil"), spelled-out decimals ("uno coma 5"), and the digits each region
//! writes (a decimal comma everywhere but Mexico, which writes a decimal point).

use super::shared::{digits, negative, number_dot_number, suffixes_kmg, tens_units};
use crate::Region;
use crate::dims::numeral::helpers::{
    decimals_to_double, double, has_grain, integer, lookup, number_between, parse_double,
};
use crate::dims::token::{NumeralData, Rule, Token, numeral, re};

const ZERO_TO_FIFTEEN: [(&str, i64); 22] = [
    ("zero", 0),
    ("cero", 0),
    ("un", 1),
    ("una", 1),
    ("uno", 1),
    ("dos", 2),
    ("trés", 3),
    ("tres", 3),
    ("cuatro", 4),
    ("cinco", 5),
    ("seis", 6),
    ("séis", 6),
    ("siete", 7),
    ("ocho", 8),
    ("nueve", 9),
    ("diez", 10),
    ("dies", 10),
    ("once", 11),
    ("doce", 12),
    ("trece", 13),
    ("catorce", 14),
    ("quince", 15),
];

const SIXTEEN_TO_TWENTY_NINE: [(&str, i64); 20] = [
    ("dieciseis", 16),
    ("diesiséis", 16),
    ("diesiseis", 16),
    ("dieciséis", 16),
    ("diecisiete", 17),
    ("dieciocho", 18),
    ("diecinueve", 19),
    ("veintiuno", 21),
    ("veintiuna", 21),
    ("veintidos", 22),
    ("veintidós", 22),
    ("veintitrés", 23),
    ("veintitres", 23),
    ("veinticuatro", 24),
    ("veinticinco", 25),
    ("veintiséis", 26),
    ("veintiseis", 26),
    ("veintisiete", 27),
    ("veintiocho", 28),
    ("veintinueve", 29),
];

const TENS: [(&str, i64); 8] = [
    ("veinte", 20),
    ("treinta", 30),
    ("cuarenta", 40),
    ("cincuenta", 50),
    ("sesenta", 60),
    ("setenta", 70),
    ("ochenta", 80),
    ("noventa", 90),
];

const BIG_NUMBERS: [(&str, i64); 17] = [
    ("cien", 100),
    ("cientos", 100),
    ("ciento", 100),
    ("doscientos", 200),
    ("trescientos", 300),
    ("cuatrocientos", 400),
    ("quinientos", 500),
    ("seiscientos", 600),
    ("setecientos", 700),
    ("ochocientos", 800),
    ("novecientos", 900),
    ("mil", 1000),
    ("millon", 1000000),
    ("millón", 1000000),
    ("un millon", 1000000),
    ("un millón", 1000000),
    ("millones", 1000000),
];

/// The Spanish numeral rules, then the digits of `region`; the bare `es` locale reads digits as most regions
/// do (Duckling's `rulesBackwardCompatible`).
pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = words();
    all.extend(match region {
        Some(Region::Mx) => decimal_point(),
        _ => decimal_comma(),
    });
    all
}

/// Duckling's `isMultiple base`: an integer once divided by `base`.
fn is_multiple(n: &NumeralData, base: f64) -> bool {
    NumeralData::new(n.value / base).int_value().is_some()
}

fn words() -> Vec<Rule> {
    vec![
        Rule::new(
            "number (0..15)",
            vec![re(
                "((c|z)ero|un(o|a)?|dos|tr(é|e)s|cuatro|cinco|s(e|é)is|siete|ocho|nueve|die(z|s)|once|doce|trece|catorce|quince)",
            )],
            |m| integer(lookup(&ZERO_TO_FIFTEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (0-9) with two digits",
            vec![
                re("((c|z)ero)|0"),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[1].numeral()?.value),
        ),
        Rule::new(
            "number (16..19 21..29)",
            vec![re(
                "(die(c|s)is(é|e)is|diecisiete|dieciocho|diecinueve|veintiun(o|a)|veintid(o|ó)s|veintitr(é|e)s|veinticuatro|veinticinco|veintis(é|e)is|veintisiete|veintiocho|veintinueve|treinta)",
            )],
            |m| integer(lookup(&SIXTEEN_TO_TWENTY_NINE, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (16..19, two words)",
            vec![
                numeral(|n| n.value == 10.0),
                re("y"),
                numeral(|n| number_between(n, 6.0, 10.0)),
            ],
            |m| double(10.0 + m[2].numeral()?.value),
        ),
        Rule::new(
            "number (20..90)",
            vec![re(
                "(veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        tens_units(
            "number (21..29 31..39 41..49 51..59 61..69 71..79 81..89 91..99)",
            Some("y"),
        ),
        Rule::new(
            "big number 100 to 1K",
            vec![re(
                "(cien(to|tos)?|doscientos|trescientos|cuatrocientos|quinientos|seiscientos|setecientos|ochocientos|novecientos|(un )?mill(o|ó)n)",
            )],
            |m| integer(lookup(&BIG_NUMBERS, m[0].group(1)?)?),
        ),
        Rule::new(
            "1K or 1M in multipliable form",
            vec![re("(mil(lones)?)")],
            |m| {
                Some(Token::Numeral(NumeralData {
                    multipliable: true,
                    ..NumeralData::new(lookup(&BIG_NUMBERS, m[0].group(1)?)? as f64)
                }))
            },
        ),
        Rule::new(
            "2..999 <multipliable>",
            vec![
                numeral(|n| number_between(n, 2.0, 1000.0)),
                numeral(|n| n.multipliable),
            ],
            |m| double(m[0].numeral()?.value * m[1].numeral()?.value),
        ),
        Rule::new(
            "<thousands> 0..999",
            vec![
                numeral(|n| is_multiple(n, 1000.0)),
                numeral(|n| number_between(n, 0.0, 999.0)),
            ],
            |m| {
                let v1 = m[0].numeral()?.value;
                (0.0 < v1 && v1 < 1e6).then_some(())?;
                double(v1 + m[1].numeral()?.value)
            },
        ),
        Rule::new(
            "<millions> 0..999999",
            vec![
                numeral(|n| is_multiple(n, 1e6)),
                numeral(|n| number_between(n, 0.0, 999999.0)),
            ],
            |m| {
                let v1 = m[0].numeral()?.value;
                (0.0 < v1).then_some(())?;
                double(v1 + m[1].numeral()?.value)
            },
        ),
        Rule::new(
            "2..9 cientos",
            vec![numeral(|n| number_between(n, 2.0, 10.0)), re("cientos")],
            |m| double(100.0 * m[0].numeral()?.value),
        ),
        Rule::new(
            "<hundreds> 0..99",
            vec![
                numeral(|n| is_multiple(n, 100.0)),
                numeral(|n| number_between(n, 0.0, 100.0)),
            ],
            |m| {
                let v1 = m[0].numeral()?.value;
                (0.0 < v1 && v1 < 1000.0).then_some(())?;
                double(v1 + m[1].numeral()?.value)
            },
        ),
        number_dot_number("number dot number", "(co(n|ma)|punto)"),
        Rule::new(
            "dot number",
            vec![re("coma|punto"), numeral(|n| !has_grain(n))],
            |m| double(decimals_to_double(m[1].numeral()?.value)),
        ),
        suffixes_kmg(),
        negative("-|menos|negativ(o|a)"),
    ]
}

/// Digits with a decimal comma and thousands separated by dots (`Numeral/ES/{AR,CL,CO,ES,PE,VE}/Rules.hs`).
fn decimal_comma() -> Vec<Rule> {
    vec![
        digits("decimal number ,", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator .",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        digits(
            "integer with thousands separator .",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            ',',
        ),
    ]
}

/// Digits with a decimal point and thousands separated by commas (`Numeral/ES/MX/Rules.hs`).
fn decimal_point() -> Vec<Rule> {
    vec![
        Rule::new("decimal number .", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(,\d\d\d)+\.\d+)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Words in capitals, accents included, read as Duckling reads them (it lower-cases before its lookup).
    #[test]
    fn capitals_with_accents_are_words() {
        check_in(
            "es",
            Kind::Numeral,
            &[
                ("DIECISÉIS", r#"{"type": "value", "value": 16}"#),
                ("VEINTITRÉS", r#"{"type": "value", "value": 23}"#),
                ("UN MILLÓN", r#"{"type": "value", "value": 1000000}"#),
            ],
        );
    }

    /// A region without its own digits (es_US) reads them as the bare `es` does: a decimal comma.
    #[test]
    fn a_region_spanish_lacks_reads_digits_as_es() {
        check_in(
            "es_US",
            Kind::Numeral,
            &[("1.200,5", r#"{"type": "value", "value": 1200.5}"#)],
        );
    }
}
