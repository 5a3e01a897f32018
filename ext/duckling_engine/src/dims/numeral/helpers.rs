//! Duckling's `Duckling/Numeral/Helpers.hs`: the predicates numeral patterns test, the productions that build
//! numeral tokens, and the parsing of digits.

use crate::dims::token::{Matched, NumeralData, Rule, Token, numeral, re};

/// Duckling's `double`: a plain number token (no grain, not multipliable, fine for any time).
pub(super) fn double(value: f64) -> Option<Token> {
    Some(Token::Numeral(NumeralData::new(value)))
}

/// Duckling's `integer`.
pub(crate) fn integer(value: i64) -> Option<Token> {
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

/// Duckling's `withGrain grain`, and `withMultipliable` when `multipliable` ("kakssada" is 200, grain 2, and
/// multiplies what it follows).
pub(super) fn with_grain(value: f64, grain: u8, multipliable: bool) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        grain: Some(grain),
        multipliable,
        ..NumeralData::new(value)
    }))
}

/// Duckling's `notOkForAnyTime`: a number that may not stand for a time on its own ("a couple", "1/2").
pub(super) fn not_ok_for_any_time(n: NumeralData) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        ok_for_any_time: false,
        ..n
    }))
}

/// Duckling's `withMultipliable` and `notOkForAnyTime` on an integer: a word that multiplies what it follows
/// and never stands for a time alone ("dozen").
pub(super) fn multipliable_not_for_time(value: f64) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        multipliable: true,
        ok_for_any_time: false,
        ..NumeralData::new(value)
    }))
}

/// Duckling's `oneOf [20, 30 .. 90]`: the value only, whatever its flags.
pub(crate) fn round_ten(n: &NumeralData) -> bool {
    matches!(n.int_value(), Some(20 | 30 | 40 | 50 | 60 | 70 | 80 | 90))
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

/// Duckling's `oneOf [from, from + step .. to]`: the value only, whatever its flags ("integer 21..99" takes
/// the tens this way, even a ten made from digits).
pub(super) fn one_of_steps(n: &NumeralData, from: f64, step: f64, to: f64) -> bool {
    (from..=to).contains(&n.value) && ((n.value - from) / step).fract() == 0.0
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

/// Duckling's `parseDouble` over what a digit regex matched (a leading dot reads as "0."). Like Duckling's
/// `Atto.parseOnly Atto.double`, it reads the longest number the text begins with and ignores the rest:
/// Danish "1299,95" (its thousands rule drops the dots but keeps the comma) is 1299.
pub(crate) fn parse_double(digits: &str) -> Option<f64> {
    let bytes = digits.as_bytes();
    let run = |from: usize| {
        from + bytes[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let sign = usize::from(matches!(bytes.first(), Some(b'+' | b'-')));
    let mut end = run(sign);
    if bytes.get(end) == Some(&b'.') && run(end + 1) > end + 1 {
        end = run(end + 1);
    }
    if matches!(bytes.get(end), Some(b'e' | b'E')) {
        let exponent = end + 1 + usize::from(matches!(bytes.get(end + 1), Some(b'+' | b'-')));
        if run(exponent) > exponent {
            end = run(exponent);
        }
    }
    digits[..end].parse().ok()
}

/// Duckling's `parseInt` over a run of digits; `None` where it overflows (Duckling's `Int` would wrap).
pub(crate) fn parse_int(digits: &str) -> Option<i64> {
    digits.parse().ok()
}

/// The value a lookup table gives a word, whatever its case (Duckling lower-cases the match first, accents
/// included: "DIECISÉIS" is "dieciséis"). The tables are short, so a scan costs less than lower-casing into a
/// new string; an ASCII word is compared byte by byte. Another word written as the table writes it is found by
/// its bytes first: lower-casing both sides character by character was a sixteenth of a Telugu number's
/// parse, and no table holds two words that differ only in case (Duckling's tables are maps of lower-case
/// words), so the word found is the one a scan by case would find.
pub(crate) fn lookup<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
    fn lower(s: &str) -> impl Iterator<Item = char> + '_ {
        s.chars().flat_map(char::to_lowercase)
    }
    let same = |w: &str| match word.is_ascii() && w.is_ascii() {
        true => w.eq_ignore_ascii_case(word),
        false => lower(w).eq(lower(word)),
    };
    let as_written = match word.is_ascii() {
        true => None,
        false => table.iter().find(|(w, _)| *w == word),
    };
    as_written
        .or_else(|| table.iter().find(|(w, _)| same(w)))
        .map(|&(_, v)| v)
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

/// Whether an ASCII letter, digit or `_` follows a regex match: Duckling's look-ahead `(?=[\W$€¢£]|$)` after a
/// unit word, whose `\W` (PCRE without UCP) is every character but those, a Thai or Devanagari letter included.
pub(super) fn ascii_word_follows(m: &Matched<'_, Token>) -> bool {
    let (Some(text), Some(whole)) = (m.haystack(), m.range(0)) else {
        return false;
    };
    text[whole.end..]
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Duckling's `singleStringLookupRule`: one regex of the table's words, longest first (so that a longer word
/// is never shadowed by its prefix), and the value of the word found.
pub(super) fn single_string_lookup(
    name: &'static str,
    table: &'static [(&'static str, i64)],
) -> Rule {
    let mut words: Vec<&str> = table.iter().map(|&(w, _)| w).collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.chars().count()));
    Rule::new(name, vec![re(&format!("({})", words.join("|")))], |m| {
        integer(lookup(table, m[0].group(1)?)?)
    })
}

/// A rule of a table's words written as Duckling writes it: its own regex (group 1 the word), and `make` of
/// the word's value in the table (a number, an ordinal).
pub(crate) fn lookup_rule(
    name: &'static str,
    regex: &str,
    table: &'static [(&'static str, i64)],
    make: fn(i64) -> Option<Token>,
) -> Rule {
    Rule::new(name, vec![re(regex)], move |m| {
        make(lookup(table, m[0].group(1)?)?)
    })
}

/// [`lookup_rule`] for numbers.
pub(super) fn words_rule(
    name: &'static str,
    regex: &str,
    table: &'static [(&'static str, i64)],
) -> Rule {
    lookup_rule(name, regex, table, integer)
}

/// A ten and a unit written as one word ("இருபத்திஒன்று", "ഇരുപത്തിരണ്ട്"): the regex's group 1 looked up in
/// `tens`, its group 2 in `units`, and `make` of their sum.
pub(crate) fn tens_units_rule(
    name: &'static str,
    regex: &str,
    tens: &'static [(&'static str, i64)],
    units: &'static [(&'static str, i64)],
    make: fn(i64) -> Option<Token>,
) -> Rule {
    Rule::new(name, vec![re(regex)], move |m| {
        make(lookup(tens, m[0].group(1)?)? + lookup(units, m[0].group(2)?)?)
    })
}

/// The integers of a script's own digits (Devanagari "१२", Bengali "১২", …), `digits` being its zero to nine
/// and `most` the longest run read: Duckling's `regex "([०१२३४५६७८९]{1,18})"` and `parseInt` of the digits
/// mapped to ASCII.
pub(super) fn native_digits(name: &'static str, digits: [char; 10], most: usize) -> Rule {
    let class: String = digits.iter().collect();
    Rule::new(
        name,
        vec![re(&format!("([{class}]{{1,{most}}})"))],
        move |m| {
            let ascii: String = m[0]
                .group(1)?
                .chars()
                .map(|c| match digits.iter().position(|&d| d == c) {
                    Some(i) => char::from(b'0' + i as u8),
                    None => c,
                })
                .collect();
            integer(parse_int(&ascii)?)
        },
    )
}

/// Duckling's "intersect 2 numbers": "three hundred" and "twelve", adjacent.
pub(super) fn sum_rule() -> Rule {
    Rule::new(
        "intersect 2 numbers",
        vec![numeral(addend_with_grain), numeral(addend)],
        |m| sum(m[0].numeral()?, m[1].numeral()?),
    )
}

/// Duckling's "intersect 2 numbers (with and)", `and` the language's word for it.
pub(super) fn sum_and_rule(and: &str) -> Rule {
    Rule::new(
        "intersect 2 numbers (with and)",
        vec![numeral(addend_with_grain), re(and), numeral(addend)],
        |m| sum(m[0].numeral()?, m[2].numeral()?),
    )
}

/// Duckling's "compose by multiplication": a number, of those `first` accepts, times a multiplier after it.
pub(super) fn multiply_rule(first: fn(&NumeralData) -> bool) -> Rule {
    Rule::new(
        "compose by multiplication",
        vec![numeral(first), numeral(|n| n.multipliable)],
        |m| multiply(m[0].numeral()?, m[1].numeral()?),
    )
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
        assert_eq!(parse_double("1299,95"), Some(1299.0));
        assert_eq!(parse_double("2.5e3x"), Some(2500.0));
        assert_eq!(parse_double(","), None);
        assert_eq!(parse_int("0033"), Some(33));
        assert_eq!(parse_int("99999999999999999999"), None);
        assert_eq!(divide(1.0, 0.0), None);
        assert_eq!(lookup(&[("one", 1)], "ONE"), Some(1));
    }
}
