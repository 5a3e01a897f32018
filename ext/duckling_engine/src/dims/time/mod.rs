//! `time`: dates, times of day, relative times, intervals and holidays, resolved against the reference time
//! in its zone, in Duckling's shape (`{"type":"value","value":"2013-02-12T04:30:00.000-02:00",
//! "grain":"second","values":[...]}` or `{"type":"interval","from":{...},"to":{...}}`).
//!
//! The text is tokenised once; at each token the parser takes the longest expression that starts there
//! (atoms intersected with their neighbours, then intervals), with constant look-ahead, and scanning resumes
//! after it. So the work is linear in the length of the text, and lists such as "march 3, march 9, april
//! 12" come out as one entity each, because two dates that disagree never merge.

mod clock;
mod dates;
mod expr;
mod holidays;
mod interval;
mod lexicon;
mod parser;
mod relative;
mod resolve;
pub(crate) mod rules;
mod tokens;
mod zone;

use crate::dims::number::chunked;
use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::time::LocalZone;
use crate::{Dim, Error};
use interval::resolve_parsed;
use parser::Parser;
use zone::{Reference, in_minutes_if_zoned};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let toks = tokens::tokenize(cx)?;
    let parser = Parser::new(cx, &toks)?;
    let reference = Reference(&cx.options.reference_time);
    let zone = LocalZone {
        tz: cx.options.reference_time.time_zone(),
        reference_offset: cx.options.reference_time.offset(),
    };
    let mut i = 0;
    while i < toks.len() {
        cx.check_cancel()?;
        if let Some((parsed, j)) = parser.expression(i)
            && let (Some(first), Some(last)) = (toks.get(i), toks.get(j.wrapping_sub(1)))
            && j > i
            && is_whole_words(cx.text, first.start, last.end)
            && let Some((resolved, latent)) = resolve_parsed(&parsed, &reference)
            && let Some(resolved) = in_minutes_if_zoned(&parsed, resolved)
        {
            // Latent candidates are dropped unless asked for: skip rendering them (a text of numbers has many).
            if cx.options.latent || !latent {
                let range = first.start..last.end;
                let value = resolved.json(&zone);
                chunked::reserve(cx, out, 1)?;
                out.push(Candidate::new(range, Dim::Time, value).latent(latent));
            }
            i = j;
            continue;
        }
        i += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use crate::dims::cancel_tests::assert_every_probe_call_cancels;
    use crate::engine::context::Context;
    use crate::{Dim, Options, parse};

    fn options() -> Options {
        Options {
            reference_time: "2013-02-12T04:30:00-02:00[-02:00]"
                .parse()
                .expect("valid reference"),
            dims: [Dim::Time].into_iter().collect(),
            ..Options::default()
        }
    }

    /// (body, value) of every time entity.
    fn times(text: &str) -> Vec<(String, String)> {
        parse(text, &options())
            .expect("parse")
            .into_iter()
            .map(|e| (e.body, e.value["value"].as_str().unwrap_or("").to_owned()))
            .collect()
    }

    #[test]
    fn lists_are_one_entity_per_item() {
        let found = times("march 3, march 9, april 12 and may 5th");
        let bodies: Vec<&str> = found.iter().map(|(b, _)| b.as_str()).collect();
        assert_eq!(bodies, ["march 3", "march 9", "april 12", "may 5th"]);
        assert_eq!(found[2].1, "2013-04-12T00:00:00.000-02:00");
        let found = times("monday and tuesday; 3pm and 5pm");
        assert_eq!(found.len(), 4, "{found:?}");
    }

    #[test]
    fn long_texts_keep_every_entity() {
        let paragraph = "Meet next monday at 5pm or tomorrow morning at 8; the review is feb 15 from 3 to \
                         5pm, then march 3, march 9, april 12. ";
        let per_paragraph = times(paragraph).len();
        assert_eq!(per_paragraph, 6);
        let text = paragraph.repeat(200);
        assert_eq!(times(&text).len(), per_paragraph * 200);
    }

    #[test]
    fn a_full_stop_ends_the_sentence_not_the_abbreviation() {
        let found = times("RSVP before Friday. Back on Mon. the 18th, or in March.");
        let bodies: Vec<&str> = found.iter().map(|(b, _)| b.as_str()).collect();
        assert_eq!(bodies, ["before Friday", "on Mon. the 18th", "in March"]);
    }

    #[test]
    fn odd_input_never_panics() {
        for text in [
            "",
            "\0\0\0",
            "🙂 at 3pm 🙂",
            "e\u{301} 5pm",
            "שלום 5pm",
            "at",
            "from",
            "between monday and",
            "99/99/9999",
            "9999-12-31T23:59:59",
            "the 31st of february",
        ] {
            let _ = parse(text, &options()).expect("parse");
        }
        assert_eq!(times("🙂 at 3pm 🙂")[0].0, "at 3pm");
    }

    /// Whichever probe call first asks to stop, the parse stops with `Cancelled`: no stretch of work
    /// ignores the answer and finishes anyway.
    #[test]
    fn a_stop_at_any_probe_call_cancels() {
        let text = "Meet next monday at 5pm or tomorrow morning at 8; the review is feb 15 from 3 to 5pm, \
                    then march 3, march 9, april 12, in 2 hours. "
            .repeat(3);
        assert_eq!(assert_every_probe_call_cancels(&text, &options()), 21);
    }

    /// Probe calls made by the time dimension alone (numbers are found first), for a text of 256 KB made
    /// of `piece`.
    fn polls_in_256_kb_of(piece: &str) -> (usize, usize) {
        let text = piece.repeat(256 * 1024 / piece.len());
        let calls = Cell::new(0);
        let probe = || {
            calls.set(calls.get() + 1);
            false
        };
        let options = options();
        let cx = Context::new(&text, &options, &probe);
        cx.numbers().expect("not cancelled");
        calls.set(0);
        super::scan(&cx, &mut Vec::new()).expect("not cancelled");
        (calls.get(), text.len())
    }

    /// At least one probe call per 4 KB, also where the text is one long token or holds nothing to find.
    #[test]
    fn long_texts_are_polled_every_4_kb() {
        for piece in [
            "the committee reviewed the proposal carefully; ",
            "7",
            " ",
            "2 hours and 30 minutes, ",
        ] {
            let (calls, len) = polls_in_256_kb_of(piece);
            assert!(
                calls >= len / 4096,
                "{calls} calls for {len} bytes of {piece:?}"
            );
        }
    }
}
