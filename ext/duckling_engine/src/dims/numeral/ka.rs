//! Georgian numbers (`Duckling/Numeral/KA/Rules.hs`): words to the billions ("ორას ორმოცდაათი", "ას ოცი
//! ათასი"), the informal "წყვილი" and "რამდენიმე", decimals ("ერთი მთელი ერთი"), suffixes ("3M") and
//! negatives ("მინუს").

use super::helpers::{
    dash_follows, decimals_to_double, double, has_grain, integer, is_positive, lookup,
    not_ok_for_any_time, number_between, one_of_steps, power_of_ten, sum_and_rule, sum_rule,
};
use super::shared::{compose_by_multiplication, digits, number_dot_number};
use crate::dims::token::{Kind, Matched, NumeralData, Rule, Token, any, numeral, re};

const ZERO_TO_NINETEEN: [(&str, i64); 41] = [
    ("ნოლ", 0),
    ("ნულ", 0),
    ("ნული", 0),
    ("ნოლი", 0),
    ("ერთი", 1),
    ("ორი", 2),
    ("ორ", 2),
    ("სამი", 3),
    ("სამ", 3),
    ("ოთხი", 4),
    ("ოთხ", 4),
    ("ხუთი", 5),
    ("ხუთ", 5),
    ("ექვსი", 6),
    ("ექვს", 6),
    ("შვიდი", 7),
    ("შვიდ", 7),
    ("რვა", 8),
    ("რვ", 8),
    ("ცხრა", 9),
    ("ცხრ", 9),
    ("ათი", 10),
    ("აათი", 10),
    ("თერთმეტი", 11),
    ("თერთმეტ", 11),
    ("თორმეტი", 12),
    ("თორმეტ", 12),
    ("ცამეტი", 13),
    ("ცამეტ", 13),
    ("თოთხმეტი", 14),
    ("თოთხმეტ", 14),
    ("თხუთმეტი", 15),
    ("თხუთმეტ", 15),
    ("თექვსმეტი", 16),
    ("თექვსმეტ", 16),
    ("ჩვიდმეტი", 17),
    ("ჩვიდმეტ", 17),
    ("თვრამეტი", 18),
    ("თვრამეტ", 18),
    ("ცხრამეტი", 19),
    ("ცხრამეტ", 19),
];

/// Duckling's `informalMap`: numbers that never stand for a time alone ("ერთი" is read from the first table).
const INFORMAL: [(&str, i64); 5] = [
    ("წყვილი", 2),
    ("წყვილები", 2),
    ("ცოტა", 3),
    ("რამდენიმე", 3),
    ("რამოდენიმე", 3),
];

const TENS: [(&str, i64); 20] = [
    ("ოცი", 20),
    ("ოცდა", 20),
    ("ოც", 20),
    ("ოცდაათ", 30),
    ("ოცდაათი", 30),
    ("ორმოც", 40),
    ("ორმოცი", 40),
    ("ორმოცდა", 40),
    ("ორმოცდაათ", 50),
    ("ორმოცდაათი", 50),
    ("სამოც", 60),
    ("სამოცი", 60),
    ("სამოცდა", 60),
    ("სამოცდაათ", 70),
    ("სამოცდაათი", 70),
    ("ოთხმოც", 80),
    ("ოთხმოცი", 80),
    ("ოთხმოცდა", 80),
    ("ოთხმოცდაათ", 90),
    ("ოთხმოცდაათი", 90),
];

/// Duckling's `hundredsMap`: each hundred with and without its final "ი", and written in two words.
const HUNDREDS: [(&str, i64); 34] = [
    ("ასი", 100),
    ("ორასი", 200),
    ("სამასი", 300),
    ("ოთხასი", 400),
    ("ხუთასი", 500),
    ("ექვსასი", 600),
    ("შვიდასი", 700),
    ("რვაასი", 800),
    ("ცხრაასი", 900),
    ("ას", 100),
    ("ორას", 200),
    ("სამას", 300),
    ("ოთხას", 400),
    ("ხუთას", 500),
    ("ექვსას", 600),
    ("შვიდას", 700),
    ("რვაას", 800),
    ("ცხრაას", 900),
    ("ორ ას", 200),
    ("სამ ას", 300),
    ("ოთხ ას", 400),
    ("ხუთ ას", 500),
    ("ექვს ას", 600),
    ("შვიდ ას", 700),
    ("რვა ას", 800),
    ("ცხრა ას", 900),
    ("ორ ასი", 200),
    ("სამ ასი", 300),
    ("ოთხ ასი", 400),
    ("ხუთ ასი", 500),
    ("ექვს ასი", 600),
    ("შვიდ ასი", 700),
    ("რვა ასი", 800),
    ("ცხრა ასი", 900),
];

const POWERS: [(&str, u8); 6] = [
    ("ათასი", 3),
    ("ათას", 3),
    ("მილიონი", 6),
    ("მილიონ", 6),
    ("მილიარდი", 9),
    ("მილიარდ", 9),
];

/// Duckling's `oneOf [100, 200 .. 900]`.
fn hundred(n: &NumeralData) -> bool {
    one_of_steps(n, 100.0, 100.0, 900.0)
}

/// Duckling's `oneOf [20, 40 .. 90]`: twenty, forty, sixty, eighty, which "და" joins to a unit below twenty.
fn score(n: &NumeralData) -> bool {
    one_of_steps(n, 20.0, 20.0, 90.0)
}

/// Duckling's `numberBetween 1 20`.
fn below_twenty(n: &NumeralData) -> bool {
    number_between(n, 1.0, 20.0)
}

/// The sum of every number the rule read.
fn sum_of(m: &[Matched<'_, Token>]) -> Option<Token> {
    let mut total = 0.0;
    for item in m {
        total += item.numeral()?.value;
    }
    double(total)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "integer (0..19)",
            vec![re(
                "(წყვილ(ებ)?ი|ცოტა|რამდენიმე|რამოდენიმე|ნოლი?|ნული?|ერთი|ორი?|სამი?|ოთხი?|ხუთი?|ექვსი?|შვიდი?|რვა|თერთმეტი?|თორმეტი?|ცამეტი?|თოთხმეტი?|თხუთმეტი?|თექვსმეტი?|ჩვიდმეტი?|თვრამეტი?|ცხრამეტი?|ცხრა|ა?ათი)",
            )],
            |m| {
                let word = m[0].group(1)?;
                match lookup(&ZERO_TO_NINETEEN, word) {
                    Some(n) => integer(n),
                    None => match integer(lookup(&INFORMAL, word)?)? {
                        Token::Numeral(n) => not_ok_for_any_time(n),
                        _ => None,
                    },
                }
            },
        ),
        Rule::new(
            "integer (800..900)",
            vec![re(
                "(ასი?|ორ ?ასი?|სამ ?ასი?|ოთხ ?ასი?|ხუთ ?ასი?|ექვს ?ასი?|შვიდ ?ასი?|რვა ?ასი?|ცხრა ?ასი?)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 100..999",
            vec![numeral(hundred), numeral(score), numeral(below_twenty)],
            sum_of,
        ),
        Rule::new(
            "integer 100..999",
            vec![numeral(hundred), numeral(below_twenty)],
            sum_of,
        ),
        Rule::new(
            "integer 100..999",
            vec![
                numeral(hundred),
                numeral(|n| one_of_steps(n, 10.0, 10.0, 90.0)),
            ],
            sum_of,
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(ოცდაათი?|ორმოცდაათი?|სამოცდაათი?|ოთხმოცდაათი?|ოცდა|ორმოცდა|სამოცდა|ოთხმოცდა|ოცი?|ორმოცი?|სამოცი?|ოთხმოცი?)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "powers of tens",
            vec![re("(ათასი?|მილიონი?|მილიარდი?)")],
            |m| power_of_ten(lookup(&POWERS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 21..99",
            vec![numeral(score), numeral(below_twenty)],
            sum_of,
        ),
        number_dot_number("one point 2", "წერტილი|მთელი"),
        Rule::new(
            "point 77",
            vec![re("წერტილი|მთელი"), numeral(|n| !has_grain(n))],
            |m| double(decimals_to_double(m[1].numeral()?.value)),
        ),
        digits("decimal number", r"(\d*\.\d+)", None, '.'),
        digits(
            "comma-separated numbers",
            r"(\d+(,\d\d\d)+(\.\d+)?)",
            Some(','),
            '.',
        ),
        // Duckling's `(?=[\W$€¢£]|$)` after the suffix is a word boundary: every one of those is no word
        // character.
        Rule::new(
            "suffixes (K,M,G))",
            vec![any(Kind::Numeral), re(r"([kmg])\b")],
            |m| {
                let scale = match m[1].group(1)?.to_ascii_lowercase().as_str() {
                    "k" => 1e3,
                    "m" => 1e6,
                    "g" => 1e9,
                    _ => return None,
                };
                double(m[0].numeral()?.value * scale)
            },
        ),
        Rule::new(
            "negative numbers",
            // Duckling's `(?!\s*-)` after the sign is checked in the production.
            vec![re("(-|მინუს|მინ)"), numeral(is_positive)],
            |m| {
                if dash_follows(&m[0]) {
                    return None;
                }
                double(-m[1].numeral()?.value)
            },
        ),
        sum_rule(),
        sum_and_rule("და"),
        compose_by_multiplication(),
    ]
}
