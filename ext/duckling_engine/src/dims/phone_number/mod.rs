//! `phone-number`: phone numbers in national and international forms, with an optional extension
//! ("650-701-8887", "(+1) 650 701 8887", "+33 1 46 64 79 98", "(650)-701-8887 ext 897"), as Duckling's
//! `PhoneNumber` rule recognises them. The value is Duckling's normal form: the country code in brackets,
//! the digits without separators, the extension after " ext ", numbers printed without leading zeros:
//! `{"value": "(+1) 6507018887 ext 897"}`.
//!
//! Where this differs from Duckling's pattern, on purpose:
//! - a number has 7 to 15 digits besides its country code (Duckling takes 6 characters, "12 34 5");
//! - dates, decimals, thousands, IP addresses and year ranges are no phone numbers ([`guards`]);
//! - a country code written without a separator is cut by the ITU's list ([`country_code`]).
//!
//! How: one pass finds each run of digit groups ([`run`]) that starts a word. A run may hold several
//! numbers, or a number after something else ("2013-02-12 650-701-8887"), so it is cut into chunks at
//! its breaks, where a separator holds a space (but not after an area code, "(650) 701-8887"). When the
//! run has at most 15 digits, the longest valid number is taken from each chunk on; in a longer run each
//! chunk stands alone, so "4111 1111 1111 1111" yields no 12-digit number. At most 15 groups fit in a
//! number, so choosing costs a bounded amount per group and the scan stays linear.

mod country_code;
mod extension;
mod guards;
mod run;

use std::ops::Range;

use serde_json::json;

use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::{is_whole_words, starts_word};
use crate::{Dim, Error};
use run::Run;

/// Digits a phone number has, country code apart.
const DIGITS: Range<usize> = 7..16;

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let bytes = cx.text.as_bytes();
    let mut at = 0;
    while let Some(start) = chunked::position(cx, bytes, at, |b| {
        b.is_ascii_digit() || b == b'+' || b == b'('
    })? {
        cx.check_cancel()?;
        if !starts_word(cx.text, start) {
            // Inside a word ("abc123-456"): skip what continues it.
            at = chunked::run_end(cx, bytes, start + 1, |b| {
                b.is_ascii_digit() || b == b'-' || b == b'.'
            })?;
            continue;
        }
        let run = run::read(cx, start)?;
        at = run.end;
        for number in numbers(cx, &run)? {
            at = at.max(number.range.end);
            out.push(number);
        }
    }
    Ok(())
}

/// The phone numbers in a run, left to right.
fn numbers(cx: &Context, run: &Run) -> Result<Vec<Candidate>, Error> {
    let breaks = &run.breaks;
    let run_digits: usize = run.groups.iter().map(|g| g.len()).sum();
    let chunks_per_number = if run_digits < DIGITS.end {
        breaks.len()
    } else {
        1
    };
    let mut found = Vec::new();
    let mut first = 0;
    while first + 1 < breaks.len() {
        cx.check_cancel()?;
        let from = breaks[first];
        let mut longest = None;
        let mut digits = 0;
        for (last, &to) in breaks
            .iter()
            .enumerate()
            .skip(first + 1)
            .take(chunks_per_number)
        {
            digits += run.groups[breaks[last - 1]..to]
                .iter()
                .map(|g| g.len())
                .sum::<usize>();
            if digits >= DIGITS.end {
                break;
            }
            if let Some(number) = number(cx, run, from..to) {
                longest = Some((last, number));
            }
        }
        match longest {
            Some((last, number)) => {
                found.push(number);
                first = last;
            }
            None => first += 1,
        }
    }
    Ok(found)
}

/// The phone number made of groups `groups` of `run`, if they make one.
fn number(cx: &Context, run: &Run, groups: Range<usize>) -> Option<Candidate> {
    let text = cx.text;
    let digit_groups: Vec<&str> = run.groups[groups.clone()]
        .iter()
        .map(|g| &text[g.clone()])
        .collect();
    let digits = digit_groups.concat();
    if !DIGITS.contains(&digits.len()) {
        return None;
    }
    let country_code = run
        .country_code
        .as_ref()
        .filter(|_| groups.start == 0)
        .map(|code| &text[code.clone()]);
    if country_code.is_none() {
        let separators: Vec<&str> = (groups.start + 1..groups.end)
            .map(|i| run.separator_before(text, i))
            .collect();
        if guards::is_other_number(&digit_groups, &separators) {
            return None;
        }
    }
    let start = match country_code {
        Some(_) => run.start,
        None => run.group_start(text.as_bytes(), groups.start),
    };
    let digits_end = run.groups[groups.end - 1].end;
    let extension = extension::read(cx.lower.as_bytes(), digits_end);
    let end = extension.as_ref().map_or(digits_end, |(_, end)| *end);
    if !is_whole_words(text, start, end) {
        return None;
    }
    let mut value = String::new();
    if let Some(code) = country_code {
        value.push_str(&format!("(+{}) ", without_leading_zeros(code)));
    }
    value.push_str(&digits);
    if let Some((extension, _)) = extension {
        value.push_str(" ext ");
        value.push_str(without_leading_zeros(&text[extension]));
    }
    Some(Candidate::new(
        start..end,
        Dim::PhoneNumber,
        json!({ "value": value }),
    ))
}

/// Digits as Duckling prints the integer they make.
fn without_leading_zeros(digits: &str) -> &str {
    let trimmed = digits.trim_start_matches('0');
    if trimmed.is_empty() { "0" } else { trimmed }
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options};

    fn phones(text: &str) -> Vec<(String, String)> {
        let options = Options {
            dims: [Dim::PhoneNumber].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| (e.body, e.value["value"].as_str().unwrap_or("").to_owned()))
            .collect()
    }

    fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn a_number_after_a_date() {
        assert_eq!(
            phones("on 2013-02-12 650-701-8887 called"),
            pairs(&[("650-701-8887", "6507018887")])
        );
    }

    #[test]
    fn several_numbers_in_a_sentence() {
        assert_eq!(
            phones("call +1 (650) 701-8887 x12, or 06 20 70 22 20."),
            pairs(&[
                ("+1 (650) 701-8887 x12", "(+1) 6507018887 ext 12"),
                ("06 20 70 22 20", "0620702220"),
            ])
        );
    }

    #[test]
    fn long_spaced_runs_are_cut_at_chunks_only() {
        assert!(phones("4111 1111 1111 1111").is_empty());
        assert_eq!(
            phones("(650) 701-8887 (650) 701-8888"),
            pairs(&[
                ("(650) 701-8887", "6507018887"),
                ("(650) 701-8888", "6507018888")
            ])
        );
        assert_eq!(
            phones("call 650 701 8887 2 times"),
            pairs(&[("650 701 8887 2", "65070188872")])
        );
    }

    #[test]
    fn edges_stay_outside_words() {
        assert!(phones("abc6507018887").is_empty());
        assert!(phones("6507018887abc").is_empty());
        assert!(phones("id abc123-456-7890").is_empty());
    }

    #[test]
    fn pathological_inputs_stay_correct() {
        assert!(phones(&"5".repeat(100_000)).is_empty());
        assert!(phones(&"5-".repeat(50_000)).is_empty());
        assert!(phones(&"+1 ".repeat(30_000)).is_empty());
        assert!(phones(&"((((".repeat(25_000)).is_empty());
        assert!(phones(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(phones(&"http://".repeat(15_000)).is_empty());
        let many = "call 650-701-8887 now ".repeat(5_000);
        assert_eq!(phones(&many).len(), 5_000);
    }
}
