//! Duckling's `Duckling/Numeral/Helpers.hs`: the predicates numeral patterns test, the productions that build
//! numeral tokens, and the parsing of digits.

use crate::dims::token::{Matched, NumeralData, Token};

/// Duckling's `double`: a plain number token (no grain, not multipliable, fine for any time).
pub(super) fn double(value: f64) -> Option<Token> {
    Some(Token::Numeral(NumeralData::new(value)))
}

/// Duckling's `integer`.
pub(super) fn integer(value: i64) -> Option<Token> {
    double(value as f64)
}

/// Duckling's `withGrain g . withMultipliable`: a power of ten ("hundred" is `10^2`, grain 2).
pub(super) fn power_of_ten(grain: u8) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        grain: Some(grain),
        multipliable: true,
        ..NumeralData::new(10f64.powi(grain.into()))
    }))
}

/// Duckling's `notOkForAnyTime`: a number that may not stand for a time on its own ("a couple", "1/2").
pub(super) fn not_ok_for_any_time(n: NumeralData) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        ok_for_any_time: false,
        ..n
    }))
}

/// Duckling's `isPositive` (zero included).
pub(crate) fn is_positive(n: &NumeralData) -> bool {
    n.value >= 0.0
}

/// Duckling's `hasGrain`: a grain above 1 ("hundred", "thousand"…).
pub(super) fn has_grain(n: &NumeralData) -> bool {
    n.grain.is_some_and(|g| g > 1)
}

/// Duckling's `numberBetween low up`: `low` included, `up` excluded, and never a multiplier ("dozen").
pub(crate) fn number_between(n: &NumeralData, low: f64, up: f64) -> bool {
    !n.multipliable && n.is_between(low, up)
}

/// Duckling's `multiply`: "five hundred" keeps the multiplier's grain, which must be larger than the number
/// it multiplies ("hundred thousand" but not "thousand hundred").
pub(super) fn multiply(a: &NumeralData, b: &NumeralData) -> Option<Token> {
    let product = a.value * b.value;
    match b.grain {
        None => double(product),
        Some(grain) if b.value > a.value => Some(Token::Numeral(NumeralData {
            grain: Some(grain),
            ..NumeralData::new(product)
        })),
        Some(_) => None,
    }
}

/// Duckling's `divide`: `None` for an infinite or undefined quotient ("1/0").
pub(super) fn divide(a: f64, b: f64) -> Option<Token> {
    let q = a / b;
    if q.is_finite() { double(q) } else { None }
}

/// Duckling's `decimalsToDouble`: the digits after a spelled-out point ("point 77" is .77), dividing by the
/// first power of ten above the number (of the first ten; 0 beyond them, as Duckling).
pub(crate) fn decimals_to_double(x: f64) -> f64 {
    std::iter::successors(Some(1.0f64), |p| Some(p * 10.0))
        .take(10)
        .find(|&p| x - p < 0.0)
        .map_or(0.0, |p| x / p)
}

/// Duckling's `parseDouble` over what a digit regex matched (digits with at most one dot; a leading dot reads
/// as "0.").
pub(crate) fn parse_double(digits: &str) -> Option<f64> {
    digits.parse().ok()
}

/// Duckling's `parseInt` over a run of digits; `None` where it overflows (Duckling's `Int` would wrap).
pub(crate) fn parse_int(digits: &str) -> Option<i64> {
    digits.parse().ok()
}

/// The value a lookup table gives a word, whatever its case (Duckling lower-cases the match first, accents
/// included: "DIECISÉIS" is "dieciséis"). The tables are short, so a scan costs less than lower-casing into a
/// new string; an ASCII word is compared byte by byte.
pub(crate) fn lookup<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
    fn lower(s: &str) -> impl Iterator<Item = char> + '_ {
        s.chars().flat_map(char::to_lowercase)
    }
    let same = |w: &str| match word.is_ascii() && w.is_ascii() {
        true => w.eq_ignore_ascii_case(word),
        false => lower(w).eq(lower(word)),
    };
    table.iter().find(|(w, _)| same(w)).map(|&(_, v)| v)
}

/// Whether only blanks and then a dash follow a regex match (Duckling's negative look-ahead `(?!\s*-)`).
pub(super) fn dash_follows(sign: &Matched<'_, Token>) -> bool {
    let (Some(text), Some(whole)) = (sign.haystack(), sign.range(0)) else {
        return false;
    };
    text[whole.end..].trim_start().starts_with('-')
}

/// The first number of a sum: a positive power of ten or a multiple of one ("three hundred").
pub(super) fn addend_with_grain(n: &NumeralData) -> bool {
    has_grain(n) && is_positive(n)
}

/// The second number of a sum: positive and no multiplier itself.
pub(super) fn addend(n: &NumeralData) -> bool {
    !n.multipliable && is_positive(n)
}

/// Duckling's sum of "three hundred" and "twelve" ("intersect 2 numbers"): only when the second is below the first's power of ten.
pub(super) fn sum(a: &NumeralData, b: &NumeralData) -> Option<Token> {
    let grain = a.grain?;
    if 10f64.powi(grain.into()) > b.value {
        double(a.value + b.value)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_divide_by_the_next_power_of_ten() {
        assert_eq!(decimals_to_double(77.0), 0.77);
        assert_eq!(decimals_to_double(1.0), 0.1);
        assert_eq!(decimals_to_double(0.0), 0.0);
        assert_eq!(decimals_to_double(1e12), 0.0);
    }

    #[test]
    fn a_multiplier_must_exceed_what_it_multiplies() {
        let five = NumeralData::new(5.0);
        let Some(Token::Numeral(hundred)) = power_of_ten(2) else {
            panic!("a power of ten is a numeral")
        };
        let Some(Token::Numeral(n)) = multiply(&five, &hundred) else {
            panic!("five hundred multiplies")
        };
        assert_eq!((n.value, n.grain, n.multipliable), (500.0, Some(2), false));
        assert_eq!(multiply(&NumeralData::new(1000.0), &hundred), None);
    }

    #[test]
    fn digits_parse_or_decline() {
        assert_eq!(parse_double(".77"), Some(0.77));
        assert_eq!(parse_int("0033"), Some(33));
        assert_eq!(parse_int("99999999999999999999"), None);
        assert_eq!(divide(1.0, 0.0), None);
        assert_eq!(lookup(&[("one", 1)], "ONE"), Some(1));
    }
}
