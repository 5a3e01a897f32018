//! `email` as Duckling's rules read it: an address as written (`Duckling/Email/Rules.hs`) or spelled out in
//! English, "at" for `@` and "dot" for `.` (`Duckling/Email/EN/Rules.hs`). The value is Duckling's
//! `EmailData`, rendered as its `ToJSON` does: `{"value": "alice@example.io", "type": "value"}`.
//!
//! Both regexes start with a class, so the chart searches for them over the whole text as Duckling does, each
//! match from the end of the previous one: in "mail me at john.doe+x@example.co.uk" the spelled-out rule reads
//! "me at john.doe" (`me@john.doe`) and the plain one the address, and both are entities, as in Duckling.
//!
//! Duckling's PCRE classes are ASCII (`\w` is `[A-Za-z0-9_]`): written out here, since Rust's are Unicode.

pub(crate) mod common;
pub(crate) mod de;
pub(crate) mod en;
pub(crate) mod fr;
pub(crate) mod is;
pub(crate) mod it;
pub(crate) mod types;

pub(crate) use types::{EmailData, to_json};

use crate::dims::token::Token;

/// An email token of `value`.
fn email(value: String) -> Option<Token> {
    Some(Token::Email(EmailData { value }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dim;
    use crate::dims::numeral::testing::{check, check_none};
    use crate::dims::token::Kind;

    /// Texts and the value the real Duckling gives for them (Duckling's corpus has its own lines in
    /// test/conformance).
    const EXAMPLES: &[(&str, &str)] = &[
        ("alice at example dot io", "alice@example.io"),
        ("Alice at ExAmple.io", "Alice@ExAmple.io"),
        ("ALICE AT example DOT io", "ALICE@example DOT io"),
        (
            "bob dot smith at mail dot example dot org",
            "bob.smith@mail.example.org",
        ),
        (
            "bob dot smith@mail dot example dot org",
            "bob.smith@mail.example.org",
        ),
        ("john dot doe at example dot com", "john.doe@example.com"),
        ("qwer+xy dot z at gmail dot com", "qwer+xy.z@gmail.com"),
        ("jane.k@fb dot com", "jane.k@fb.com"),
        ("Tom.O_Neil@Corp.Example.NET", "Tom.O_Neil@Corp.Example.NET"),
        ("x-y_z+w@q.io", "x-y_z+w@q.io"),
        ("a1@b2.c3", "a1@b2.c3"),
        ("x@y.z", "x@y.z"),
    ];

    #[test]
    fn examples() {
        let examples: Vec<(&str, String)> = EXAMPLES
            .iter()
            .map(|&(text, value)| {
                (
                    text,
                    to_json(&EmailData {
                        value: value.into(),
                    })
                    .to_string(),
                )
            })
            .collect();
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check(Kind::Email, &examples);
        check_none(
            Kind::Email,
            &[
                "alice@",
                "alice@.com",
                "a@b",
                "ab@cd@ef",
                "look at this",
                "see you at 5.30pm",
            ],
        );
    }

    fn emails(text: &str) -> Vec<(String, String)> {
        crate::dims::bodies_with(Dim::Email, "value", text)
    }

    fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn an_address_after_a_spelled_at_is_read_whole() {
        // As the real Duckling answers: the spelled-out rule reads "me at john.doe" too.
        assert_eq!(
            emails("mail me at john.doe+x@example.co.uk"),
            pairs(&[
                ("me at john.doe", "me@john.doe"),
                ("john.doe+x@example.co.uk", "john.doe+x@example.co.uk"),
            ])
        );
    }

    #[test]
    fn several_addresses_in_a_sentence() {
        assert_eq!(
            emails("write to ann@x.org or Bob.Lee@Mail.Example.com."),
            pairs(&[
                ("ann@x.org", "ann@x.org"),
                ("Bob.Lee@Mail.Example.com", "Bob.Lee@Mail.Example.com"),
            ])
        );
    }

    #[test]
    fn pathological_inputs_stay_correct() {
        assert!(emails(&"@".repeat(1 << 20)).is_empty());
        assert!(emails(&"a@".repeat(50_000)).is_empty());
        assert!(emails(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(emails(&"a at a".repeat(17_000)).is_empty());
        assert!(emails(&"9".repeat(100_000)).is_empty());
        assert!(emails(&"a.b.".repeat(1 << 18)).is_empty());
        assert!(emails(&"http://".repeat(15_000)).is_empty());
        // One address with a 100 KB domain, as Duckling's regex reads it.
        let long_domain = format!("x@{}com", "a.".repeat(50_000));
        let found = emails(&long_domain);
        assert!(found.len() == 1 && found[0].0 == long_domain && found[0].1 == long_domain);
        // The spelled-out local part takes at most 11 pieces; the plain rule does not read "dot".
        let long_local = format!("{}b at example.com", "a dot ".repeat(20_000));
        let expected = format!("{}b@example.com", "a.".repeat(10));
        assert_eq!(
            emails(&long_local).last().map(|e| e.1.clone()),
            Some(expected)
        );
        assert_eq!(emails(&"mail a@b.co now ".repeat(5_000)).len(), 5_000);
    }
}
