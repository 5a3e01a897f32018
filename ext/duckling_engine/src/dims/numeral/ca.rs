//! Catalan numbers (`Duckling/Numeral/CA/Rules.hs`): words ("vint-i-tres", "dos-cents"), spelled-out
//! decimals ("u coma 5"), and digits with a decimal comma and thousands separated by dots.

use super::helpers::{double, integer, lookup, number_between, one_of_steps};
use super::shared::{digits, negative, number_dot_number, suffixes_kmg};
use crate::dims::token::{Rule, numeral, re};

const ZERO_TO_FIFTEEN: [(&str, i64); 19] = [
    ("zero", 0),
    ("u", 1),
    ("un", 1),
    ("una", 1),
    ("dos", 2),
    ("dues", 2),
    ("tres", 3),
    ("quatre", 4),
    ("cinc", 5),
    ("sis", 6),
    ("set", 7),
    ("vuit", 8),
    ("nou", 9),
    ("deu", 10),
    ("onze", 11),
    ("dotze", 12),
    ("tretze", 13),
    ("catorze", 14),
    ("quinze", 15),
];

const TENS: [(&str, i64); 8] = [
    ("vint", 20),
    ("trenta", 30),
    ("quaranta", 40),
    ("cinquanta", 50),
    ("seixanta", 60),
    ("setanta", 70),
    ("vuitanta", 80),
    ("noranta", 90),
];

const SIXTEEN_TO_TWENTY_NINE: [(&str, i64); 19] = [
    ("setze", 16),
    ("disset", 17),
    ("dèsset", 17),
    ("devuit", 18),
    ("divuit", 18),
    ("dihuit", 18),
    ("dinou", 19),
    ("dènou", 19),
    ("denou", 19),
    ("vint-i-u", 21),
    ("vint-i-una", 21),
    ("vint-i-dos", 22),
    ("vint-i-tres", 23),
    ("vint-i-quatre", 24),
    ("vint-i-cinc", 25),
    ("vint-i-sis", 26),
    ("vint-i-set", 27),
    ("vint-i-vuit", 28),
    ("vint-i-nou", 29),
];

const HUNDREDS: [(&str, i64); 11] = [
    ("cent", 100),
    ("cents", 100),
    ("dos-cents", 200),
    ("tres-cents", 300),
    ("quatre-cents", 400),
    ("cinc-cents", 500),
    ("sis-cents", 600),
    ("set-cents", 700),
    ("vuit-cents", 800),
    ("nou-cents", 900),
    ("mil", 1000),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "integer (0-9) with two digits",
            vec![re("zero|0"), numeral(|n| number_between(n, 1.0, 10.0))],
            |m| double(m[1].numeral()?.value),
        ),
        Rule::new(
            "number (0..15)",
            vec![re(
                "(zero|u(na|n)?|d(o|ue)s|tres|quatre|cinc|sis|set|vuit|nou|deu|onze|dotze|tretze|catorze|quinze)",
            )],
            |m| integer(lookup(&ZERO_TO_FIFTEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (20..90)",
            vec![re("(vint|(tre|quara|cinqua|seixa|seta|vuita|nora)nta)")],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (21..29)",
            vec![
                numeral(|n| n.value == 20.0),
                re("(-i-| i )"),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new(
            "number (16..19 21..29)",
            vec![re(
                "(setze|d(i|e|è)sset|d(e|i)(v|h)uit|d(i|e|è)nou|vint-i-u(na)?|vint-i-dos|vint-i-tres|vint-i-quatre|vint-i-cinc|vint-i-sis|vint-i-set|vint-i-vuit|vint-i-nou)",
            )],
            |m| integer(lookup(&SIXTEEN_TO_TWENTY_NINE, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (31..39 41..49 51..59 61..69 71..79 81..89 91..99)",
            vec![
                numeral(|n| one_of_steps(n, 30.0, 10.0, 90.0)),
                re("-"),
                numeral(|n| number_between(n, 1.0, 9.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new(
            "number 100..1000 ",
            vec![re(
                "(cent(s)?|dos-cents|tres-cents|quatre-cents|cinc-cents|sis-cents|set-cents|vuit-cents|nou-cents|mil)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        number_dot_number("number dot number", "coma"),
        // Duckling's production reads the hundred (the third item) as its second number, not the last one:
        // "dos-cent" and whatever follows make 300.
        Rule::new(
            "numbers 200..999",
            vec![
                numeral(|n| number_between(n, 2.0, 10.0)),
                re("-"),
                numeral(|n| n.value == 100.0),
                numeral(|n| number_between(n, 0.0, 100.0)),
            ],
            |m| double(100.0 * m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        negative("-|menys"),
        suffixes_kmg(),
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
