//! What follows a URL's host: a port, a path, a query and a fragment, each optional, as Duckling's URL
//! patterns read them (`(:\d+)?(/[^?\s#]*)?(\?[^\s#]+)?(#[-,*=&a-z0-9]+)?`).
//!
//! Unlike Duckling, punctuation that ends a sentence is left out of the URL ("see example.com/docs." ends
//! at "docs"), and so is a closing bracket that the URL did not open ("(example.com/a)", "<x.org/a>").

/// The byte where the URL that has its host end at byte `host_end` of `text` ends.
pub(super) fn end_of_tail(text: &str, host_end: usize) -> usize {
    let bytes = text.as_bytes();
    let mut at = host_end;
    if bytes.get(at) == Some(&b':') {
        let digits = bytes[at + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits > 0 {
            at += 1 + digits;
        }
    }
    let tail_start = at;
    if bytes.get(at) == Some(&b'/') {
        at += run_len(&text[at..], |c| c == '?' || c == '#' || c.is_whitespace());
    }
    if bytes.get(at) == Some(&b'?') {
        let query = run_len(&text[at + 1..], |c| c == '#' || c.is_whitespace());
        if query > 0 {
            at += 1 + query;
        }
    }
    if bytes.get(at) == Some(&b'#') {
        let fragment = bytes[at + 1..]
            .iter()
            .take_while(|&&b| b.is_ascii_alphanumeric() || b",-*=&".contains(&b))
            .count();
        if fragment > 0 {
            at += 1 + fragment;
        }
    }
    tail_start + trimmed_len(&text[tail_start..at])
}

/// Length in bytes of the prefix of `text` up to the first char that `stops`.
fn run_len(text: &str, stops: impl Fn(char) -> bool) -> usize {
    text.char_indices()
        .find(|&(_, c)| stops(c))
        .map_or(text.len(), |(i, _)| i)
}

/// Length of `tail` without the sentence punctuation and unopened closing brackets at its end.
fn trimmed_len(tail: &str) -> usize {
    // Closing brackets in excess of opening ones, per kind; counted once, so trimming stays linear.
    let mut unopened = [('(', ')'), ('[', ']'), ('{', '}'), ('<', '>')].map(|(open, close)| {
        (
            close,
            tail.matches(close)
                .count()
                .saturating_sub(tail.matches(open).count()),
        )
    });
    let mut kept = tail;
    while let Some(last) = kept.chars().next_back() {
        let drop = match last {
            '.' | ',' | ';' | ':' | '!' | '?' | '\'' | '"' => true,
            _ => match unopened.iter_mut().find(|(close, _)| *close == last) {
                Some((_, excess)) if *excess > 0 => {
                    *excess -= 1;
                    true
                }
                _ => false,
            },
        };
        if !drop {
            break;
        }
        kept = &kept[..kept.len() - last.len_utf8()];
    }
    kept.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(text: &str, host_end: usize) -> &str {
        &text[..end_of_tail(text, host_end)]
    }

    #[test]
    fn ports_paths_queries_fragments() {
        assert_eq!(url("bla.com:8080/path x", 7), "bla.com:8080/path");
        assert_eq!(
            url("bla.com/p/q?ext=%23&foo=bla more", 7),
            "bla.com/p/q?ext=%23&foo=bla"
        );
        assert_eq!(url("x.org/wiki/URI#Syntax", 5), "x.org/wiki/URI#Syntax");
        assert_eq!(
            url("x.org/data.csv#cell=4,1-6,2", 5),
            "x.org/data.csv#cell=4,1-6,2"
        );
        assert_eq!(url("x.org:http", 5), "x.org");
        assert_eq!(url("x.org/café?q=ü", 5), "x.org/café?q=ü");
    }

    #[test]
    fn sentence_punctuation_is_left_out() {
        assert_eq!(url("x.org/docs.", 5), "x.org/docs");
        assert_eq!(url("x.org? yes", 5), "x.org");
        assert_eq!(url("x.org/a).", 5), "x.org/a");
        assert_eq!(url("x.org/Foo_(bar)", 5), "x.org/Foo_(bar)");
        assert_eq!(url("x.org/?q=1,", 5), "x.org/?q=1");
        assert_eq!(url("x.org/a>", 5), "x.org/a");
    }
}
