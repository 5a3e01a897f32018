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
mod lexicon;
mod parser;
mod relative;
mod resolve;
mod tokens;

use jiff::civil::DateTime;
use jiff::tz::TimeZone;

use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::time::Grain;
use crate::{Dim, Error};
use expr::Expr;
use parser::{Parsed, Parser};
use resolve::{Instant, Resolved, Single, resolve};

pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let toks = tokens::tokenize(&cx.lower);
    let parser = Parser::new(cx, &toks)?;
    let now = cx.options.reference_time.datetime();
    let tz = cx.options.reference_time.time_zone().clone();
    let at = Here { now, tz: &tz };
    let mut i = 0;
    while i < toks.len() {
        cx.check_cancel()?;
        if let Some((parsed, j)) = parser.expression(i)
            && let (Some(first), Some(last)) = (toks.get(i), toks.get(j.wrapping_sub(1)))
            && j > i
            && is_whole_words(cx.text, first.start, last.end)
            && let Some((resolved, latent)) = resolve_parsed(&parsed, &at)
            && let Some(resolved) = in_minutes_if_zoned(&parsed, resolved)
        {
            // Latent candidates are dropped unless asked for: skip rendering them (a text of numbers has many).
            if cx.options.latent || !latent {
                let range = first.start..last.end;
                out.push(Candidate::new(range, Dim::Time, resolved.json(&tz)).latent(latent));
            }
            i = j;
            continue;
        }
        i += 1;
    }
    Ok(())
}

/// A time read in another zone is reported precise to the minute at most, as Duckling does (a whole hour
/// of another zone need not be a whole hour here).
fn in_minutes_if_zoned(parsed: &Parsed, resolved: Resolved) -> Option<Resolved> {
    let zoned = match parsed {
        Parsed::Time(e) | Parsed::After(e) | Parsed::Before(e) | Parsed::By(e) => e.zone.is_some(),
        Parsed::Interval(a, b) => a.zone.is_some() || b.zone.is_some(),
    };
    if !zoned {
        return Some(resolved);
    }
    resolved.map_instants(|i| {
        Some(Instant {
            grain: i.grain.min(Grain::Minute),
            ..i
        })
    })
}

/// Resolves a whole expression, and says whether it is latent.
/// The reference time and the zone it is read in.
struct Here<'a> {
    now: DateTime,
    tz: &'a TimeZone,
}

impl Here<'_> {
    /// Resolves `e` from `now`; a reading in a named zone ("8:00 GMT") is resolved there and moved into
    /// the reference zone.
    fn resolve(&self, e: &Expr, now: DateTime) -> Option<Resolved> {
        let Some(offset) = e.zone else {
            return resolve(e, now);
        };
        let there = TimeZone::fixed(jiff::tz::Offset::from_seconds(offset).ok()?);
        let now_there = self.tz.to_ambiguous_zoned(now).compatible().ok()?;
        let now_there = now_there.with_time_zone(there.clone()).datetime();
        resolve(e, now_there)?.map_instants(|i| {
            let zoned = there.to_ambiguous_zoned(i.at).compatible().ok()?;
            Some(Instant {
                at: zoned.with_time_zone(self.tz.clone()).datetime(),
                grain: i.grain,
            })
        })
    }
}

fn resolve_parsed(parsed: &Parsed, here: &Here) -> Option<(Resolved, bool)> {
    let now = here.now;
    let resolve = |e: &Expr, now: DateTime| here.resolve(e, now);
    match parsed {
        Parsed::Time(e) => Some((resolve(e, now)?, e.latent)),
        Parsed::Interval(a, b) => {
            let (a, b) = harmonise(a, b);
            let from = resolve(&a, now)?.first.start()?;
            let to = resolve(&b, from.at)?.first.end()?;
            if to.at <= from.at {
                return None;
            }
            let grain = from.grain.min(to.grain);
            let single = Single::Interval {
                from: Some(Instant { at: from.at, grain }),
                to: Some(Instant { at: to.at, grain }),
            };
            Some((Resolved::single(single), a.latent && b.latent))
        }
        Parsed::After(e) => {
            let from = resolve(e, now)?.first.start()?;
            let single = Single::Interval {
                from: Some(from),
                to: None,
            };
            Some((Resolved::single(single), e.latent))
        }
        Parsed::Before(e) => {
            let to = resolve(e, now)?.first.start()?;
            let single = Single::Interval {
                from: None,
                to: Some(to),
            };
            Some((Resolved::single(single), e.latent))
        }
        Parsed::By(e) => {
            // "by 2pm" ends when 2pm starts; "by the end of the month" when that stretch ends.
            let to = match resolve(e, now)?.first {
                Single::Value(i) => i,
                interval => interval.end()?,
            };
            let single = Single::Interval {
                from: Some(Instant {
                    at: Grain::Second.truncate(now),
                    grain: Grain::Second,
                }),
                to: Some(Instant {
                    at: to.at,
                    grain: Grain::Second,
                }),
            };
            Some((Resolved::single(single), e.latent))
        }
    }
}

/// Makes the two ends of an interval say the same about what only one of them says: "3-5pm" (pm applies
/// to both), "july 13-15" (the month too), "13 to 15 july", "9:30 - 11:00 on thursday".
fn harmonise(a: &Expr, b: &Expr) -> (Expr, Expr) {
    let (mut a, mut b) = (a.clone(), b.clone());
    let zone = a.zone.or(b.zone);
    a.zone = zone;
    b.zone = zone;
    if let (Some(ca), Some(cb)) = (a.clock, b.clock)
        && ca.ambiguous
        && !cb.ambiguous
        && cb.hour >= 12
        && ca.hour < 12
        && ca.hour + 12 <= cb.hour
    {
        a.clock = Some(ca.with_meridiem(true));
    }
    // "13 to 15 july", "july 13-15": a plain number next to a date is a day, not an hour.
    if let Some(day) = as_day(&b)
        && a.day.is_some()
        && a.clock.is_none()
    {
        b = Expr {
            day: Some(day),
            ..Expr::default()
        };
    }
    if let Some(day) = as_day(&a)
        && b.day.is_some()
        && b.clock.is_none()
    {
        a = Expr {
            day: Some(day),
            ..Expr::default()
        };
    }
    if !b.has_date() {
        copy_date(&a, &mut b);
    } else if !a.has_date() {
        copy_date(&b, &mut a);
    } else if b.month.is_none() && b.day.is_some() && a.month.is_some() {
        b.month = a.month;
        b.year = b.year.or(a.year);
    } else if a.month.is_none() && a.day.is_some() && b.month.is_some() {
        a.month = b.month;
        a.year = a.year.or(b.year);
    }
    (a, b)
}

/// A bare latent number read as a clock ("15"), read as a day of the month instead.
fn as_day(e: &Expr) -> Option<i8> {
    let clock = e.clock?;
    let bare = e.latent && !e.has_date() && e.part.is_none() && clock.grain == Grain::Hour;
    (bare && clock.hour >= 1).then_some(clock.hour)
}

fn copy_date(from: &Expr, to: &mut Expr) {
    to.year = from.year;
    to.month = from.month;
    to.day = from.day;
    to.weekday = from.weekday;
    to.nth = from.nth;
    to.last_day = from.last_day;
    to.holiday = from.holiday;
    to.window = from.window;
    to.pick = from.pick;
}

#[cfg(test)]
mod tests {
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
}
