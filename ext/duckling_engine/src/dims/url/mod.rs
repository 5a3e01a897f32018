//! `url` as Duckling's rules read it (`Duckling/Url/Rules.hs`, `Helpers.hs`): a host name with a top-level
//! domain, `localhost`, or any name after a scheme, each with an optional port, path and query (and a fragment
//! after a dotted name). The value is Duckling's `UrlData`, the URL as written and its domain lowercased
//! (without a `www.` prefix), rendered as its `ToJSON` does:
//! `{"value": "http://www.bla.com", "domain": "bla.com", "type": "value"}`.
//!
//! The regexes start with classes, so the chart searches for them over the whole text as Duckling does.
//! Duckling's PCRE classes are ASCII (`\w` is `[A-Za-z0-9_]`, `\d` is `[0-9]`, `\s` is `[\t\n\v\f\r ]`):
//! written out here, since Rust's are Unicode.

pub(crate) mod types;

pub(crate) use types::{UrlData, to_json};

use crate::dims::token::{Rule, Token, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Groups: 1 the URL, 3 the scheme, 4 `www.`, 5 the domain, 8 the port, 9 the path, 10 the query.
        Rule::new(
            "url",
            vec![re(
                r"((([a-zA-Z]+)://)?(w{2,3}[0-9]*\.)?(([A-Za-z0-9_\-]+\.)+[a-z]{2,4})(:([0-9]+))?(/[^?\t\n\x0B\x0C\r #]*)?(\?[^\t\n\x0B\x0C\r #]+)?(#[\-,*=&a-z0-9]+)?)",
            )],
            |m| {
                let found = m[0].group(1)?;
                url(found, dotted_domain(found))
            },
        ),
        Rule::new(
            "localhost",
            vec![re(
                r"((([a-zA-Z]+)://)?localhost(:([0-9]+))?(/[^?\t\n\x0B\x0C\r #]*)?(\?[^\t\n\x0B\x0C\r #]+)?)",
            )],
            |m| url(m[0].group(1)?, "localhost"),
        ),
        // Groups: 1 the URL, 2 the scheme, 3 the domain.
        Rule::new(
            "local url",
            vec![re(
                r"(([a-zA-Z]+)://([A-Za-z0-9_\-]+)(:([0-9]+))?(/[^?\t\n\x0B\x0C\r #]*)?(\?[^\t\n\x0B\x0C\r #]+)?)",
            )],
            |m| {
                let found = m[0].group(1)?;
                url(found, local_domain(found))
            },
        ),
    ]
}

// The domains (group 5 of "url", group 3 of "local url") are read off the match rather than searched for
// again: a captures search of these regexes, whose negated classes span all of Unicode, was a fifth of the
// parse of a sentence holding a URL. The match is the regex's leftmost-first one, so its groups are those of
// the regex's first choices that match; a test compares them with the `regex` crate's captures over generated
// texts.

/// A letter of the regexes' classes: ASCII letters and, since they match case-insensitively, the two
/// characters whose lower case is one (the Kelvin sign, the long s).
fn letter(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '\u{212A}' || c == 'ſ'
}

/// A character of a host name's labels, `[A-Za-z0-9_\-]`.
fn in_label(c: char) -> bool {
    letter(c) || c.is_ascii_digit() || c == '_' || c == '-'
}

/// `found` without its scheme (`[a-zA-Z]+://`), which a match takes wherever it opens with one: nothing else in
/// the regexes can read letters followed by a colon.
fn after_scheme(found: &str) -> &str {
    let letters = found.find(|c| !letter(c)).unwrap_or(found.len());
    match found[letters..].strip_prefix("://") {
        Some(rest) if letters > 0 => rest,
        _ => found,
    }
}

/// The domain of a match of "url": after the scheme and `www.` (`w{2,3}[0-9]*\.`, taken where a domain can
/// follow it), up to the port, path, query or fragment, each of which opens with a character no domain holds.
fn dotted_domain(found: &str) -> &str {
    let rest = after_scheme(found);
    let ws = rest.len() - rest.trim_start_matches(['w', 'W']).len();
    let www = (2..=3)
        .contains(&ws)
        .then(|| rest[ws..].trim_start_matches(|c: char| c.is_ascii_digit()))
        .and_then(|r| r.strip_prefix('.'))
        .filter(|r| domain_follows(r));
    let domain = www.unwrap_or(rest);
    let end = domain.find([':', '/', '?', '#']).unwrap_or(domain.len());
    &domain[..end]
}

/// Whether `([A-Za-z0-9_\-]+\.)+[a-z]{2,4}` matches at the start of `rest`: labels, each ending in a dot, and
/// two letters after one of the dots.
fn domain_follows(mut rest: &str) -> bool {
    loop {
        let label = rest.find(|c| !in_label(c)).unwrap_or(rest.len());
        let Some(after) = rest[label..].strip_prefix('.').filter(|_| label > 0) else {
            return false;
        };
        let mut next = after.chars();
        if next.next().is_some_and(letter) && next.next().is_some_and(letter) {
            return true;
        }
        rest = after;
    }
}

/// The domain of a match of "local url": the name right after the scheme.
fn local_domain(found: &str) -> &str {
    let rest = after_scheme(found);
    &rest[..rest.find(|c| !in_label(c)).unwrap_or(rest.len())]
}

/// Duckling's `url` helper: the domain lowercased.
fn url(value: &str, domain: &str) -> Option<Token> {
    Some(Token::Url(UrlData {
        value: value.to_owned(),
        domain: domain.to_lowercase(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dims::numeral::testing::{check, check_none};
    use crate::dims::token::Kind;
    use crate::{Dim, DimSet, Options};

    /// Texts, the URL and the domain the real Duckling gives for them (Duckling's corpus has its own lines
    /// in test/conformance).
    const EXAMPLES: &[(&str, &str)] = &[
        ("https://www.example.org", "example.org"),
        (
            "ftp://files.example.net/pub/readme.txt",
            "files.example.net",
        ),
        ("http://localhost:3000/api/v1?debug=true", "localhost"),
        ("LOCALHOST:5432", "localhost"),
        ("ww3.shop.example.com/cart", "shop.example.com"),
        ("HTTPS://WWW.EXAMPLE.COM/INDEX.HTML", "example.com"),
        (
            "https://en.wikipedia.org/wiki/Mercury_(planet)",
            "en.wikipedia.org",
        ),
        (
            "https://my_host-01.internal.example.com:9443/health",
            "my_host-01.internal.example.com",
        ),
        ("example.com/search?q=rust+regex&page=2", "example.com"),
        ("https://example.com/café/menü", "example.com"),
        ("http://intranet/wiki/Home", "intranet"),
        (
            "https://example.com/path?redirect=https://other.org",
            "example.com",
        ),
        ("https://t.co/AbC123", "t.co"),
    ];

    #[test]
    fn examples() {
        let examples: Vec<(&str, String)> = EXAMPLES
            .iter()
            .map(|&(text, domain)| {
                let value = UrlData {
                    value: text.into(),
                    domain: domain.into(),
                };
                (text, to_json(&value).to_string())
            })
            .collect();
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check(Kind::Url, &examples);
        check_none(
            Kind::Url,
            &[
                "foo",
                "MYHOST",
                "hey:42",
                "3.14",
                "e.g. this",
                "U.S.A.",
                "hello.world",
                "http://",
                "localhostess",
            ],
        );
    }

    #[test]
    fn domains_are_the_regex_s_captures() {
        use crate::dims::testing::{RandomTexts, reference_regex};
        // Pieces of URLs and of the words around them (split at `|`); random texts of them.
        let pieces = "http|HTTPS|s|://|:|/|www.|ww1.|ww|w|W|wwww.|1|.|..|bla.com|.co|.c|a|b1|K|ſ|é|-|_|:8080|\
                      /p|?q=1|#x|localhost| |@|x.|.io";
        let pieces: Vec<&str> = pieces.split('|').collect();
        let rules = rules();
        let mut texts = RandomTexts::new(0x2545_F491_4F6C_DD1D);
        for (rule, group, domain) in [
            (&rules[0], 5, dotted_domain as fn(&str) -> &str),
            (&rules[2], 3, local_domain),
        ] {
            let re = reference_regex(rule);
            // Matches, and those with a `www.` taken and one left in the domain.
            let (mut matches, mut www, mut not_www) = (0, 0, 0);
            for _ in 0..30_000 {
                let text = texts.text(&pieces, 12);
                for caps in re.captures_iter(&text) {
                    let whole = caps.get(0).expect("group 0").as_str();
                    let expected = caps.get(group).map(|g| g.as_str());
                    assert_eq!(Some(domain(whole)), expected, "{text:?} {}", rule.name);
                    matches += 1;
                    let rest = after_scheme(whole);
                    let skipped = !std::ptr::eq(rest.as_ptr(), domain(whole).as_ptr());
                    let ws = rest.get(..2).is_some_and(|w| w.eq_ignore_ascii_case("ww"));
                    www += usize::from(skipped);
                    not_www += usize::from(ws && !skipped);
                }
            }
            assert!(matches > 500, "{matches} {}", rule.name);
            if group == 5 {
                assert!(www > 100 && not_www > 100, "{www} {not_www}");
            }
        }
    }

    fn urls(text: &str) -> Vec<(String, String)> {
        crate::dims::bodies_with(Dim::Url, "domain", text)
    }

    fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn urls_in_a_sentence() {
        assert_eq!(
            urls("see https://api.wit.ai/message?q=hi, or (www.bla.com) and localhost:8000."),
            pairs(&[
                ("https://api.wit.ai/message?q=hi,", "api.wit.ai"),
                ("www.bla.com", "bla.com"),
                ("localhost:8000", "localhost"),
            ])
        );
        // As the real Duckling answers: a scheme of letters only, the dotted name after it is the URL.
        assert_eq!(
            urls("s3://bucket-name/key/path.json"),
            pairs(&[("path.json", "path.json")])
        );
        assert_eq!(
            urls("http://192.168.0.1:8080/admin"),
            pairs(&[("http://192", "192")])
        );
    }

    #[test]
    fn the_domain_of_an_email_address_is_a_url_when_emails_are_not_asked_for() {
        // Duckling ranks an email over the URL inside it only when both dims are asked for.
        assert_eq!(
            urls("alice@example.com"),
            pairs(&[("example.com", "example.com")])
        );
        let options = Options {
            dims: [Dim::Url, Dim::Email].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        let found = crate::parse("alice@example.com", &options).expect("parse");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].dim, Dim::Email);
    }

    #[test]
    fn pathological_inputs_stay_correct() {
        let schemes = "http://".repeat(15_000);
        let found = urls(&schemes);
        assert_eq!(found.len(), 7_500);
        assert!(
            found
                .iter()
                .all(|(body, domain)| body == "http://http" && domain == "http")
        );
        assert!(urls(&"http:// ".repeat(12_000)).is_empty());
        assert!(urls(&"1".repeat(100_000)).is_empty());
        assert!(urls(&"@".repeat(1 << 20)).is_empty());
        assert!(urls(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(urls(&"a.b.".repeat(1 << 18)).is_empty());
        // The chart's search reads exactly the matches of up to a few hundred bytes that need no more text
        // than that to match at all (engine/chunked.rs): a 100 KB dotted name is read from its last window
        // on (Duckling reads it whole).
        let long = format!("{}com", "a.".repeat(50_000));
        let found = urls(&long);
        assert!(found.len() == 1 && long.ends_with(&found[0].0) && found[0].0.len() > 512);
        // A path that runs to the end of the text is read whole.
        let closing = format!("x.org/{}", ")".repeat(100_000));
        let found = urls(&closing);
        assert!(found.len() == 1 && found[0].0 == closing && found[0].1 == "x.org");
        assert_eq!(urls(&"go to x.io/a now ".repeat(5_000)).len(), 5_000);
    }
}
