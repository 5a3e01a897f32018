//! `url`: web addresses with or without a scheme, port, path, query and fragment
//! (`https://500px.com:443/about`, `aMaZon.co.uk/?page=home`, `localhost:8000`, `http://kimchi`), as
//! Duckling's `Url` rules recognise them. The value is the URL as written and its lowercased domain,
//! without a `www.` prefix: `{"value": "http://www.bla.com", "domain": "bla.com"}`. [`host`] says which
//! names count; [`tail`] reads what follows the name.
//!
//! A name that touches an `@` is part of an email address, not a URL: "alice@example.com" holds no URL.
//!
//! How: one pass over the runs of host characters (`[A-Za-z0-9._-]`). A run followed by `://` is a scheme
//! and the run after it the host; otherwise the run itself may be the host. A URL found is skipped whole;
//! a run that makes none is skipped whole; so every byte is looked at a bounded number of times.

mod host;
mod tail;

use serde_json::json;

use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::{Dim, Error};
use host::is_host_byte;

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let bytes = cx.text.as_bytes();
    let mut at = 0;
    while let Some(start) = chunked::position(cx, bytes, at, is_host_byte)? {
        cx.check_cancel()?;
        let run_end = host_run_end(cx, start)?;
        at = match url_at(cx, start, run_end)? {
            Some((end, domain)) => {
                let value = json!({ "value": &cx.text[start..end], "domain": domain });
                out.push(Candidate::new(start..end, Dim::Url, value));
                end
            }
            None => run_end,
        };
    }
    Ok(())
}

/// The end of the run of host bytes that starts at `start` (a megabyte of digits is one).
fn host_run_end(cx: &Context, start: usize) -> Result<usize, Error> {
    chunked::run_end(cx, cx.text.as_bytes(), start, is_host_byte)
}

/// The URL that starts at the run of host bytes `start..run_end`, if any: its end and its domain.
fn url_at(cx: &Context, start: usize, run_end: usize) -> Result<Option<(usize, String)>, Error> {
    let (text, bytes) = (cx.text, cx.text.as_bytes());
    let scheme = is_scheme(&bytes[start..run_end]) && bytes[run_end..].starts_with(b"://");
    let host_start = if scheme { run_end + 3 } else { start };
    let host_run = host_run_end(cx, host_start)?;
    let host_end = host_start + text[host_start..host_run].trim_end_matches('.').len();
    let touches_email = start.checked_sub(1).is_some_and(|i| bytes[i] == b'@')
        || bytes.get(host_end) == Some(&b'@');
    if host_end == host_start || touches_email {
        return Ok(None);
    }
    let Some(domain) = host::domain(&text[host_start..host_end], scheme) else {
        return Ok(None);
    };
    let end = tail::end_of_tail(text, host_end);
    Ok(is_whole_words(text, start, end).then_some((end, domain)))
}

/// A scheme name: a letter, then letters or digits ("http", "s3"). Duckling takes letters only.
fn is_scheme(name: &[u8]) -> bool {
    name.first().is_some_and(u8::is_ascii_alphabetic) && name.iter().all(u8::is_ascii_alphanumeric)
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options};

    fn urls(text: &str) -> Vec<(String, String)> {
        let options = Options {
            dims: [Dim::Url].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| (e.body, e.value["domain"].as_str().unwrap_or("").to_owned()))
            .collect()
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
                ("https://api.wit.ai/message?q=hi", "api.wit.ai"),
                ("www.bla.com", "bla.com"),
                ("localhost:8000", "localhost"),
            ])
        );
    }

    #[test]
    fn no_url_inside_an_email() {
        assert!(urls("alice@example.com").is_empty());
        assert!(urls("mail jo.doe@mail.example.org today").is_empty());
        assert_eq!(
            urls("user@example.com or example.com"),
            pairs(&[("example.com", "example.com")])
        );
    }

    #[test]
    fn edges_stay_outside_words() {
        assert!(urls("exampleé.com").is_empty());
        assert!(urls("example.comé").is_empty());
        assert!(urls("localhost:80abc").is_empty());
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
        assert!(urls(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(urls(&"a.".repeat(50_000)).is_empty());
        assert_eq!(urls(&format!("{}com", "a.".repeat(50_000))).len(), 1);
        let closing = format!("x.org/{}", ")".repeat(100_000));
        assert_eq!(urls(&closing), pairs(&[("x.org/", "x.org")]));
        assert_eq!(urls(&"go to x.io/a now ".repeat(5_000)).len(), 5_000);
    }
}
