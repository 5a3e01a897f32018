//! Polish numbers (`Duckling/Numeral/PL/Rules.hs`): words in every case they decline to ("dwóch", "czterem",
//! "siedemdziesięciu"), hundreds, thousands and millions, decimals with a dot, thousands with commas, the
//! K/M/G suffixes and negatives.
//!
//! Duckling's hundreds carry grain 2 but are not multipliers ("sto", "dwieście"): they only add ("sto
//! dwadzieścia dwa"). Its "ten" and "nineteen" are spelled "dzisięć" and "dziewietnaście", so "dziesięć" and
//! "dziewiętnaście" are no numbers, in Duckling as here.

use super::helpers::{addend, double, has_grain, integer, number_between, parse_double, sum};
use super::shared::{
    compose_by_multiplication, intersect, negative, number_dot_number, suffixes_kmg,
};
use crate::dims::token::{NumeralData, Rule, Token, numeral, re};

/// A number written as one word, in any of its cases.
fn word(name: &'static str, pattern: &str, value: i64) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| integer(value))
}

/// Duckling's `integer v >>= withGrain g`, with `multipliable` for "tysiąc", "milion" and "tuzin".
fn with_grain(value: i64, grain: Option<u8>, multipliable: bool) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        grain,
        multipliable,
        ..NumeralData::new(value as f64)
    }))
}

/// Duckling's "number 100" … "number 900": grain 2, no multiplier.
fn hundreds(name: &'static str, pattern: &str, value: i64) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| {
        with_grain(value, Some(2), false)
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        word("a few", "kilk(a|u)", 3),
        word("a pair", "para?", 2),
        word("couple", "pare", 2),
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(,\d\d\d)+\.\d+)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new("dozen", vec![re("tuzin")], |_| with_grain(12, None, true)),
        word("eight", "o(s|ś)(iem|miu|mioma)", 8),
        word("eighteen", "osiemna(s|ś)(tu|cie|toma)", 18),
        word("eighty", "osiemdziesi((a|ą)t|(e|ę)ci(u|oma))", 80),
        word("eleven", "jedena(stu|(s|ś)cie|stoma)", 11),
        word("fifteen", "pi(ę)tna(s|ś)(ta|tu|cie|toma)", 15),
        word("fifty", "pi(ęć)dziesi(ą)t|pi(ęć)dziesi(ę)ci(u|oma)", 50),
        word("five", "pi(e|ę)(c|ć)(iu|oma|u)?", 5),
        word("four", "czter(ej|y|ech|em|ema)", 4),
        word("fourteen", "czterna(s|ś)(tu|cie|toma)", 14),
        word("fou?rty", "czterdzie(ś)ci|czterdziest(u|oma)", 40),
        Rule::new(
            "integer 21..99",
            vec![
                // Duckling's `oneOf`: the value only, whatever its flags.
                numeral(|n| matches!(n.int_value(), Some(20 | 30 | 40 | 50 | 60 | 70 | 80 | 90))),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        intersect("intersect", None),
        Rule::new(
            "intersect (with and)",
            vec![numeral(has_grain), re("i|a"), numeral(addend)],
            |m| sum(m[0].numeral()?, m[2].numeral()?),
        ),
        Rule::new("million", vec![re("milion(y|(ó)w)?")], |_| {
            with_grain(1_000_000, Some(6), true)
        }),
        compose_by_multiplication(),
        word("nine", "dziewi(e|ę)(ć|c)(iu|ioma)?", 9),
        word("nineteen", "dziewietna(s|ś)(tu|cie|toma)", 19),
        word(
            "ninety",
            "dziewi(e|ę)(c|ć)dziesi((a|ą)|(e|ę))(t|ci(u|oma))",
            90,
        ),
        hundreds("number 100", "(sto|setki)", 100),
        hundreds("number 200", "dwie((ś)cie| setki)", 200),
        hundreds("number 300", "(trzy(sta| setki))", 300),
        hundreds("number 400", "(cztery(sta| setki))", 400),
        hundreds("number 500", "pi(ęć)(set| setek)", 500),
        hundreds("number 600", "(sześć(set| setek))", 600),
        hundreds("number 700", "(siedem(set| setek))", 700),
        hundreds("number 800", "(osiem(set| setek))", 800),
        hundreds("number 900", "dziewi(ęć)(set| setek)", 900),
        number_dot_number("number dot number", "dot|point"),
        negative("-|minus|negative"),
        suffixes_kmg(),
        word("one", "jed(en|nego|nemu|nym|nej|n(a|ą))", 1),
        word("seven", "sied(miu|em|mioma)", 7),
        word("seventeen", "siedemna(s|ś)(tu|cie|toma)", 17),
        word("seventy", "siedemdziesi((a|ą)t|(e|ę)ci(u|oma))", 70),
        word("single", "pojedynczy", 1),
        word("six", "sze(s|ś)(c|ć)(iu|oma|u)?", 6),
        word("sixteen", "szesna(s|ś)(tu|cie|toma)", 16),
        word("sixty", "sze(ść)dziesi(ą)t|sze(ść)dziesi(ę)ci(u|oma)", 60),
        Rule::new(
            "special composition for missing hundreds like in one twenty two",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                numeral(|n| number_between(n, 10.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value * 100.0 + m[1].numeral()?.value),
        ),
        word("ten", "dzisi(e|ę)(ć|c)(iu|ioma)?", 10),
        word("thirteen", "trzyna(ś|s)(tu|cie|toma)", 13),
        word("thirty", "trzydzie(ś)ci|trzydziest(u|oma)", 30),
        Rule::new("thousand", vec![re("ty(s|ś)i(a|ą|ę)c(e|y)?")], |_| {
            with_grain(1000, Some(3), true)
        }),
        word("three", "trz(y|ema|ech)", 3),
        word("twelve", "dwunast(u|oma)|dwana(ś|s)cie", 12),
        word("twenty", "dwadzie(ś|s)cia|dwudziest(u|oma)", 20),
        word("two", "dw(a|(o|ó)(ch|m)|oma|iema|ie)", 2),
        word("zero", "(zero|nic)", 0),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_values_in;
    use crate::dims::token::Kind;

    /// Rules Duckling's PL corpus never reaches, with the values the real Duckling gives. "dzisięć" is how
    /// Duckling's "ten" rule spells ten; "pięć dwadzieścia" is its "one twenty two" composition.
    #[test]
    fn words_outside_the_corpus() {
        let examples = [
            ("tuzin", 12.0),
            ("kilka", 3.0),
            ("pare", 2.0),
            ("1 dot 5", 1.5),
            ("1,000.5", 1000.5),
            ("trzysta", 300.0),
            ("dziewięćset", 900.0),
            ("pięć dwadzieścia", 520.0),
            ("dzisięć", 10.0),
            ("jedenaście", 11.0),
            ("dziewięć", 9.0),
            ("milion", 1e6),
        ];
        check_values_in("pl", Kind::Numeral, &examples);
    }
}
