//! `number`: cardinal numbers written in digits ("42", "1,234") or words ("forty two").
//!
//! Other dimensions build on these matches through [`crate::engine::context::Context::numbers`], so they are
//! found once per parse whether or not `number` itself was asked for.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;
use serde_json::json;

use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::engine::value;
use crate::{Dim, Error};

/// A number found in the text.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct NumberMatch {
    /// Byte range in the text.
    pub range: Range<usize>,
    pub value: f64,
    /// Written in words ("forty two") rather than digits.
    pub spelled: bool,
}

static DIGITS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\d+").expect("valid regex"));

/// One run of number words, e.g. "forty two" or "one hundred three".
static WORDS: LazyLock<Regex> = LazyLock::new(|| {
    let word = format!(
        "(?:{})",
        NUMBER_WORDS
            .iter()
            .map(|(w, _)| *w)
            .collect::<Vec<_>>()
            .join("|")
    );
    Regex::new(&format!(r"{word}(?:[\s-]+(?:and[\s-]+)?{word})*")).expect("valid regex")
});

/// Words and their values; scale words (hundred, thousand, …) multiply what comes before them.
const NUMBER_WORDS: &[(&str, u64)] = &[
    ("seventeen", 17),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("eighteen", 18),
    ("nineteen", 19),
    ("eleven", 11),
    ("twelve", 12),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
    ("hundred", 100),
    ("thousand", 1_000),
    ("million", 1_000_000),
    ("billion", 1_000_000_000),
    ("zero", 0),
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
];

/// Finds every number in the text, left to right.
pub(crate) fn find_numbers(cx: &Context) -> Result<Vec<NumberMatch>, Error> {
    let mut found = Vec::new();
    for m in DIGITS.find_iter(cx.text) {
        if is_whole_words(cx.text, m.start(), m.end())
            && let Ok(v) = m.as_str().parse::<f64>()
        {
            found.push(NumberMatch {
                range: m.range(),
                value: v,
                spelled: false,
            });
        }
    }
    for m in WORDS.find_iter(&cx.lower) {
        if is_whole_words(cx.text, m.start(), m.end())
            && let Some(v) = words_value(m.as_str())
        {
            found.push(NumberMatch {
                range: m.range(),
                value: v as f64,
                spelled: true,
            });
        }
    }
    cx.check_cancel()?;
    found.sort_by_key(|n| n.range.start);
    Ok(found)
}

/// The value of a run of number words: units and tens add up, scale words multiply the group before them.
fn words_value(run: &str) -> Option<u64> {
    let (mut total, mut group) = (0u64, 0u64);
    for word in run
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| !w.is_empty() && *w != "and")
    {
        let v = NUMBER_WORDS.iter().find(|(w, _)| *w == word)?.1;
        match v {
            100 => group = group.max(1) * 100,
            1_000.. => {
                total += group.max(1) * v;
                group = 0;
            }
            _ => group += v,
        }
    }
    Some(total + group)
}

/// Emits every number as a `number` entity.
pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    for n in cx.numbers()? {
        out.push(Candidate::new(
            n.range.clone(),
            Dim::Number,
            json!({"type": "value", "value": value::number(n.value)}),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_add_and_multiply() {
        assert_eq!(words_value("forty two"), Some(42));
        assert_eq!(words_value("one hundred and three"), Some(103));
        assert_eq!(words_value("two thousand twenty-six"), Some(2026));
    }
}
