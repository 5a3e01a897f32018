//! Polish ordinals (`Duckling/Ordinal/PL/Rules.hs`): "pierwszy" to "trzydziesty" in every case and gender,
//! the twenties and thirties composed ("dwudziesty czwarty", "dwudziestyczwarty"), and digits with an ending
//! ("3-ci", "21szy").

use crate::dims::ordinal::rules::{digits_ordinal, ordinal, word_ordinal};
use crate::dims::token::{Kind, Rule, any, re};

/// "dwudziesty" or "trzydziesty" and then an ordinal, which it adds to its `tens`.
fn tens_and(name: &'static str, pattern: &str, tens: i64) -> Rule {
    Rule::new(name, vec![re(pattern), any(Kind::Ordinal)], move |m| {
        ordinal(tens + m[1].ordinal()?.value)
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        word_ordinal("fifth ordinal", "pi(a|ą)t(y|ego|emu|m|(a|ą)|ej)", 5),
        word_ordinal("first ordinal", "pierw?sz(y|ego|emu|m|(a|ą)|ej)", 1),
        word_ordinal("fourth ordinal", "czwart(y|ego|emu|ym|(a|ą)|ej)", 4),
        word_ordinal(
            "22nd ordinal no space",
            "dwudziest(ym|y|ego|emu|(a|ą)|ej)drugi?(ego|emu|m|(a|ą)|ej)?",
            22,
        ),
        digits_ordinal(
            "ordinal (digits)",
            r"0*(\d+)( |-)?(szy|sza|szym|ego|go|szego|gi(ego|ej)?|st(a|y|ej)|t(ej|y|ego)|ci(ego)?)",
        ),
        word_ordinal(
            "23rd ordinal no space",
            "dwudziest(ym|y|ego|emu|(a|ą)|ej)trzeci(ego|ch|emu|m|mi|ej|(a|ą))?",
            23,
        ),
        word_ordinal("second ordinal", "drugi?(ego|emu|m|(a|ą)|ej)?", 2),
        word_ordinal("seventh ordinal", "si(o|ó)dm(y|ego|emu|m|(a|ą)|ej)", 7),
        word_ordinal("sixth ordinal", "sz(o|ó)st(y|ego|emu|m|(a|ą)|ej)", 6),
        word_ordinal(
            "21st ordinal no space",
            "dwudziest(ym|y|ego|emu|(a|ą)|ej)pierw?sz(y|ego|emu|m|(a|ą)|ej)",
            21,
        ),
        word_ordinal("8th ordinal", "(o|ó|Ó)sm(y|ego|emu|m|(a|ą)|ej)", 8),
        word_ordinal("17th ordinal", "siedemnast(ym|y|ego|emu|(a|ą)|ej)", 17),
        word_ordinal("18th ordinal", "osiemnast(ym|y|ego|emu|(a|ą)|ej)", 18),
        word_ordinal(
            "19th ordinal",
            "dziewi(ę|e)tnast(ym|y|ego|emu|(a|ą)|ej)",
            19,
        ),
        word_ordinal("20th ordinal", "dwudziest(ym|y|ego|emu|(a|ą)|ej)", 20),
        tens_and(
            "21-29th ordinal",
            "dwudziest(ym|y|ego|emu|(a|ą)|ej)( |-)?",
            20,
        ),
        word_ordinal("30th ordinal", "trzydziest(ym|y|ego|emu|(a|ą)|ej)", 30),
        tens_and(
            "31-39th ordinal",
            "trzydziest(ym|y|ego|emu|(a|ą)|ej)( |-)?",
            30,
        ),
        word_ordinal("9th ordinal", "dziewi(a|ą)t(ym|y|ego|em|emu|(a|ą)|ej)", 9),
        word_ordinal("10th ordinal", "dziesi(a|ą)t(ym|y|ego|emu|(a|ą)|ej)", 10),
        word_ordinal("11th ordinal", "jedenast(ym|y|ego|emu|(a|ą)|ej)", 11),
        word_ordinal("12th ordinal", "dwunast(ym|y|ego|emu|(a|ą)|ej)", 12),
        word_ordinal("13th ordinal", "trzynast(ym|y|ego|emu|(a|ą)|ej)", 13),
        word_ordinal("14th ordinal", "czternast(ym|y|ego|emu|(a|ą)|ej)", 14),
        word_ordinal("15th ordinal", "pi(e|ę)tnast(ym|y|ego|emu|(a|ą)|ej)", 15),
        word_ordinal("16th ordinal", "szesnast(ym|y|ego|emu|(a|ą)|ej)", 16),
        word_ordinal(
            "24th ordinal no space",
            "dwudziest(ym|y|ego|emu|(a|ą)|ej)czwart(y|ego|emu|ym|(a|ą)|ej)",
            24,
        ),
        word_ordinal("third ordinal", "trzeci(ego|ch|emu|m|mi|ej|(a|ą))?", 3),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_values_in;
    use crate::dims::token::Kind;

    /// Rules Duckling's PL corpus never reaches, with the values the real Duckling gives.
    #[test]
    fn ordinals_outside_the_corpus() {
        let examples = [
            ("czwarty", 4),
            ("dwunasty", 12),
            ("siedemnasty", 17),
            ("dwudziestydrugi", 22),
            ("dwudziestyczwarty", 24),
            ("trzydziesty", 30),
            ("trzydziesty pierwszy", 31),
        ];
        check_values_in("pl", Kind::Ordinal, &examples);
    }
}
