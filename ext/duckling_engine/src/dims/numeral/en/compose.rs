//! Numbers built from numbers, as `Duckling/Numeral/EN/Rules.hs` composes them: a spelled-out point
//! ("one point 2", "point 77"), negatives, sums ("one hundred and three", "three million two hundred
//! thousand"), products ("five hundred", "3 million") and a number repeated in parentheses ("forty-five (45)").

use crate::dims::numeral::helpers::{
    addend, addend_with_grain, dash_follows, decimals_to_double, double, has_grain, is_positive,
    multiply, sum,
};
use crate::dims::numeral::shared::number_dot_number;
use crate::dims::token::{NumeralData, Rule, numeral, re};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        number_dot_number("one point 2", "point|dot"),
        Rule::new(
            "point 77",
            vec![re("point|dot"), numeral(|n| !has_grain(n))],
            |m| double(decimals_to_double(m[1].numeral()?.value)),
        ),
        Rule::new(
            "negative numbers",
            // Duckling's `(?!\s*-)` after the sign ("- -5" is no negative) is checked in the production.
            vec![re("(-|minus|negative)"), numeral(is_positive)],
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
        Rule::new(
            "intersect 2 numbers (with and)",
            vec![numeral(addend_with_grain), re("and"), numeral(addend)],
            |m| sum(m[0].numeral()?, m[2].numeral()?),
        ),
        Rule::new(
            "compose by multiplication",
            vec![numeral(is_positive), numeral(|n| n.multipliable)],
            |m| multiply(m[0].numeral()?, m[1].numeral()?),
        ),
        Rule::new(
            "<integer> '('<integer>')'",
            vec![
                numeral(positive_integer),
                re(r"\("),
                numeral(positive_integer),
                re(r"\)"),
            ],
            |m| {
                let (a, b) = (m[0].numeral()?.value, m[2].numeral()?.value);
                if a == b { double(a) } else { None }
            },
        ),
    ]
}

fn positive_integer(n: &NumeralData) -> bool {
    n.value.fract() == 0.0 && n.value > 0.0
}
