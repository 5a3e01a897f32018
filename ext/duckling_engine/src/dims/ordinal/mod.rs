//! `ordinal`: "1st", "21st", "first", "twenty-first", "ninetieth", following Duckling's English ordinal rules
//! (`Duckling/Ordinal/EN/Rules.hs`). The value is `{"type": "value", "value": 21}`.
//!
//! One regex finds every ordinal left to right: a tens word joined to a unit ordinal ("twenty first",
//! "twenty-first", "twentyfirst"), a single ordinal word, or digits with a suffix ("21st", "4 th").

pub(crate) mod rules;

use std::sync::LazyLock;

use regex::Regex;
use serde_json::json;

use crate::dims::number::chunked;
use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::{Dim, Error};

/// Ordinal words and their values.
const ORDINALS: &[(&str, u64)] = &[
    ("first", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
    ("eleventh", 11),
    ("twelfth", 12),
    ("thirteenth", 13),
    ("fourteenth", 14),
    ("fifteenth", 15),
    ("sixteenth", 16),
    ("seventeenth", 17),
    ("eighteenth", 18),
    ("nineteenth", 19),
    ("twentieth", 20),
    ("thirtieth", 30),
    ("fortieth", 40),
    ("fiftieth", 50),
    ("sixtieth", 60),
    ("seventieth", 70),
    ("eightieth", 80),
    ("ninetieth", 90),
];

/// Tens that combine with a unit ordinal ("twenty" + "first").
const TENS: &[(&str, u64)] = &[
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
];

static ORDINAL: LazyLock<Regex> = LazyLock::new(|| {
    let names = |list: &[(&str, u64)]| {
        let mut words: Vec<&str> = list.iter().map(|(w, _)| *w).collect();
        words.sort_by_key(|w| std::cmp::Reverse(w.len()));
        words.join("|")
    };
    let units = names(&ORDINALS[..9]);
    Regex::new(&format!(
        r"(?P<tens>{})(?:\s+|\s*[-\u{{2014}}\u{{2013}}]\s*)?(?P<unit>{units})|(?P<word>{})|(?P<digits>[0-9]+) ?(?:st|nd|rd|th)",
        names(TENS),
        names(ORDINALS),
    ))
    .expect("valid regex")
});

/// Emits every ordinal in the text.
pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let mut at = 0;
    while let Some(m) = chunked::captures_at(cx, &ORDINAL, &cx.lower, at)? {
        cx.check_cancel()?;
        let Some(whole) = m.get(0) else { break };
        let value = if let Some(digits) = m.name("digits") {
            digits.as_str().parse::<u64>().ok()
        } else if let Some(word) = m.name("word") {
            lookup(ORDINALS, word.as_str())
        } else {
            let tens = m.name("tens").and_then(|t| lookup(TENS, t.as_str()));
            let unit = m.name("unit").and_then(|u| lookup(ORDINALS, u.as_str()));
            tens.zip(unit).map(|(t, u)| t + u)
        };
        match value {
            Some(value) if is_whole_words(cx.text, whole.start(), whole.end()) => {
                out.push(Candidate::new(
                    whole.range(),
                    Dim::Ordinal,
                    json!({"type": "value", "value": value}),
                ));
                at = whole.end();
            }
            // Digits run on ("21stly"): skip them whole, so long digit runs are read once.
            _ if m.name("digits").is_some() => at = whole.end(),
            // A word inside a longer one ("firstly"); a shorter ordinal may start further in.
            _ => at = next_char(&cx.lower, whole.start()),
        }
    }
    Ok(())
}

fn lookup(list: &[(&str, u64)], word: &str) -> Option<u64> {
    list.iter().find(|(w, _)| *w == word).map(|(_, v)| *v)
}

fn next_char(s: &str, at: usize) -> usize {
    s[at..]
        .chars()
        .next()
        .map_or(s.len(), |c| at + c.len_utf8())
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    fn ordinals(text: &str) -> Vec<(String, u64)> {
        let options = Options {
            dims: [Dim::Ordinal].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        parse(text, &options)
            .unwrap()
            .into_iter()
            .map(|e| (e.body, e.value["value"].as_u64().unwrap()))
            .collect()
    }

    #[test]
    fn ordinals_in_a_sentence() {
        assert_eq!(
            ordinals("the 21st and twenty-first, then third, firstly not"),
            vec![
                ("21st".to_owned(), 21),
                ("twenty-first".to_owned(), 21),
                ("third".to_owned(), 3)
            ]
        );
    }

    #[test]
    fn words_inside_words_are_skipped_but_later_ones_found() {
        assert_eq!(ordinals("xtwenty first"), vec![("first".to_owned(), 1)]);
        assert_eq!(
            ordinals("99999999999999999999999th 2nd"),
            vec![("2nd".to_owned(), 2)]
        );
    }
}
