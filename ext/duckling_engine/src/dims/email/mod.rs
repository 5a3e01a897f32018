//! `email`: addresses written plainly ("alice@example.io") or dictated ("alice at example dot io",
//! "asdf dot k@fb dot com"), as Duckling's `Email` rule and its English spelled-out rule recognise them.
//! The value is the address with spelled dots and "at" turned back into punctuation, letters as written:
//! `{"value": "alice@example.io"}`.
//!
//! Rules, after Duckling:
//! - a separator, `@` or the word "at" between single spaces, any case;
//! - a local part: pieces of `[A-Za-z0-9_+-]` joined by "." or " dot ";
//! - a domain of at least two pieces of `[A-Za-z0-9_-]` joined the same way. When the separator is "at"
//!   or a dot is spelled, the first domain piece is letters only, so "fitness at 6.40" is no address.
//!
//! How: one pass over the text stops at each separator and reads the domain rightwards, then the local
//! part leftwards (see [`pieces`]). Addresses do not overlap: a local part never reaches back into the
//! previous address, as with Duckling's left-to-right regex matching. Every byte is read a bounded number
//! of times, so "a@a@a@…" costs one short step per `@`. Unlike Duckling, a half longer than an address
//! can be (RFC 5321) makes no address.

mod pieces;

use serde_json::json;

use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::{Dim, Error};
use pieces::{read_domain, read_local};

const SPELLED_AT: &[u8] = b" at ";

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let lower = cx.lower.as_bytes();
    let mut previous_end = 0;
    let mut at = 0;
    while let Some(separator) = chunked::position(cx, lower, at, |b| b == b'@' || b == b' ')? {
        cx.check_cancel()?;
        let width = match lower[separator] {
            b'@' => 1,
            _ if lower[separator..].starts_with(SPELLED_AT) => SPELLED_AT.len(),
            _ => {
                at = separator + 1;
                continue;
            }
        };
        at = separator + 1;
        let spelled_at = width > 1;
        let domain = read_domain(lower, separator + width);
        let domain_ok = domain.pieces.len() >= 2
            && (!(spelled_at || domain.spelled_dots > 0)
                || lower[domain.pieces[0].clone()]
                    .iter()
                    .all(u8::is_ascii_alphabetic));
        if !domain_ok {
            continue;
        }
        let local = read_local(lower, previous_end, separator);
        if local.pieces.is_empty() || !is_whole_words(cx.text, local.start(), domain.end()) {
            continue;
        }
        let address = format!("{}@{}", local.dotted(cx.text), domain.dotted(cx.text));
        out.push(Candidate::new(
            local.start()..domain.end(),
            Dim::Email,
            json!({ "value": address }),
        ));
        previous_end = domain.end();
        at = domain.end();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options};

    fn emails(text: &str) -> Vec<(String, String)> {
        let options = Options {
            dims: [Dim::Email].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| (e.body, e.value["value"].as_str().unwrap_or("").to_owned()))
            .collect()
    }

    #[test]
    fn addresses_do_not_overlap() {
        assert_eq!(
            emails("a@b.c@d.e"),
            [("a@b.c".to_owned(), "a@b.c".to_owned())]
        );
        assert_eq!(
            emails("me at bob dot smith at gmail dot com"),
            [("me at bob dot smith".to_owned(), "me@bob.smith".to_owned())]
        );
    }

    #[test]
    fn several_addresses_in_a_sentence() {
        let found = emails("write to ann@x.org or Bob.Lee@Mail.Example.com.");
        assert_eq!(
            found,
            [
                ("ann@x.org".to_owned(), "ann@x.org".to_owned()),
                (
                    "Bob.Lee@Mail.Example.com".to_owned(),
                    "Bob.Lee@Mail.Example.com".to_owned()
                ),
            ]
        );
    }

    #[test]
    fn pathological_inputs_stay_correct() {
        assert!(emails(&"a@".repeat(50_000)).is_empty());
        assert!(emails(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(emails(&"a at a".repeat(17_000)).is_empty());
        assert!(emails(&"9".repeat(100_000)).is_empty());
        assert!(emails(&"http://".repeat(15_000)).is_empty());
        let long_domain = format!("x@{}com", "a.".repeat(50_000));
        assert!(emails(&long_domain).is_empty());
        let long_local = format!("{}b at example.com", "a dot ".repeat(20_000));
        let expected = format!("{}b@example.com", "a.".repeat(10));
        assert_eq!(emails(&long_local)[0].1, expected);
        let crossing = format!("@{}", "a dot at dot ".repeat(20_000));
        assert!(emails(&crossing).is_empty());
        assert_eq!(emails(&"mail a@b.co now ".repeat(5_000)).len(), 5_000);
    }
}
