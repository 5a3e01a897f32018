//! Reads how a card number is written: one run of digits ("4111111111111111") or groups of digits joined
//! by one kind of separator, a dash or a space ("4111-1111-1111-1111", "3714 496353 98431").
//!
//! Reading is bounded: at most [`MAX_GROUPS`] groups of at most [`MAX_GROUP_DIGITS`] digits are looked at,
//! so the scan that tries a reading at every group start stays linear in the length of the text. A first
//! group that no card starts with (neither 4 digits nor a whole card number) ends the reading at once.

use std::ops::Range;

use super::issuer::DIGITS;

/// No card layout has more than four groups; one more tells that the number goes on.
const MAX_GROUPS: usize = 5;
/// No card number has more than 19 digits; a longer run cannot be (part of) one.
const MAX_GROUP_DIGITS: usize = 19;

/// Digit groups read from one starting point.
#[derive(Debug, Default)]
pub(super) struct Groups {
    /// Byte ranges of the groups, in order.
    pub ranges: Vec<Range<usize>>,
    /// The first group is longer than any card number; the caller skips the whole run.
    pub overlong: bool,
    /// The separator between groups (`b'-'` or `b' '`), when there are several.
    pub separator: Option<u8>,
}

/// Reads digit groups from `start`, which holds an ASCII digit.
pub(super) fn read_groups(bytes: &[u8], start: usize) -> Groups {
    let mut groups = Groups::default();
    let mut at = start;
    while groups.ranges.len() < MAX_GROUPS {
        let digits = bytes[at..]
            .iter()
            .take(MAX_GROUP_DIGITS + 1)
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits > MAX_GROUP_DIGITS {
            groups.overlong = groups.ranges.is_empty();
            break;
        }
        groups.ranges.push(at..at + digits);
        at += digits;
        let starts_a_card = digits == 4 || DIGITS.contains(&digits);
        if groups.ranges.len() == 1 && !starts_a_card {
            break;
        }
        let Some(&separator) = bytes.get(at) else {
            break;
        };
        let continues = matches!(separator, b'-' | b' ')
            && groups.separator.is_none_or(|s| s == separator)
            && bytes.get(at + 1).is_some_and(u8::is_ascii_digit);
        if !continues {
            break;
        }
        groups.separator = Some(separator);
        at += 1;
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(text: &str) -> Vec<usize> {
        read_groups(text.as_bytes(), 0)
            .ranges
            .iter()
            .map(|r| r.len())
            .collect()
    }

    #[test]
    fn one_separator_kind_per_number() {
        assert_eq!(sizes("4111-1111-1111-1111"), [4, 4, 4, 4]);
        assert_eq!(sizes("4111 1111-1111"), [4, 4]);
        assert_eq!(sizes("3714 496353 98431 x"), [4, 6, 5]);
        assert_eq!(sizes("4111--1111"), [4]);
        assert_eq!(sizes("1234-5-6-7-8"), [4, 1, 1, 1, 1]);
        assert_eq!(sizes("1-2-3-4-5-6-7"), [1]);
    }

    #[test]
    fn overlong_runs_are_flagged() {
        let long = "1".repeat(25);
        assert!(read_groups(long.as_bytes(), 0).overlong);
        assert!(!read_groups(b"1234567890123456789", 0).overlong);
    }
}
