//! `credit-card-number`: card numbers that pass the Luhn check, written as one run of 8 to 19 digits or
//! grouped the way their network prints them ("4111-1111-1111-1111", "3714 496353 98431"), as Duckling's
//! `CreditCardNumber` rules recognise them. The value is the digits and the issuer:
//! `{"value": "4111111111111111", "issuer": "visa"}`.
//!
//! Duckling accepts dashes between groups; spaces are accepted too, since that is how cards are usually
//! copied. A number made only of zeros passes the Luhn check but is no card, so it is rejected.
//!
//! How: the scan tries a reading at each run of digits that starts a word, keeps the longest layout that
//! forms a valid card (all groups, or, before a space, the first four, three or one), and otherwise moves
//! on to the next group, so a number glued by spaces to a preceding one ("room 12 4111-…") is still found.

mod issuer;
mod luhn;
mod written;

use std::ops::Range;

use serde_json::json;

use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::{ends_word, starts_word};
use crate::{Dim, Error};
use issuer::Issuer;
use written::{Groups, read_groups};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let bytes = cx.text.as_bytes();
    let mut at = 0;
    while let Some(start) = chunked::position(cx, bytes, at, |b| b.is_ascii_digit())? {
        cx.check_cancel()?;
        let groups = read_groups(bytes, start);
        if groups.overlong {
            at = chunked::run_end(cx, bytes, start, |b| b.is_ascii_digit())?;
            continue;
        }
        let card = starts_word(cx.text, start)
            .then(|| longest_card(cx.text, &groups))
            .flatten();
        at = match card {
            Some((range, digits, issuer)) => {
                let end = range.end;
                out.push(Candidate::new(
                    range,
                    Dim::CreditCardNumber,
                    json!({"value": digits, "issuer": issuer.name()}),
                ));
                end
            }
            // Next group if there is one, else past this run of digits.
            None => groups
                .ranges
                .get(1)
                .map_or(groups.ranges[0].end, |next| next.start),
        };
    }
    Ok(())
}

/// The longest prefix of `groups` that is a valid card: its range, its digits and its issuer. A prefix
/// may stop before a space but not inside a dashed number.
fn longest_card(text: &str, groups: &Groups) -> Option<(Range<usize>, String, Issuer)> {
    let all = groups.ranges.len();
    [4, 3, 1]
        .into_iter()
        .filter(|&count| count == all || (count < all && groups.separator == Some(b' ')))
        .find_map(|count| {
            let taken = &groups.ranges[..count];
            let range = taken[0].start..taken[count - 1].end;
            let digits: String = taken.iter().map(|r| &text[r.clone()]).collect();
            let issuer = issuer::issuer_of(&digits)?;
            let layout_fits = count == 1
                || issuer
                    .grouping()
                    .is_some_and(|sizes| sizes.iter().copied().eq(taken.iter().map(|r| r.len())));
            let is_card = layout_fits
                && luhn::is_valid(&digits)
                && digits.bytes().any(|b| b != b'0')
                && ends_word(text, range.end);
            is_card.then_some((range, digits, issuer))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DimSet, Options};

    fn cards(text: &str) -> Vec<(String, String)> {
        let options = Options {
            dims: [Dim::CreditCardNumber].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| (e.body, e.value["issuer"].as_str().unwrap_or("").to_owned()))
            .collect()
    }

    #[test]
    fn a_number_after_another_is_still_found() {
        assert_eq!(
            cards("room 12 4111-1111-1111-1111"),
            [("4111-1111-1111-1111".to_owned(), "visa".to_owned())]
        );
        assert_eq!(
            cards("4111 1111 1111 1111 2 times"),
            [("4111 1111 1111 1111".to_owned(), "visa".to_owned())]
        );
    }

    #[test]
    fn dashed_numbers_are_not_cut() {
        assert!(cards("4111-1111-1111-1111-1111").is_empty());
        assert!(cards("41111111-1111-1111").is_empty());
    }

    #[test]
    fn zeros_are_no_card() {
        assert!(cards("00000000").is_empty());
        assert!(cards("0000000000000000").is_empty());
    }

    #[test]
    fn pathological_inputs_stay_correct() {
        assert!(cards(&"7".repeat(100_000)).is_empty());
        assert!(cards(&"4111-".repeat(20_000)).is_empty());
        assert!(cards(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(cards(&"http://".repeat(15_000)).is_empty());
        let many = "pay 4111111111111111 now ".repeat(2_000);
        assert_eq!(cards(&many).len(), 2_000);
    }
}
