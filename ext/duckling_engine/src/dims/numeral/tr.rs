//! Turkish numbers (`Duckling/Numeral/TR/Rules.hs`): words, written as one ("yirmibeş", "ikiyüz",
//! "onbirbuçuk") and looked up whole as Duckling's tables list them, or composed ("iki yüz", "beş bin"),
//! digits with a decimal comma and thousands dots, halves ("buçuk"), the K/M/G/B suffixes and negatives.

use super::helpers::{
    addend, decimals_to_double, double, has_grain, integer, is_positive, lookup, multiply,
    number_between, parse_double, power_of_ten, sum,
};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};

const ZERO_NINE: [(&str, i64); 16] = [
    ("sıfır", 0),
    ("yok", 0),
    ("hiç", 0),
    ("bir", 1),
    ("bi", 1),
    ("yek", 1),
    ("tek", 1),
    ("iki", 2),
    ("üç", 3),
    ("üçü", 3),
    ("dört", 4),
    ("beş", 5),
    ("altı", 6),
    ("yedi", 7),
    ("sekiz", 8),
    ("dokuz", 9),
];

const TENS: [(&str, i64); 10] = [
    ("on", 10),
    ("yirmi", 20),
    ("otuz", 30),
    ("kırk", 40),
    ("elli", 50),
    ("altmış", 60),
    ("atmış", 60),
    ("yetmiş", 70),
    ("seksen", 80),
    ("doksan", 90),
];

const ELEVEN_NINETY_NINE: [(&str, i64); 98] = [
    ("onbi", 11),
    ("onbir", 11),
    ("oniki", 12),
    ("onüç", 13),
    ("ondört", 14),
    ("onbeş", 15),
    ("onaltı", 16),
    ("onyedi", 17),
    ("onsekiz", 18),
    ("ondokuz", 19),
    ("yirmibi", 21),
    ("yirmibir", 21),
    ("yirmiiki", 22),
    ("yirmiüç", 23),
    ("yirmidört", 24),
    ("yirmibeş", 25),
    ("yirmialtı", 26),
    ("yirmiyedi", 27),
    ("yirmisekiz", 28),
    ("yirmidokuz", 29),
    ("otuzbi", 31),
    ("otuzbir", 31),
    ("otuziki", 32),
    ("otuzüç", 33),
    ("otuzdört", 34),
    ("otuzbeş", 35),
    ("otuzaltı", 36),
    ("otuzyedi", 37),
    ("otuzsekiz", 38),
    ("otuzdokuz", 39),
    ("kırkbir", 41),
    ("kırkbi", 41),
    ("kırkiki", 42),
    ("kırküç", 43),
    ("kırkdört", 44),
    ("kırkbeş", 45),
    ("kırkaltı", 46),
    ("kırkyedi", 47),
    ("kırksekiz", 48),
    ("kırkdokuz", 49),
    ("ellibi", 51),
    ("ellibir", 51),
    ("elliiki", 52),
    ("elliüç", 53),
    ("ellidört", 54),
    ("ellibeş", 55),
    ("ellialtı", 56),
    ("elliyedi", 57),
    ("ellisekiz", 58),
    ("ellidokuz", 59),
    ("altmışbir", 61),
    ("atmışbir", 61),
    ("atmışiki", 62),
    ("altmışiki", 62),
    ("atmışüç", 63),
    ("altmışüç", 63),
    ("atmışdört", 64),
    ("altmışdört", 64),
    ("atmışbeş", 65),
    ("altmışbeş", 65),
    ("atmışaltı", 66),
    ("altmışaltı", 66),
    ("altmışyedi", 67),
    ("atmışyedi", 67),
    ("altmışsekiz", 68),
    ("atmışsekiz", 68),
    ("atmışdokuz", 69),
    ("altmışdokuz", 69),
    ("yetmişbir", 71),
    ("yetmişbi", 71),
    ("yetmişiki", 72),
    ("yetmişüç", 73),
    ("yetmişdört", 74),
    ("yetmişbeş", 75),
    ("yetmişaltı", 76),
    ("yetmişyedi", 77),
    ("yetmişsekiz", 78),
    ("yetmişdokuz", 79),
    ("seksenbir", 81),
    ("seksenbi", 81),
    ("sekseniki", 82),
    ("seksenüç", 83),
    ("seksendört", 84),
    ("seksenbeş", 85),
    ("seksenaltı", 86),
    ("seksenyedi", 87),
    ("seksensekiz", 88),
    ("seksendokuz", 89),
    ("doksanbi", 91),
    ("doksanbir", 91),
    ("doksaniki", 92),
    ("doksanüç", 93),
    ("doksandört", 94),
    ("doksanbeş", 95),
    ("doksanaltı", 96),
    ("doksanyedi", 97),
    ("doksansekiz", 98),
    ("doksandokuz", 99),
];

const HUNDREDS: [(&str, i64); 9] = [
    ("yüz", 100),
    ("ikiyüz", 200),
    ("üçyüz", 300),
    ("dörtyüz", 400),
    ("beşyüz", 500),
    ("altıyüz", 600),
    ("yediyüz", 700),
    ("sekizyüz", 800),
    ("dokuzyüz", 900),
];

const THOUSANDS: [(&str, i64); 9] = [
    ("bin", 1000),
    ("ikibin", 2000),
    ("üçbin", 3000),
    ("dörtbin", 4000),
    ("beşbin", 5000),
    ("altıbin", 6000),
    ("yedibin", 7000),
    ("sekizbin", 8000),
    ("dokuzbin", 9000),
];

const TEN_THOUSANDS: [(&str, i64); 10] = [
    ("onbin", 10000),
    ("yirmibin", 20000),
    ("otuzbin", 30000),
    ("kırkbin", 40000),
    ("ellibin", 50000),
    ("altmışbin", 60000),
    ("atmışbin", 60000),
    ("yetmişbin", 70000),
    ("seksenbin", 80000),
    ("doksanbin", 90000),
];

const HUNDRED_THOUSANDS: [(&str, i64); 9] = [
    ("yüzbin", 100000),
    ("ikiyüzbin", 200000),
    ("üçyüzbin", 300000),
    ("dörtyüzbin", 400000),
    ("beşyüzbin", 500000),
    ("altıyüzbin", 600000),
    ("yediyüzbin", 700000),
    ("sekizyüzbin", 800000),
    ("dokuzyüzbin", 900000),
];

const HALVES_ONE_NINE: [(&str, f64); 10] = [
    ("birbuçuk", 1.5),
    ("bibuçuk", 1.5),
    ("ikibuçuk", 2.5),
    ("üçbuçuk", 3.5),
    ("dörtbuçuk", 4.5),
    ("beşbuçuk", 5.5),
    ("altıbuçuk", 6.5),
    ("yedibuçuk", 7.5),
    ("sekizbuçuk", 8.5),
    ("dokuzbuçuk", 9.5),
];

const HALVES_TENS: [(&str, f64); 10] = [
    ("onbuçuk", 10.5),
    ("yirmibuçuk", 20.5),
    ("otuzbuçuk", 30.5),
    ("kırkbuçuk", 40.5),
    ("ellibuçuk", 50.5),
    ("atmışbuçuk", 60.5),
    ("altmışbuçuk", 60.5),
    ("yetmişbuçuk", 70.5),
    ("seksenbuçuk", 80.5),
    ("doksanbuçuk", 90.5),
];

const HALVES_ELEVEN_NINETY_NINE: [(&str, f64); 98] = [
    ("onbirbuçuk", 11.5),
    ("onbibuçuk", 11.5),
    ("onikibuçuk", 12.5),
    ("onüçbuçuk", 13.5),
    ("ondörtbuçuk", 14.5),
    ("onbeşbuçuk", 15.5),
    ("onaltıbuçuk", 16.5),
    ("onyedibuçuk", 17.5),
    ("onsekizbuçuk", 18.5),
    ("ondokuzbuçuk", 19.5),
    ("yirmibibuçuk", 21.5),
    ("yirmibirbuçuk", 21.5),
    ("yirmiikibuçuk", 22.5),
    ("yirmiüçbuçuk", 23.5),
    ("yirmidörtbuçuk", 24.5),
    ("yirmibeşbuçuk", 25.5),
    ("yirmialtıbuçuk", 26.5),
    ("yirmiyedibuçuk", 27.5),
    ("yirmisekizbuçuk", 28.5),
    ("yirmidokuzbuçuk", 29.5),
    ("otuzbibuçuk", 31.5),
    ("otuzbirbuçuk", 31.5),
    ("otuzikibuçuk", 32.5),
    ("otuzüçbuçuk", 33.5),
    ("otuzdörtbuçuk", 34.5),
    ("otuzbeşbuçuk", 35.5),
    ("otuzaltıbuçuk", 36.5),
    ("otuzyedibuçuk", 37.5),
    ("otuzsekizbuçuk", 38.5),
    ("otuzdokuzbuçuk", 39.5),
    ("kırkbirbuçuk", 41.5),
    ("kırkbibuçuk", 41.5),
    ("kırkikibuçuk", 42.5),
    ("kırküçbuçuk", 43.5),
    ("kırkdörtbuçuk", 44.5),
    ("kırkbeşbuçuk", 45.5),
    ("kırkaltıbuçuk", 46.5),
    ("kırkyedibuçuk", 47.5),
    ("kırksekizbuçuk", 48.5),
    ("kırkdokuzbuçuk", 49.5),
    ("ellibibuçuk", 51.5),
    ("ellibirbuçuk", 51.5),
    ("elliikibuçuk", 52.5),
    ("elliüçbuçuk", 53.5),
    ("ellidörtbuçuk", 54.5),
    ("ellibeşbuçuk", 55.5),
    ("ellialtıbuçuk", 56.5),
    ("elliyedibuçuk", 57.5),
    ("ellisekizbuçuk", 58.5),
    ("ellidokuzbuçuk", 59.5),
    ("altmışbirbuçuk", 61.5),
    ("atmışbirbuçuk", 61.5),
    ("altmışikibuçuk", 62.5),
    ("atmışikibuçuk", 62.5),
    ("atmışüçbuçuk", 63.5),
    ("altmışüçbuçuk", 63.5),
    ("altmışdörtbuçuk", 64.5),
    ("atmışdörtbuçuk", 64.5),
    ("altmışbeşbuçuk", 65.5),
    ("atmışbeşbuçuk", 65.5),
    ("altmışaltıbuçuk", 66.5),
    ("atmışaltıbuçuk", 66.5),
    ("atmışyedibuçuk", 67.5),
    ("altmışyedibuçuk", 67.5),
    ("altmışsekizbuçuk", 68.5),
    ("atmışsekizbuçuk", 68.5),
    ("altmışdokuzbuçuk", 69.5),
    ("atmışdokuzbuçuk", 69.5),
    ("yetmişbibuçuk", 71.5),
    ("yetmişbirbuçuk", 71.5),
    ("yetmişikibuçuk", 72.5),
    ("yetmişüçbuçuk", 73.5),
    ("yetmişdörtbuçuk", 74.5),
    ("yetmişbeşbuçuk", 75.5),
    ("yetmişaltıbuçuk", 76.5),
    ("yetmişyedibuçuk", 77.5),
    ("yetmişsekizbuçuk", 78.5),
    ("yetmişdokuzbuçuk", 79.5),
    ("seksenbibuçuk", 81.5),
    ("seksenbirbuçuk", 81.5),
    ("seksenikibuçuk", 82.5),
    ("seksenüçbuçuk", 83.5),
    ("seksendörtbuçuk", 84.5),
    ("seksenbeşbuçuk", 85.5),
    ("seksenaltıbuçuk", 86.5),
    ("seksenyedibuçuk", 87.5),
    ("seksensekizbuçuk", 88.5),
    ("seksendokuzbuçuk", 89.5),
    ("doksanbirbuçuk", 91.5),
    ("doksanbibuçuk", 91.5),
    ("doksanikibuçuk", 92.5),
    ("doksanüçbuçuk", 93.5),
    ("doksandörtbuçuk", 94.5),
    ("doksanbeşbuçuk", 95.5),
    ("doksanaltıbuçuk", 96.5),
    ("doksanyedibuçuk", 97.5),
    ("doksansekizbuçuk", 98.5),
    ("doksandokuzbuçuk", 99.5),
];

/// Duckling's `withGrain` (and `withMultipliable` when `multipliable`) over an integer.
fn with_grain(value: i64, grain: u8, multipliable: bool) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        grain: Some(grain),
        multipliable,
        ..NumeralData::new(value as f64)
    }))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("a couple (of)", vec![re("(bir )?çift")], |_| {
            with_grain(2, 1, false)
        }),
        Rule::new("decimal number", vec![re(r"(\d*,\d+)")], |m| {
            double(parse_double(&m[0].group(1)?.replace(',', "."))?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(\.\d\d\d)+,\d+)")],
            |m| {
                double(parse_double(
                    &m[0].group(1)?.replace('.', "").replace(',', "."),
                )?)
            },
        ),
        Rule::new("dozen", vec![re("düzine")], |_| with_grain(12, 1, true)),
        Rule::new("few", vec![re("(bir)?az")], |_| integer(3)),
        Rule::new("group of ten(s)", vec![re("deste")], |_| {
            with_grain(10, 1, true)
        }),
        Rule::new("half", vec![re("(yarım)")], |_| double(0.5)),
        Rule::new(
            "integer (0..9)",
            vec![re(
                "(yok|hi(ç)|s(ı)f(ı)r|bir?|[ty]ek|iki|(ü)(ç)(ü)?|d(ö)rt|be(ş)|alt(ı)|yedi|sekiz|dokuz)",
            )],
            |m| integer(lookup(&ZERO_NINE, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (10..90)",
            vec![re(
                "(on|yirmi|otuz|kırk|elli|atmış|altmış|yetmiş|seksen|doksan)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 11..19 21..29 31..39 41..49 51..59 61..69 71..79 81..89 91..99",
            vec![re(
                "((on|yirmi|otuz|kırk|elli|atmış|altmış|yetmiş|seksen|doksan)(bir|bi|iki|üç|dört|beş|altı|yedi|sekiz|dokuz))",
            )],
            |m| integer(lookup(&ELEVEN_NINETY_NINE, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 11..99",
            vec![
                // Duckling's `oneOf`: the value only, whatever its flags.
                numeral(|n| {
                    matches!(
                        n.int_value(),
                        Some(10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90)
                    )
                }),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer 100..900",
            vec![re(
                "(yüz|ikiyüz|üçyüz|dörtyüz|beşyüz|altıyüz|yediyüz|sekizyüz|dokuzyüz)",
            )],
            |m| with_grain(lookup(&HUNDREDS, m[0].group(1)?)?, 2, false),
        ),
        Rule::new(
            "integer 1000..9000",
            vec![re(
                "(bin|ikibin|üçbin|dörtbin|beşbin|altıbin|yedibin|sekizbin|dokuzbin)",
            )],
            |m| with_grain(lookup(&THOUSANDS, m[0].group(1)?)?, 3, false),
        ),
        Rule::new(
            "integer 10000..90000",
            vec![re(
                "(onbin|yirmibin|otuzbin|kırkbin|ellibin|atmışbin|altmışbin|yetmişbin|seksenbin|doksanbin)",
            )],
            |m| with_grain(lookup(&TEN_THOUSANDS, m[0].group(1)?)?, 4, false),
        ),
        Rule::new(
            "integer 100000..900000",
            vec![re(
                "(yüzbin|ikiyüzbin|üçyüzbin|dörtyüzbin|beşyüzbin|altıyüzbin|yediyüzbin|sekizyüzbin|dokuzyüzbin)",
            )],
            |m| with_grain(lookup(&HUNDRED_THOUSANDS, m[0].group(1)?)?, 5, false),
        ),
        Rule::new(
            "integer 11..19 21..29 31..39 41..49 51..59 61..69 71..79 81..89 91..99",
            vec![re(
                "((on|yirmi|otuz|kırk|elli|atmış|altmış|yetmiş|seksen|doksan)(bir|bi|iki|üçü?|dört|beş|altı|yedi|sekiz|dokuz)(buçuk))",
            )],
            |m| double(lookup(&HALVES_ELEVEN_NINETY_NINE, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer with thousands separator .",
            vec![re(r"(\d{1,3}(\.\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace('.', ""))?),
        ),
        Rule::new(
            "intersect",
            vec![numeral(has_grain), numeral(addend)],
            |m| sum(m[0].numeral()?, m[1].numeral()?),
        ),
        Rule::new(
            "number dot number",
            vec![
                any(Kind::Numeral),
                re("nokta|virgül"),
                numeral(|n| !has_grain(n)),
            ],
            |m| double(m[0].numeral()?.value + decimals_to_double(m[2].numeral()?.value)),
        ),
        Rule::new(
            "number suffixes (half-suffix)",
            // Duckling's `(?=[\W$€]|$)` after the word: a word boundary.
            vec![any(Kind::Numeral), re(r"(buçuk)\b")],
            |m| double(m[0].numeral()?.value + 0.5),
        ),
        Rule::new(
            "number suffixes (half-suffix text) (1..9)",
            vec![re(
                "((bir?|iki|üçü?|dört|beş|altı|yedi|sekiz|dokuz)(buçuk))",
            )],
            |m| double(lookup(&HALVES_ONE_NINE, m[0].group(1)?)?),
        ),
        Rule::new(
            "number suffixes (half-suffix text) (10..90)",
            vec![re(
                "((on|yirmi|otuz|kırk|elli|atmış|altmış|yetmiş|seksen|doksan)(buçuk))",
            )],
            |m| double(lookup(&HALVES_TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "numbers prefix with -, negative or minus",
            vec![re("-|eksi|negatif"), numeral(is_positive)],
            |m| double(-m[1].numeral()?.value),
        ),
        Rule::new(
            "numbers suffixes (K, M, G)",
            // Duckling's `(?=[\W$€]|$)` after the letter: a word boundary. "b" is "bin", a thousand.
            vec![any(Kind::Numeral), re(r"([kmgb])\b")],
            |m| {
                let scale = match m[1].group(1)?.to_ascii_lowercase().as_str() {
                    "k" | "b" => 1e3,
                    "m" => 1e6,
                    "g" => 1e9,
                    _ => return None,
                };
                double(m[0].numeral()?.value * scale)
            },
        ),
        Rule::new(
            "powers of tens",
            vec![re("(y(ü)z|bin|milyon)")],
            |m| match m[0].group(1)?.to_lowercase().as_str() {
                "yüz" => power_of_ten(2),
                "bin" => power_of_ten(3),
                "milyon" => power_of_ten(6),
                _ => None,
            },
        ),
        Rule::new("quarter", vec![re("(çeyrek)")], |_| double(0.25)),
        Rule::new("ten", vec![re("on")], |_| with_grain(10, 1, true)),
        Rule::new(
            "compose by multiplication",
            vec![any(Kind::Numeral), numeral(|n| n.multipliable)],
            |m| multiply(m[0].numeral()?, m[1].numeral()?),
        ),
    ]
}
