//! Where an entity may begin and end: Duckling's edges (`isRangeValid`: a regex match changes character class
//! at both ends), and word boundaries that respect Unicode, so that an entity edge never falls inside a word
//! ("calm" holds no "cal", "Let's" no "L").

use std::sync::LazyLock;

use regex_automata::meta::Regex;

use crate::options::{Apostrophe, Edges};

/// Whether `c` continues a word: cased letters, ASCII digits, numeric signs ("²") and combining marks. The underscore
/// does not: it stands for a blank in "mike_88" and marks italics in chat ("see you _tomorrow_"), and Duckling's edges
/// take it as a class of its own. Nor does a letter of a script without case: Chinese, Japanese and Thai write no
/// blanks between words, so where a word ends cannot be read from its characters, and Duckling's edges
/// ([`is_range_valid`]) are the only ones it has: "三点" is a time inside "下午三点开会". Nor does another script's
/// decimal digit, which those edges take as a class of its own too (Haskell's `isDigit` is ASCII's): Khmer reads its
/// digits one at a time, so "០ដឺក្រេ" is a temperature inside "២០ដឺក្រេ", as in Duckling. Other numeric signs do ("m²"
/// is one word).
pub(crate) fn is_word_char(c: char) -> bool {
    is_cased(c) || (c.is_numeric() && !is_other_script_digit(c)) || is_combining_mark(c)
}

/// A cased letter as Haskell's `isLower || isUpper` reads it. Rust's case tests also take the ordinal
/// indicators "º" and "ª" (Unicode's `Other_Lowercase`), which Haskell does not: to Duckling they are a class of
/// their own, so "dia 1º" ("the 1st") holds the date "dia 1" and "1ª" the number 1, not a word "1º".
fn is_cased(c: char) -> bool {
    (c.is_lowercase() || c.is_uppercase()) && !matches!(c, 'º' | 'ª')
}

/// A decimal digit (Unicode's `Nd`) of a script other than ASCII's: Devanagari "५", Khmer "៥", fullwidth "５".
fn is_other_script_digit(c: char) -> bool {
    static DECIMAL_DIGIT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\p{Nd}$").expect("a valid class"));
    !c.is_ascii() && DECIMAL_DIGIT.is_match(&*c.encode_utf8(&mut [0; 4]))
}

fn is_combining_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// Whether an edge at byte `at` falls inside a word: the characters on both sides of it continue a word, or
/// it follows an apostrophe that joins a word to a letter ("90'|s", as "Let's" is one word) where the
/// language's apostrophe joins words. An edge between
/// a word and other punctuation is outside ("5'" in "5'10", "$ 30" in "AU$ 30"), and so is one beside a
/// letter that [separates numbers](separates_numbers) ("9|x|13 inch", "2026-12-01|T|09:15"). A number glued to
/// a word is not cut at its decimal point either: "1.5x" is one word, so "1" of it is no number (nor "£1" of
/// "£1.2bn").
fn inside_word(text: &str, at: usize, apostrophe: Apostrophe) -> bool {
    // The text's ends are outside every word: a phone or card number is often the whole text.
    if at == 0 || at >= text.len() {
        return false;
    }
    // Each edge of every candidate entity is checked: most lie between two ASCII bytes that none of the cases
    // below but the plain one can concern, answered without decoding characters.
    let bytes = text.as_bytes();
    if let (Some(&a), Some(&b)) = (bytes.get(at - 1), bytes.get(at))
        && a.is_ascii()
        && b.is_ascii()
        && !may_be_special(a, b)
    {
        let word = |c: u8| c.is_ascii_alphanumeric();
        return word(a) && word(b);
    }
    inside_word_by_chars(text, at, apostrophe)
}

/// Whether an edge between the ASCII bytes `a` and `b` may be one of [`inside_word_by_chars`]'s special
/// cases: a sign between numbers (`x`, `X`, `T`, `Z` on either side), an apostrophe before it, or a number cut at
/// its decimal point, thousands comma or clock colon.
fn may_be_special(a: u8, b: u8) -> bool {
    let sign = |c: u8| matches!(c, b'x' | b'X' | b'T' | b'Z');
    let separator = |c: u8| matches!(c, b'.' | b',' | b':');
    sign(a)
        || sign(b)
        || a == b'\''
        || (a.is_ascii_digit() && separator(b))
        || (separator(a) && b.is_ascii_digit())
}

/// [`inside_word`] read character by character.
fn inside_word_by_chars(text: &str, at: usize, apostrophe: Apostrophe) -> bool {
    let mut before = text[..at].chars().rev();
    let mut after = text[at..].chars();
    let Some(next) = after.next() else {
        return false;
    };
    if cuts_glued_number(&text[..at], &text[at..]) {
        return true;
    }
    let (mut back, mut ahead) = (before.clone(), after.clone());
    match before.next() {
        Some(c) if separates_numbers(back.nth(1), c, Some(next)) => false,
        Some(c) if separates_numbers(Some(c), next, ahead.next()) => false,
        Some(c) if is_word_char(c) => is_word_char(next),
        Some('\'' | '\u{2019}') => {
            matches!(apostrophe, Apostrophe::Joins(_))
                && next.is_alphabetic()
                && before.next().is_some_and(is_word_char)
        }
        _ => false,
    }
}

/// Whether `letter`, between `left` and `right`, is a sign between two numbers rather than part of a word:
/// the times sign "x" after a digit or a foot or inch mark and before a digit ("9x13", "12'x14'", as Duckling
/// reads them: its edges only need a change of character class), or ISO 8601's "T" between a date's digits
/// and a time's ("2026-12-01T09:15" holds the date and the time of day, as in Duckling), or its "Z" (UTC)
/// closing a time ("18:45:12Z" holds the time to the second, as in Duckling, which reads it as local time
/// too). "3x a week", "0xff" and "5Zs" stay one word.
fn separates_numbers(left: Option<char>, letter: char, right: Option<char>) -> bool {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    let mark = |c: Option<char>| matches!(c, Some('\'' | '\u{2019}' | '"' | '\u{201D}'));
    match letter {
        'x' | 'X' => (digit(left) || mark(left)) && digit(right),
        'T' => digit(left) && digit(right),
        'Z' => digit(left) && !right.is_some_and(is_word_char),
        _ => false,
    }
}

/// Whether the edge between `head` and `tail` cuts a written number at its decimal point or thousands comma
/// ("1|.5", "1.|5", "1|,250", "1,|250"), or a clock time at its colon ("7|:30", "7:|30"), whose far side runs
/// into a word ("1.5x", "v1.5", "1,250abc", "7:30am"): that number is inside a word, and so is every piece of
/// it, so "lunch at 7" of "lunch at 7:30am" is no entity. A comma counts when exactly three digits follow it
/// ("8,10,12" is a list), a colon when two do (minutes). A number cut beside blanks stays cut, as Duckling cuts
/// it ("00 on 11/29" of "CHF 120.00 on 11/29", "in 9" of "in 9.58 seconds", "at 7" of "at 7:30 pm").
fn cuts_glued_number(head: &str, tail: &str) -> bool {
    const DIGITS_SEEN: usize = 64;
    let separates = |separator: char, digits_after: usize| match separator {
        '.' => digits_after > 0,
        ',' => digits_after == 3,
        ':' => digits_after == 2,
        _ => false,
    };
    // The digits at the start of `chars`, and whether a word character follows them. Each edge of every
    // candidate is checked, so the scan stops at `DIGITS_SEEN`: a run of a million digits costs no more per
    // edge than a short one (a longer run counts as not glued, as before this check).
    let digits_then_word = |chars: &mut dyn Iterator<Item = char>| {
        for (digits, c) in chars.take(DIGITS_SEEN + 1).enumerate() {
            if !c.is_ascii_digit() {
                return (digits, is_word_char(c));
            }
        }
        (0, false)
    };
    let digit_run = |s: &str| {
        s.bytes()
            .take(DIGITS_SEEN)
            .take_while(u8::is_ascii_digit)
            .count()
    };
    let mut ahead = tail.chars();
    let mut behind = head.chars().rev();
    match (behind.next(), ahead.next()) {
        (Some(c), Some(separator)) if c.is_ascii_digit() => {
            let (digits, glued) = digits_then_word(&mut ahead);
            glued && separates(separator, digits)
        }
        (Some(separator), Some(c)) if c.is_ascii_digit() => {
            let (digits, glued) = digits_then_word(&mut behind);
            digits > 0 && glued && separates(separator, digit_run(tail))
        }
        _ => false,
    }
}

/// Whether `text[range]` stands alone as whole words: neither edge falls inside a word. Where the language's
/// apostrophe joins words ("rock'n'roll"), a start just after one that elides a word of the language's ("l",
/// "dell") begins a word, as in French "l'été 2023" or Italian "dell'anno prossimo"; and an end between digits
/// and one of the language's `ordinal_suffixes` that ends the word ends one, as in Dutch "de 15|e".
pub(crate) fn is_whole_words(
    text: &str,
    start: usize,
    end: usize,
    apostrophe: Apostrophe,
    ordinal_suffixes: &[&str],
) -> bool {
    let elided = match apostrophe {
        Apostrophe::Joins(elisions) => follows_elision(text, start, elisions),
        Apostrophe::Separates => false,
    };
    (elided || !inside_word(text, start, apostrophe))
        && (!inside_word(text, end, apostrophe)
            || precedes_ordinal_suffix(text, end, ordinal_suffixes))
}

/// Whether digits end at `at` and one of `suffixes` follows them to the end of the word ("15|e", "3|ème",
/// "7|МИ", not "3|ex" nor "a|e"). The suffixes are lowercase.
fn precedes_ordinal_suffix(text: &str, at: usize, suffixes: &[&str]) -> bool {
    let (head, tail) = text.split_at(at);
    if suffixes.is_empty() || !head.ends_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    let word = tail.split(|c: char| !is_word_char(c)).next().unwrap_or("");
    suffixes
        .iter()
        .any(|suffix| word.chars().flat_map(char::to_lowercase).eq(suffix.chars()))
}

/// Whether `at` follows an apostrophe that ends one of `elisions`, itself a whole word.
fn follows_elision(text: &str, at: usize, elisions: &[&str]) -> bool {
    let Some(head) = text[..at]
        .strip_suffix('\'')
        .or_else(|| text[..at].strip_suffix('\u{2019}'))
    else {
        return false;
    };
    elisions.iter().any(|elided| {
        let Some(cut) = head.len().checked_sub(elided.len()) else {
            return false;
        };
        head.get(cut..)
            .is_some_and(|word| word.eq_ignore_ascii_case(elided))
            && !head[..cut].chars().next_back().is_some_and(is_word_char)
    })
}

/// Duckling's `isRangeValid`: a match's edges each separate two characters of different classes (cased
/// letters, digits, and every other character a class of its own), or, with [`Edges::Uncased`], two
/// characters of which neither is a cased letter or a digit.
pub(crate) fn is_range_valid(text: &str, start: usize, end: usize, edges: Edges) -> bool {
    match edges {
        Edges::Arabic => arabic_range_is_valid(text, start, end),
        _ => edge_is_valid(text, start, edges) && edge_is_valid(text, end, edges),
    }
}

/// Duckling's `arIsRangeValid`: its letters are one class with the cased ones, and a match may also be a
/// proclitic (و ف ل ب ك, ال) or an enclitic (ان, ين) standing at a word's edge, or start after a proclitic
/// ("والساعة") or end before an enclitic. Where Duckling reads past the text's end (an enclitic that ends one
/// character before it) and crashes, the text's end counts as an edge.
fn arabic_range_is_valid(text: &str, start: usize, end: usize) -> bool {
    const PROCLITICS: &str = "وفلبك";
    #[derive(PartialEq)]
    enum Class {
        Alpha,
        Digit,
        Other(char),
    }
    let class = |c: char| match c {
        c if is_arabic_letter(c) || c.is_lowercase() || c.is_uppercase() => Class::Alpha,
        c if c.is_ascii_digit() => Class::Digit,
        c => Class::Other(c),
    };
    let different = |a: Option<char>, b: Option<char>| match (a, b) {
        (Some(a), Some(b)) => class(a) != class(b),
        _ => true,
    };
    let before = text[..start].chars().next_back();
    let first = text[start..].chars().next();
    let mut ahead = text[end..].chars();
    let (next, after_next) = (ahead.next(), ahead.next());
    let last = text[start..end].chars().next_back();
    // Only lengths of one and two characters are asked about.
    let length = text[start..end].chars().take(3).count();
    let proclitic = |c: Option<char>| c.is_some_and(|c| PROCLITICS.contains(c));
    let enclitic =
        |a: Option<char>, b: Option<char>| matches!(a, Some('ا' | 'ي')) && matches!(b, Some('ن'));
    let starts_a_word = start == 0 || different(before, first);
    let ends_a_word = end == text.len() || different(last, next);
    (starts_a_word && ends_a_word)
        || (length == 1 && proclitic(first) && starts_a_word)
        || (length == 2 && matches!(first, Some('ا' | 'ل')) && last == Some('ل') && starts_a_word)
        || (start != 0 && proclitic(before) && ends_a_word)
        || (length == 2
            && enclitic(first, last)
            && (end == text.len() || different(next, after_next)))
        || (starts_a_word && enclitic(next, after_next))
}

/// Whether `c` is one of Duckling's Arabic letters, "ابتةثجحخدذرزسشصضطظعغفقكلمنهيءآأإؤوئى": U+0621 to U+063A and
/// U+0641 to U+064A, compared as two ranges (a search of the string was a twentieth of an Arabic parse).
fn is_arabic_letter(c: char) -> bool {
    matches!(c, '\u{621}'..='\u{63a}' | '\u{641}'..='\u{64a}')
}

/// Whether the characters either side of byte `at` are of different classes (or `at` is an end of the text).
pub(crate) fn edge_is_valid(text: &str, at: usize, edges: Edges) -> bool {
    // The text's own ends: every window's edges ask for them.
    if at == 0 || at == text.len() {
        return true;
    }
    let uncased = edges == Edges::Uncased;
    // Nearly every edge lies between two ASCII bytes: their classes without decoding characters.
    let bytes = text.as_bytes();
    if let (Some(&a), Some(&b)) = (bytes.get(at.wrapping_sub(1)), bytes.get(at))
        && a.is_ascii()
        && b.is_ascii()
    {
        let (a, b) = (ascii_class(a), ascii_class(b));
        return a != b || (uncased && a < 256);
    }
    let (Some(a), Some(b)) = (text[..at].chars().next_back(), text[at..].chars().next()) else {
        unreachable!("a place inside the text has a character on either side");
    };
    match (char_class(a), char_class(b)) {
        (CharClass::Other(_), CharClass::Other(_)) if uncased => true,
        (a, b) => a != b,
    }
}

/// The class of an ASCII byte, as [`char_class`] gives it: letters 256, digits 257, any other byte itself.
/// Read from a table: the edges of every window class each of its bytes, and three range tests a byte were
/// half a percent of a parse.
#[inline]
pub(crate) fn ascii_class(byte: u8) -> u16 {
    ASCII_CLASSES[usize::from(byte & 0x7f)]
}

/// [`ascii_class`] of each ASCII byte.
const ASCII_CLASSES: [u16; 128] = {
    let mut classes = [0; 128];
    let mut byte = 0;
    while byte < 128 {
        classes[byte as usize] = match byte {
            b'a'..=b'z' | b'A'..=b'Z' => 256,
            b'0'..=b'9' => 257,
            other => other as u16,
        };
        byte += 1;
    }
    classes
};

#[derive(PartialEq)]
enum CharClass {
    Alpha,
    Digit,
    Other(char),
}

/// Haskell's `isLower || isUpper` makes a letter of one class with every other cased letter; a letter of a
/// script without case (Chinese, Japanese, Thai, Arabic, Hebrew, Devanagari, …) is a class of its own, as is
/// every other character, so an entity may start or end between any two different characters of such a
/// script ("明天|下午").
fn char_class(c: char) -> CharClass {
    if is_cased(c) {
        CharClass::Alpha
    } else if c.is_ascii_digit() {
        CharClass::Digit
    } else {
        CharClass::Other(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// English's apostrophe, and most languages': it joins words, elides none.
    const JOINS: Apostrophe = Apostrophe::Joins(&[]);

    /// Cased letters are one class, digits another; every other character, an uncased letter included, is a
    /// class of its own, as Haskell's `isLower`, `isUpper` and `isDigit` make them in Duckling's `isRangeValid`.
    #[test]
    fn uncased_letters_are_each_a_class_of_their_own() {
        let valid = |text, start, end| is_range_valid(text, start, end, Edges::Classes);
        assert!(valid("明天下午", 0, 6)); // "明天" ends where "下" begins
        assert!(!valid("好好", 0, 3)); // the same character twice is one class
        assert!(valid("٣ أيام", 0, 2)); // an Arabic-Indic digit is no ASCII digit: its own class
        assert!(!valid("Éte", 0, 2)); // "É" and "t" are both cased letters
        assert!(!valid("día", 0, 3));
    }

    /// Duckling's `arIsRangeValid`: Arabic letters are one class, a match may follow a proclitic or precede an
    /// enclitic, and an enclitic one character before the end (where Duckling crashes) is valid.
    #[test]
    fn arabic_letters_are_duckling_s() {
        let letters: Vec<char> = "ابتةثجحخدذرزسشصضطظعغفقكلمنهيءآأإؤوئى".chars().collect();
        for c in '\u{600}'..='\u{6ff}' {
            assert_eq!(super::is_arabic_letter(c), letters.contains(&c), "{c}");
        }
    }

    #[test]
    fn arabic_edges_allow_clitics() {
        let valid = |text: &str, start, end| is_range_valid(text, start, end, Edges::Arabic);
        let text = "والساعة";
        assert!(valid(text, 2, text.len())); // "الساعة" after the proclitic "و"
        assert!(!valid(text, 4, text.len())); // "ساعة" inside the word
        assert!(valid(text, 0, 2)); // the proclitic itself
        assert!(!valid("ثلاثة", 0, 6)); // "ثلا" inside a word
        assert!(valid("ثلاثة ايام", 0, 10));
        assert!(valid("انا", 0, 4)); // an enclitic one letter before the end: Duckling reads past it
    }

    /// Duckling's `zhIsRangeValid`: two characters that are neither cased letters nor digits always differ,
    /// so "九" is a number twice in "九九" and "--" may be cut; letters and digits keep their classes.
    #[test]
    fn in_chinese_any_two_uncased_characters_differ() {
        let valid = |text, start, end| is_range_valid(text, start, end, Edges::Uncased);
        assert!(valid("九九", 0, 3));
        assert!(valid("九九", 3, 6));
        assert!(valid("--", 0, 1));
        assert!(valid("3点", 0, 1));
        assert!(!valid("12点", 0, 1));
        assert!(!valid("km", 0, 1));
    }

    #[test]
    fn a_turkish_apostrophe_separates_a_suffix() {
        let text = "yarın saat 9'da, İstanbul'a";
        assert!(is_whole_words(text, 0, 14, Apostrophe::Separates, &[])); // "yarın saat 9'", as Duckling ends it
        assert!(is_whole_words(text, 0, 13, Apostrophe::Separates, &[])); // and "yarın saat 9"
        assert!(!is_whole_words(text, 0, 14, JOINS, &[])); // where an apostrophe joins words, "9'" runs into "da"
        assert!(is_whole_words(text, 14, 16, Apostrophe::Separates, &[])); // and the suffix "da" stands alone
    }

    #[test]
    fn an_elided_word_s_apostrophe_begins_a_word() {
        let fr = Apostrophe::Joins(&["l", "d", "jusqu"]);
        assert!(is_whole_words("durant l'été 2023", 9, 19, fr, &[])); // "été 2023"
        assert!(is_whole_words("le loyer d\u{2019}avril", 13, 18, fr, &[])); // after a typographic apostrophe
        assert!(!is_whole_words("durant l'été 2023", 9, 19, JOINS, &[])); // a language without elision
        assert!(!is_whole_words("rock'n'roll", 5, 11, fr, &[])); // "rock'" elides nothing
        assert!(!is_whole_words("pull'été", 5, 10, fr, &[])); // "pull" is no elided word, though it ends in "l"
    }

    #[test]
    fn an_ordinal_suffix_after_digits_ends_a_word() {
        let nl = &["e", "de", "ste"];
        assert!(is_whole_words("op de 15e", 3, 8, JOINS, nl)); // "de 15" before "e"
        assert!(is_whole_words("de 2de keer", 0, 4, JOINS, nl)); // "de 2" before "de"
        assert!(is_whole_words("DE 8STE", 0, 4, JOINS, nl)); // in capitals too
        assert!(!is_whole_words("op de 15e", 3, 8, JOINS, &[])); // a language without them
        assert!(!is_whole_words("op de 15eg", 3, 8, JOINS, nl)); // the word goes on past the suffix
        assert!(!is_whole_words("de 15 ed", 0, 7, JOINS, nl)); // "de 15 e": no digit before the edge in "ed"
        assert!(!is_whole_words("AF1234", 2, 6, JOINS, nl)); // the start is still inside a word
    }

    #[test]
    fn boundaries_respect_unicode_words() {
        let text = "calm café 5€ x\u{301}y";
        assert!(!is_whole_words(text, 1, 3, JOINS, &[])); // "al" inside "calm"
        assert!(is_whole_words(text, 0, 4, JOINS, &[])); // "calm"
        assert!(is_whole_words(text, 5, 10, JOINS, &[])); // "café"
        assert!(!is_whole_words(text, 16, 17, JOINS, &[])); // after "x", a combining accent continues the word
        assert!(is_whole_words("5'10", 0, 2, JOINS, &[])); // "5'": the edge is between punctuation and a digit
        assert!(is_whole_words("AU$ 30", 2, 6, JOINS, &[])); // "$ 30"
        assert!(!is_whole_words("Q3 2027", 1, 7, JOINS, &[])); // "3 2027" starts inside "Q3"
        assert!(!is_whole_words("the 90's", 4, 7, JOINS, &[])); // "90'": the apostrophe joins "90" and "s"
        assert!(is_whole_words("today's", 0, 5, JOINS, &[])); // "today"
        assert!(is_whole_words("a 9x13 pan", 2, 3, JOINS, &[])); // "9": the "x" between digits is a times sign
        assert!(is_whole_words("a 9x13 pan", 4, 6, JOINS, &[])); // "13"
        assert!(!is_whole_words("3x a week", 0, 1, JOINS, &[])); // "3x" is one word
        assert!(!is_whole_words("0xff", 0, 1, JOINS, &[])); // and so is "0xff"
        assert!(is_whole_words("12'x14'", 0, 3, JOINS, &[])); // "12'": the "x" after a foot mark is a times sign
        assert!(is_whole_words("12'x14'", 4, 7, JOINS, &[])); // "14'"
        assert!(is_whole_words("at 2026-12-01T09:15", 3, 13, JOINS, &[])); // the date before ISO 8601's "T"
        assert!(is_whole_words("at 2026-12-01T09:15", 14, 19, JOINS, &[])); // and the time after it
        assert!(is_whole_words("at 18:45:12Z", 3, 11, JOINS, &[])); // the time before ISO 8601's "Z" (UTC)
        assert!(!is_whole_words("5Zs", 0, 1, JOINS, &[]));
        assert!(!is_whole_words("5T truck", 0, 1, JOINS, &[])); // "T" after a digit and before a blank is a unit's word
        assert!(!is_whole_words("5t9", 0, 1, JOINS, &[])); // nor is a lowercase "t" between digits
        assert!(is_whole_words("_tomorrow_", 1, 9, JOINS, &[])); // the underscores of italics join no word
        assert!(is_whole_words("mike_88", 5, 7, JOINS, &[])); // nor does one between a name and a number
        assert!(!is_whole_words("1.5x faster", 0, 1, JOINS, &[])); // "1" ends at the decimal point of "1.5x"
        assert!(is_whole_words("២០ដឺក្រេ", 3, 6, JOINS, &[])); // "០": a Khmer digit is a class of its own
        assert!(!is_whole_words("v1.5", 3, 4, JOINS, &[])); // "5" starts after it
        assert!(is_whole_words("at 1.5 km", 3, 6, JOINS, &[])); // "1.5" is whole
        assert!(is_whole_words("at 1.5 km", 3, 4, JOINS, &[])); // and "1" of it stands apart from words, as in Duckling
        assert!(is_whole_words("CHF 120.00 on", 8, 13, JOINS, &[])); // "00 on"
        assert!(is_whole_words("dia 1º", 0, 5, JOINS, &[])); // "dia 1": "º" is no letter to Haskell, as "1st" is split
        assert!(is_whole_words("a 2ª", 2, 3, JOINS, &[])); // "2" of "2ª"
        assert!(is_whole_words("I paid 5.Then", 7, 8, JOINS, &[])); // a full stop before a letter ends the number
        assert!(!is_whole_words("1,250abc", 0, 1, JOINS, &[])); // "1" of "1,250"
        assert!(!is_whole_words("1,250abc", 2, 5, JOINS, &[])); // "250" of it
        assert!(is_whole_words("sizes 8,10,12", 6, 7, JOINS, &[])); // a comma before two digits separates a list
        assert!(is_whole_words("1,2345x", 0, 1, JOINS, &[])); // and one before four digits
        assert!(is_whole_words("下午三点开会", 6, 12, JOINS, &[])); // "三点": a script without blanks has no words to cut
        assert!(is_whole_words("พรุ่งนี้", 0, 9, JOINS, &[])); // nor has Thai
        assert!(!is_whole_words("сегодня", 0, 8, JOINS, &[])); // Cyrillic has case, and words
        let long = format!("1.{}x", "5".repeat(100));
        assert!(is_whole_words(&long, 0, 1, JOINS, &[])); // past 64 digits a run is not looked through
    }

    /// The ASCII shortcut answers as the character-by-character reading does, for every pair of ASCII
    /// characters at an edge, whatever stands around them.
    #[test]
    fn ascii_edges_are_read_as_characters_are() {
        let around = ["", " ", "1", "a", "x", "'", ".", "5x", "1.", "12'"];
        for a in 0u8..128 {
            for b in 0u8..128 {
                for left in around {
                    for right in around {
                        let text = format!("{left}{}{}{right}", char::from(a), char::from(b));
                        let at = left.len() + 1;
                        assert_eq!(
                            inside_word(&text, at, JOINS),
                            inside_word_by_chars(&text, at, JOINS),
                            "{text:?} at {at}"
                        );
                    }
                }
            }
        }
    }
}
