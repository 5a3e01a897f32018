//! Reads a run of digit groups that may be a phone number: an optional country code ("+1", "(+33)"),
//! then groups of digits joined by short separators of spaces, dots, dashes and brackets
//! ("(650) 701-8887", "06 20 70 22 20", "4.8.6.6.8.2.7"). A newline ends a run.
//!
//! The run is read once, left to right; the phone numbers are then chosen among its groups.

use std::ops::Range;

use super::country_code;

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

fn digits_at(bytes: &[u8], at: usize) -> usize {
    bytes[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
}

/// Reads the run starting at byte `start`, which holds a digit, `+` or `(`.
pub(super) fn read(bytes: &[u8], start: usize) -> Run {
    let mut run = Run {
        start,
        country_code: None,
        groups: Vec::new(),
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
        let digits = digits_at(bytes, code);
        if digits == 0 {
            return run;
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
                return run;
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
        let digits = digits_at(bytes, at);
        if digits == 0 {
            break;
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
    run
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(text: &str) -> (Option<&str>, Vec<&str>) {
        let run = read(text.as_bytes(), 0);
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
    fn separators_are_short() {
        assert_eq!(groups("(650) 701 - 8887.").1, ["650", "701", "8887"]);
        assert_eq!(groups("650     701").1, ["650"]);
        assert_eq!(groups("650\n701").1, ["650"]);
        assert_eq!(groups("650/701").1, ["650"]);
    }
}
