//! `credit-card-number` as Duckling's rules read it (`Duckling/CreditCardNumber/Rules.hs`, `Helpers.hs`): one
//! rule per issuer, each a regex of its numbers without or with dashes ("4111111111111111",
//! "4111-1111-1111-1111"), and one for any other run of 8 to 19 digits; the digits must pass the Luhn check.
//! The value is Duckling's `CreditCardNumberValue`, the digits and the issuer lowercased, rendered as its
//! `ToJSON` does (no `type`): `{"value": "4111111111111111", "issuer": "visa"}`.
//!
//! Duckling's "other" regex begins with a negative look-ahead for each issuer's regex, `(?!visa)(?!amex)…`:
//! Rust's regexes have none, so its production declines where an issuer's regex matches at the same start.

pub(crate) mod types;

pub(crate) use types::{CreditCardNumberData, Issuer, to_json};

use regex_automata::{Anchored, Input, meta};

use crate::dims::token::{Rule, Token, re};
use crate::engine::rule::compile;

/// Each issuer's rule name and regex (`Helpers.hs`: without dashes, or with them).
const ISSUERS: [(&str, &str, Issuer); 5] = [
    (
        "visa credit card number",
        "(4[0-9]{15}|4[0-9]{3}-[0-9]{4}-[0-9]{4}-[0-9]{4})",
        Issuer::Visa,
    ),
    (
        "amex card number",
        "(3[47][0-9]{13}|3[47][0-9]{2}-[0-9]{6}-[0-9]{5})",
        Issuer::Amex,
    ),
    (
        "discover card number",
        "(6(?:011|[45][0-9]{2})[0-9]{12}|6(?:011|[45][0-9]{2})-[0-9]{4}-[0-9]{4}-[0-9]{4})",
        Issuer::Discover,
    ),
    (
        "mastercard card number",
        "(5[1-5][0-9]{14}|5[1-5][0-9]{2}-[0-9]{4}-[0-9]{4}-[0-9]{4})",
        Issuer::Mastercard,
    ),
    (
        "diner club card number",
        "(3(?:0[0-5]|[68][0-9])[0-9]{11}|3(?:0[0-5]|[68][0-9])[0-9]-[0-9]{6}-[0-9]{4})",
        Issuer::DinerClub,
    ),
];

/// Duckling's `minNumberDigits` and `maxNumberDigits`.
const DIGITS: std::ops::RangeInclusive<usize> = 8..=19;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = ISSUERS
        .iter()
        .map(|&(name, regex, issuer)| {
            Rule::new(name, vec![re(regex)], move |m| card(m[0].group(1)?, issuer))
        })
        .collect();
    let issuers: Vec<meta::Regex> = ISSUERS.iter().map(|(_, regex, _)| compile(regex)).collect();
    rules.push(Rule::new(
        "credit card number",
        vec![re("([0-9]{8,19})")],
        move |m| {
            let matched = m[0].group(1)?;
            // Most runs of digits are no card (phone numbers, amounts): the check comes before the issuers'
            // regexes, which it does not change.
            if !is_valid(matched) {
                return None;
            }
            // The look-aheads: no issuer's regex matches where this match starts.
            let input = Input::new(m[0].haystack()?)
                .range(m[0].range(0)?.start..)
                .anchored(Anchored::Yes);
            if issuers.iter().any(|re| re.is_match(input.clone())) {
                return None;
            }
            card(matched, Issuer::Other)
        },
    ));
    rules
}

/// Duckling's production: the digits of the match, if they make a valid number.
fn card(matched: &str, issuer: Issuer) -> Option<Token> {
    is_valid(matched).then(|| {
        Token::CreditCardNumber(CreditCardNumberData {
            // Its regexes match digits and dashes only.
            number: matched.replace('-', ""),
            issuer,
        })
    })
}

/// Duckling's `isValidCreditCardNumber` of the digits of `matched` (its dashes skipped): 8 to 19 digits that
/// pass the Luhn check (every second digit from the right doubled, its digits summed; the sum a multiple of
/// 10).
fn is_valid(matched: &str) -> bool {
    let (count, sum) =
        matched
            .bytes()
            .rev()
            .filter(u8::is_ascii_digit)
            .fold((0, 0), |(i, sum), b| {
                let d = u32::from(b - b'0') << (i % 2);
                (i + 1, sum + if d > 9 { d - 9 } else { d })
            });
    DIGITS.contains(&count) && sum % 10 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dim;
    use crate::dims::numeral::testing::{check, check_none};
    use crate::dims::token::Kind;
    use serde_json::json;

    /// Texts, their number and issuer as the real Duckling gives them (Duckling's corpus has its own lines
    /// in test/conformance).
    const EXAMPLES: &[(&str, &str, &str)] = &[
        ("4526-0181-5908-3012", "4526018159083012", "visa"),
        ("3462-819482-19935", "346281948219935", "amex"),
        ("6448757491186252", "6448757491186252", "discover"),
        ("5307-5291-7034-2361", "5307529170342361", "mastercard"),
        ("3005-632122-3303", "30056321223303", "dinerclub"),
        ("6213962459571171", "6213962459571171", "other"),
        ("17774126", "17774126", "other"),
        ("2280841485253888533", "2280841485253888533", "other"),
        ("00000000", "00000000", "other"),
    ];

    #[test]
    fn examples() {
        let examples: Vec<(&str, String)> = EXAMPLES
            .iter()
            .map(|&(text, number, issuer)| {
                (text, json!({"value": number, "issuer": issuer}).to_string())
            })
            .collect();
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check(Kind::CreditCardNumber, &examples);
        // Spaces are no separators in Duckling's regexes; an issuer's prefix with a failing check is no other card.
        check_none(
            Kind::CreditCardNumber,
            &[
                "4111 1111 1111 1111",
                "4111111111111112",
                "41111111111111111",
                "3714-4963-5398-431",
            ],
        );
    }

    #[test]
    fn luhn() {
        assert!(is_valid("4111111111111111"));
        assert!(!is_valid("4111111111111110"));
        assert!(!is_valid("0000000"), "too short");
        assert!(!is_valid("00000000000000000000"), "too long");
        assert!(is_valid("4111-1111-1111-1111"), "dashes are no digits");
        assert!(!is_valid("000-0000"), "seven digits and a dash");
    }

    fn cards(text: &str) -> Vec<(String, String)> {
        crate::dims::bodies_with(Dim::CreditCardNumber, "issuer", text)
    }

    #[test]
    fn numbers_in_a_text_as_duckling_reads_them() {
        // Duckling's regexes need no end of the number: the first four groups are a card (when the phone
        // number over all five is not asked for, which hides it).
        assert_eq!(
            cards("4111-1111-1111-1111-1111"),
            [("4111-1111-1111-1111".to_owned(), "visa".to_owned())]
        );
        assert!(cards("41111111-1111-1111").is_empty());
        assert_eq!(
            cards("pay 4111111111111111 now"),
            [("4111111111111111".to_owned(), "visa".to_owned())]
        );
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
