//! Which host names make a URL, and the `domain` Duckling reports for them.
//!
//! After Duckling's three URL rules:
//! - a dotted name whose last label is a top-level domain of 2 to 4 letters ("cnn.com", "amazon.co.uk"),
//!   with or without a scheme; a leading `www.`, `ww2.`, `www3.` … is not part of the domain;
//! - `localhost`, with or without a scheme;
//! - after a scheme, any name (`http://kimchi`, `https://myserver`), and, beyond Duckling, a dotted one
//!   such as an IP address (`http://192.168.0.1`), rather than cutting it at the first dot.
//!
//! The domain is lowercased, as Duckling lowercases it.

/// A byte that may appear in a host name: ASCII letters, digits, `-`, `_` and `.`.
pub(super) fn is_host_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.')
}

/// The domain of `host` (host bytes, without trailing dots), or `None` when it makes no URL.
pub(super) fn domain(host: &str, after_scheme: bool) -> Option<String> {
    let labels: Vec<&str> = host.split('.').collect();
    if labels.iter().any(|l| l.is_empty()) {
        return None;
    }
    if host.eq_ignore_ascii_case("localhost") {
        return Some("localhost".to_owned());
    }
    let top_level = labels.last().copied().unwrap_or_default();
    let has_top_level = labels.len() >= 2
        && (2..=4).contains(&top_level.len())
        && top_level.bytes().all(|b| b.is_ascii_alphabetic());
    if has_top_level {
        let skip_www = labels.len() >= 3 && is_www(labels[0]);
        let kept = if skip_www { &labels[1..] } else { &labels[..] };
        return Some(kept.join(".").to_ascii_lowercase());
    }
    after_scheme.then(|| host.to_ascii_lowercase())
}

/// `w{2,3}[0-9]*`, the web-server prefix Duckling leaves out of the domain.
fn is_www(label: &str) -> bool {
    let ws = label
        .bytes()
        .take_while(|b| b.eq_ignore_ascii_case(&b'w'))
        .count();
    (2..=3).contains(&ws) && label.bytes().skip(ws).all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_level_domains_make_urls() {
        assert_eq!(domain("cnn.com", false).as_deref(), Some("cnn.com"));
        assert_eq!(
            domain("aMaZon.co.uk", false).as_deref(),
            Some("amazon.co.uk")
        );
        assert_eq!(domain("www.bla.com", false).as_deref(), Some("bla.com"));
        assert_eq!(
            domain("www2.foo-bar.net", false).as_deref(),
            Some("foo-bar.net")
        );
        assert_eq!(domain("www.com", false).as_deref(), Some("www.com"));
        assert_eq!(domain("hello.world", false), None);
        assert_eq!(domain("3.14", false), None);
        assert_eq!(domain("a..com", false), None);
    }

    #[test]
    fn bare_names_need_a_scheme_or_localhost() {
        assert_eq!(domain("LocalHost", false).as_deref(), Some("localhost"));
        assert_eq!(domain("kimchi", false), None);
        assert_eq!(domain("kimchi", true).as_deref(), Some("kimchi"));
        assert_eq!(domain("10.0.0.1", true).as_deref(), Some("10.0.0.1"));
    }
}
