//! Reads a run of digit groups that may be a phone number: an optional country code ("+1", "(+33)"),
//! then groups of digits joined by short separators of spaces, dots, dashes and brackets
//! ("(650) 701-8887", "06 20 70 22 20", "4.8.6.6.8.2.7"). A newline ends a run.
//!
//! The run is read once, left to right, polling for cancellation at each group; the phone numbers are
//! then chosen among its groups, starting and ending at its breaks.

use std::ops::Range;

use super::country_code;
use crate::Error;
use crate::engine::chunked;
use crate::engine::context::Context;

/// Separators are short: "-", " - ", ") ", ")-(" …
const MAX_SEPARATOR: usize = 4;
/// Duckling reads at most two digits of country code; the ITU assigns up to three.
const MAX_CODE_DIGITS: usize = 3;

/// A run of digit groups.
#[derive(Debug)]
pub(super) struct Run {
    /// Where the run starts: its country code's `+` or `(`, or its first group.
    pub start: usize,
    /// The digits of the country code, if the run starts with one.
    pub country_code: Option<Range<usize>>,
    /// Byte ranges of the digit groups.
    pub groups: Vec<Range<usize>>,
    /// Indices of the groups where a number may start, and `groups.len()`: 0, and every group after a
    /// separator that holds a space but does not close an area code ("650 701", not "(650) 701").
    pub breaks: Vec<usize>,
    /// Where reading stopped; nothing before it can start another run.
    pub end: usize,
}

impl Run {
    /// Where a number starting at group `index` starts: at its digits, or at a `(` just before them.
    pub fn group_start(&self, bytes: &[u8], index: usize) -> usize {
        let digits = self.groups[index].start;
        if index == 0 && self.country_code.is_none() {
            self.start
        } else if digits > 0 && bytes[digits - 1] == b'(' {
            digits - 1
        } else {
            digits
        }
    }

    /// The separator before group `index` (`index > 0`).
    pub fn separator_before<'t>(&self, text: &'t str, index: usize) -> &'t str {
        &text[self.groups[index - 1].end..self.groups[index].start]
    }
}

fn is_separator_byte(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'.' | b'-' | b'(' | b')')
}

/// How many digits follow `at` (a megabyte of digits is one run).
fn digits_at(cx: &Context, at: usize) -> Result<usize, Error> {
    Ok(chunked::run_end(cx, cx.text.as_bytes(), at, |b| b.is_ascii_digit())? - at)
}

/// Reads the run starting at byte `start` of the text, which holds a digit, `+` or `(`.
pub(super) fn read(cx: &Context, start: usize) -> Result<Run, Error> {
    let bytes = cx.text.as_bytes();
    let mut run = Run {
        start,
        country_code: None,
        groups: Vec::new(),
        breaks: vec![0],
        end: start + 1,
    };
    let mut at = start;
    let plus = match (bytes.get(at), bytes.get(at + 1)) {
        (Some(b'+'), _) => Some(at),
        (Some(b'('), Some(b'+')) => Some(at + 1),
        _ => None,
    };
    if let Some(plus) = plus {
        let code = plus + 1;
        let digits = digits_at(cx, code)?;
        if digits == 0 {
            return Ok(run);
        }
        if digits <= MAX_CODE_DIGITS {
            run.country_code = Some(code..code + digits);
            at = code + digits;
            if bytes.get(at) == Some(&b')') {
                at += 1;
            }
            let gap = bytes[at..]
                .iter()
                .take(MAX_SEPARATOR + 1)
                .take_while(|&&b| matches!(b, b' ' | b'\t' | b'.' | b'-'))
                .count();
            if gap > MAX_SEPARATOR {
                run.end = at;
                return Ok(run);
            }
            at += gap;
        } else {
            let length = country_code::code_len(&bytes[code..code + digits]);
            run.country_code = Some(code..code + length);
            at = code + length;
        }
    }
    if bytes.get(at) == Some(&b'(') && bytes.get(at + 1).is_some_and(u8::is_ascii_digit) {
        at += 1;
    }
    loop {
        cx.check_cancel()?;
        let digits = digits_at(cx, at)?;
        if digits == 0 {
            break;
        }
        if let Some(previous) = run.groups.last()
            && is_break(&bytes[previous.end..at])
        {
            run.breaks.push(run.groups.len());
        }
        run.groups.push(at..at + digits);
        at += digits;
        let separator = bytes[at..]
            .iter()
            .take(MAX_SEPARATOR + 1)
            .take_while(|&&b| is_separator_byte(b))
            .count();
        if separator == 0
            || separator > MAX_SEPARATOR
            || !bytes.get(at + separator).is_some_and(u8::is_ascii_digit)
        {
            break;
        }
        at += separator;
    }
    run.end = run.end.max(at);
    run.breaks.push(run.groups.len());
    run.breaks.dedup();
    Ok(run)
}

fn is_break(separator: &[u8]) -> bool {
    separator.iter().any(|&b| b == b' ' || b == b'\t') && separator.first() != Some(&b')')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(text: &str) -> Run {
        let options = crate::Options::default();
        let cx = Context::new(text, &options, &|| false);
        read(&cx, 0).expect("not cancelled")
    }

    fn groups(text: &str) -> (Option<&str>, Vec<&str>) {
        let run = read_all(text);
        (
            run.country_code.map(|c| &text[c]),
            run.groups.iter().map(|g| &text[g.clone()]).collect(),
        )
    }

    #[test]
    fn country_codes() {
        assert_eq!(
            groups("(+1)650-701-8887"),
            (Some("1"), vec!["650", "701", "8887"])
        );
        assert_eq!(
            groups("+33 1 46647998"),
            (Some("33"), vec!["1", "46647998"])
        );
        assert_eq!(groups("+16507018887"), (Some("1"), vec!["6507018887"]));
        assert_eq!(
            groups("+44 (0) 20 7946"),
            (Some("44"), vec!["0", "20", "7946"])
        );
        assert_eq!(groups("+ 1"), (None, vec![]));
    }

    #[test]
    fn breaks_at_spaces_but_not_after_area_codes() {
        assert_eq!(read_all("(650) 701-8887 (650) 701-8888").breaks, [0, 3, 6]);
        assert_eq!(read_all("06 20 70").breaks, [0, 1, 2, 3]);
        assert_eq!(read_all("x").breaks, [0]);
    }

    #[test]
    fn separators_are_short() {
        assert_eq!(groups("(650) 701 - 8887.").1, ["650", "701", "8887"]);
        assert_eq!(groups("650     701").1, ["650"]);
        assert_eq!(groups("650\n701").1, ["650"]);
        assert_eq!(groups("650/701").1, ["650"]);
    }
}
