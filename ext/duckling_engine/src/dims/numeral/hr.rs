//! Croatian numbers (`Duckling/Numeral/HR/Rules.hs`): words in their cases ("jedna", "dvije", "dvama"), with or
//! without diacritics ("četrnaest", "cetrnaest"), tens and units with or without "i" ("trideset i tri"),
//! hundreds and the powers of ten in their cases ("dvije stotine tisuća"), decimals with a comma ("1,1",
//! "jedan cijela jedan"), thousands with a dot ("1.200.000"), the K/M/G suffixes and negatives.

use super::helpers::{double, integer, lookup, number_between, power_of_ten, with_grain};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, numeral, re};

const ZERO_TO_NINETEEN: [(&str, i64); 35] = [
    ("ništa", 0),
    ("ništica", 0),
    ("nistica", 0),
    ("nista", 0),
    ("nula", 0),
    ("jednoga", 1),
    ("jedna", 1),
    ("jednog", 1),
    ("jednu", 1),
    ("jedan", 1),
    ("dvoma", 2),
    ("dvije", 2),
    ("dvje", 2),
    ("dva", 2),
    ("dvama", 2),
    ("trima", 3),
    ("tri", 3),
    ("četiri", 4),
    ("cetiri", 4),
    ("pet", 5),
    ("šest", 6),
    ("sedam", 7),
    ("osam", 8),
    ("devet", 9),
    ("jedanaest", 11),
    ("dvanaest", 12),
    ("trinaest", 13),
    ("cetrnaest", 14),
    ("četrnaest", 14),
    ("petnaest", 15),
    ("šesnaest", 16),
    ("sesnaest", 16),
    ("sedamnaest", 17),
    ("osamnaest", 18),
    ("devetnaest", 19),
];

const TENS: [(&str, i64); 10] = [
    ("dvadeset", 20),
    ("trideset", 30),
    ("cetrdeset", 40),
    ("četrdeset", 40),
    ("pedeset", 50),
    ("sesdeset", 60),
    ("šesdeset", 60),
    ("sedamdeset", 70),
    ("osamdeset", 80),
    ("devedeset", 90),
];

const HUNDREDS: [(&str, i64); 12] = [
    ("sto", 100),
    ("dvjesta", 200),
    ("dvjesto", 200),
    ("tristo", 300),
    ("cetiristo", 400),
    ("četiristo", 400),
    ("petsto", 500),
    ("šesto", 600),
    ("sesto", 600),
    ("sedamsto", 700),
    ("osamsto", 800),
    ("devetsto", 900),
];

/// "powers of tens": each word's power of ten.
const POWERS: [(&str, u8); 13] = [
    ("stotinu", 2),
    ("stotina", 2),
    ("stotine", 2),
    ("tisuca", 3),
    ("tisucu", 3),
    ("tisuce", 3),
    ("tisuća", 3),
    ("tisuću", 3),
    ("tisuće", 3),
    ("milijun", 6),
    ("milijuna", 6),
    ("milijon", 6),
    ("milijona", 6),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("a pair", vec![re("par")], |_| with_grain(2.0, 1, false)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("tucet?")], |_| with_grain(12.0, 1, false)),
        Rule::new("few", vec![re("nekoliko")], |_| integer(3)),
        Rule::new(
            "integer (0..19)",
            vec![re(
                "(ni(s|š)ta|ni(s|š)tica|nula|jedanaest|dvanaest|trinaest|jeda?n(a|u|o(ga?)?)?|dv(i?je)?(a|o)?(ma)?|tri(ma)?|(č|c)etiri|(č|c)etrnaest|petnaest|pet|(s|š)esnaest|(š|s)est|sedamnaest|sedam|osamnaest|osam|devetnaest|devet)",
            )],
            |m| integer(lookup(&ZERO_TO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(dvadeset|trideset|(c|č)etrdeset|pedeset|(š|s)esdeset|sedamdeset|osamdeset|devedeset)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (100..900)",
            vec![re(
                "(sto|dvjest(o|a)|tristo|(c|č)etiristo|petsto|(š|s)esto|sedamsto|osamsto|devetsto)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        tens_units("integer 21..99", None),
        digits(
            "integer with thousands separator .",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            '.',
        ),
        compose_by_multiplication(),
        number_dot_number("number dot number", "cijela|to(c|č)ka|zarez"),
        Rule::new(
            "numbers 100..999",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                numeral(|n| n.value == 100.0),
                numeral(|n| number_between(n, 0.0, 100.0)),
            ],
            |m| double(100.0 * m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        tens_units("numbers i", Some("i")),
        negative("-|minus|negativ"),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(stotin(u|a|e)|tisu(c|ć)(a|u|e)|milij(u|o)na?)")],
            |m| power_of_ten(lookup(&POWERS, m[0].group(1)?)?),
        ),
        Rule::new("single", vec![re("sam")], |_| with_grain(1.0, 1, false)),
        intersect("intersect", None),
        Rule::new("ten", vec![re("deset|cener")], |_| {
            with_grain(10.0, 1, false)
        }),
    ]
}
