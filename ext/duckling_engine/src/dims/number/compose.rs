//! Composes atoms into numbers the way Duckling's English numeral rules do:
//! - tens and units add ("twenty-one"); a unit before tens skips "hundred" ("one twenty two" = 122);
//! - "hundred" and scales multiply what precedes them ("two hundred thousand"), and smaller parts follow
//!   them, optionally after "and" ("seven hundred twenty-one thousand and twelve");
//! - "dozen" multiplies ("two dozen"), "point"/"dot" introduces decimals ("one point two", "point 77");
//! - "minus", "negative" or a leading "-" negate.
//!
//! One left-to-right pass over the atoms: a number grows atom by atom while the next atom can extend it
//! and stops at the first that cannot, where the next number starts. Every intermediate reading is kept
//! too ("five", "five thousand"), so that dimensions built on numbers find the one they need; the ranking
//! drops the shorter ones where the longer is an entity.

use super::NumberMatch;
use super::lexer::{Atom, AtomKind, Gap, Word, gap};
use crate::Error;
use crate::engine::context::Context;
use crate::engine::text::{ends_word, is_word_char, starts_word};

/// What the last atom of a growing number was; it decides which atoms may come next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    Unit,
    Teen,
    Tens,
    /// Tens followed by a unit ("twenty one").
    TensUnit,
    /// A unit followed by a teen or tens, hundred skipped ("one twelve", "one twenty").
    SkipTeen,
    SkipTens,
    Hundred,
    Scale,
    Digits,
    Dozen,
    Informal,
    Decimal,
}

/// The state of a number being read: `total` holds the finished "× scale" parts, `group` the part below
/// the last scale.
#[derive(Debug, Clone, Copy)]
struct Reading {
    total: f64,
    group: f64,
    last: Last,
    /// The smallest scale used so far: a later scale must be smaller to add a part.
    smallest_scale: f64,
    group_has_hundred: bool,
    atoms: usize,
}

impl Reading {
    fn new(group: f64, last: Last) -> Self {
        Reading {
            total: 0.0,
            group,
            last,
            smallest_scale: f64::INFINITY,
            group_has_hundred: false,
            atoms: 1,
        }
    }

    fn value(&self) -> f64 {
        self.total + self.group
    }

    /// The reading of a number that opens with `atom`; `None` for atoms that cannot open one.
    fn open(atom: &Atom) -> Option<Reading> {
        let word = match atom.kind {
            AtomKind::Digits { value, .. } => return Some(Reading::new(value, Last::Digits)),
            AtomKind::Word(word) => word,
        };
        Some(match word {
            Word::Unit(v) => Reading::new(v, Last::Unit),
            Word::Teen(v) => Reading::new(v, Last::Teen),
            Word::Tens(v) => Reading::new(v, Last::Tens),
            Word::Hundred => Reading {
                group_has_hundred: true,
                ..Reading::new(100.0, Last::Hundred)
            },
            Word::Scale {
                value,
                needs_number: false,
            } => Reading {
                total: value,
                smallest_scale: value,
                ..Reading::new(0.0, Last::Scale)
            },
            Word::Dozen => Reading {
                total: 12.0,
                ..Reading::new(0.0, Last::Dozen)
            },
            Word::Informal(v) => Reading::new(v, Last::Informal),
            Word::Scale { .. } | Word::Point | Word::Minus => return None,
        })
    }

    /// The reading extended by `atom` after `gap`, if the atom continues this number.
    fn extend(&self, gap: Gap, atom: &Atom) -> Option<Reading> {
        let AtomKind::Word(word) = atom.kind else {
            return None;
        };
        let after_digits = matches!(self.last, Last::Digits | Last::Decimal);
        match gap {
            Gap::Break => return None,
            Gap::Hyphen if after_digits => return None,
            Gap::And => {
                let after_part = matches!(self.last, Last::Hundred | Last::Scale);
                let small = matches!(word, Word::Unit(u) if u > 0.0)
                    || matches!(word, Word::Teen(_) | Word::Tens(_));
                if !(after_part && small) {
                    return None;
                }
            }
            _ => {}
        }
        let mut next = Reading {
            atoms: self.atoms + 1,
            ..*self
        };
        let opening_unit = self.last == Last::Unit && self.atoms == 1 && gap == Gap::Space;
        match word {
            Word::Unit(u) if u > 0.0 => {
                next.last = match self.last {
                    Last::Tens if gap != Gap::And => Last::TensUnit,
                    Last::SkipTens if gap != Gap::And => Last::TensUnit,
                    Last::Hundred | Last::Scale => Last::Unit,
                    _ => return None,
                };
                next.group += u;
            }
            Word::Teen(t) | Word::Tens(t) => {
                let tens = matches!(word, Word::Tens(_));
                if matches!(self.last, Last::Hundred | Last::Scale) {
                    next.group += t;
                    next.last = if tens { Last::Tens } else { Last::Teen };
                } else if opening_unit && self.group >= 1.0 {
                    next.group = self.group * 100.0 + t;
                    next.last = if tens { Last::SkipTens } else { Last::SkipTeen };
                } else {
                    return None;
                }
            }
            Word::Hundred => {
                let multipliable = !matches!(self.last, Last::Hundred | Last::Scale | Last::Dozen);
                if !multipliable
                    || self.group_has_hundred
                    || !(self.group > 0.0 && self.group < 100.0)
                {
                    return None;
                }
                next.group = self.group * 100.0;
                next.group_has_hundred = true;
                next.last = Last::Hundred;
            }
            Word::Scale { value: scale, .. } => {
                if self.last == Last::Dozen {
                    return None;
                }
                if self.group > 0.0 && self.group < scale && scale < self.smallest_scale {
                    next.total = self.total + self.group * scale;
                } else if self.value() > 0.0 && self.value() < scale {
                    next.total = self.value() * scale;
                } else {
                    return None;
                }
                next.group = 0.0;
                next.smallest_scale = scale;
                next.group_has_hundred = false;
                next.last = Last::Scale;
            }
            Word::Dozen => {
                if self.last == Last::Dozen || self.value() <= 0.0 {
                    return None;
                }
                next.total = self.value() * 12.0;
                next.group = 0.0;
                next.last = Last::Dozen;
            }
            Word::Unit(_) | Word::Informal(_) | Word::Point | Word::Minus => return None,
        }
        Some(next)
    }

    /// Whether "point" may follow: after a whole number that is not itself a phrase like "a dozen".
    fn takes_decimals(&self) -> bool {
        self.value().fract() == 0.0
            && !matches!(self.last, Last::Decimal | Last::Dozen | Last::Informal)
    }
}

/// Reads every number of the text from its atoms and appends them (all readings) to `out`, sorted by start,
/// then end.
pub(super) fn compose(
    cx: &Context,
    atoms: &[Atom],
    out: &mut Vec<NumberMatch>,
) -> Result<(), Error> {
    let mut i = 0;
    while i < atoms.len() {
        cx.check_cancel()?;
        let first = out.len();
        // A number comes with a few readings; more than this grow `out` the usual way.
        crate::engine::chunked::reserve(cx, out, 8)?;
        i = read_number(cx.text, atoms, i, out);
        // A number's readings come out by end, the signed one of each first; its neighbours' readings all
        // lie before or after it, so ordering each number's own keeps the whole list sorted without one
        // long sort that could not poll.
        out[first..].sort_by_key(|n| (n.range.start, n.range.end));
    }
    Ok(())
}

/// Reads the number that starts at atom `i`, pushes its readings, and returns the index of the first atom
/// after it.
fn read_number(text: &str, atoms: &[Atom], i: usize, out: &mut Vec<NumberMatch>) -> usize {
    let atom = &atoms[i];
    let (negative, start, first) = if atom.kind == AtomKind::Word(Word::Minus) {
        let opens_next = atoms.get(i + 1).is_some_and(|next| {
            gap(text, atom.range.end, next.range.start) == Gap::Space
                && (Reading::open(next).is_some() || next.kind == AtomKind::Word(Word::Point))
        });
        if !opens_next {
            return i + 1;
        }
        (true, atom.range.start, i + 1)
    } else {
        match dash_sign(text, atom.range.start) {
            Some(dash) => (true, dash, i),
            None => (false, atom.range.start, i),
        }
    };
    let spelled = matches!(atoms[first].kind, AtomKind::Word(_));
    let unsigned_start = atoms[first].range.start;
    // A negative number is also reported without its sign: "2 -7 g" may be a range from 2 to 7.
    let mut emit = |end: usize, value: f64| {
        let mut push = |start: usize, value: f64| {
            out.push(NumberMatch {
                range: start..end,
                value: tidy(value),
                spelled,
                attached: !starts_word(text, start) || !ends_word(text, end),
            })
        };
        if negative {
            push(start, -value);
        }
        push(unsigned_start, value);
    };

    let (mut reading, mut next) = if atoms[first].kind == AtomKind::Word(Word::Point) {
        match decimals(text, atoms, first) {
            Some((digits, next)) => (decimal_reading("0", &digits), next),
            None => return first + 1,
        }
    } else {
        match Reading::open(&atoms[first]) {
            Some(reading) => (reading, first + 1),
            None => return first + 1,
        }
    };
    if let AtomKind::Digits {
        base_value,
        base_end,
        ..
    } = atoms[first].kind
        && base_end != atoms[first].range.end
    {
        emit(base_end, base_value);
    }
    emit(atoms[next - 1].range.end, reading.value());

    while let Some(atom) = atoms.get(next) {
        let gap = gap(text, atoms[next - 1].range.end, atom.range.start);
        if atom.kind == AtomKind::Word(Word::Point) {
            if gap != Gap::Space || !reading.takes_decimals() {
                break;
            }
            let Some((digits, after)) = decimals(text, atoms, next) else {
                break;
            };
            reading = decimal_reading(&format!("{}", reading.value()), &digits);
            next = after;
        } else {
            match reading.extend(gap, atom) {
                Some(extended) => reading = extended,
                None => break,
            }
            next += 1;
        }
        emit(atoms[next - 1].range.end, reading.value());
    }
    if matches!(reading.last, Last::Dozen | Last::Informal)
        && let Some(end) = trailing_of(text, atoms[next - 1].range.end)
    {
        emit(end, reading.value());
    }
    next
}

/// The decimals after the "point" atom at `point`: plain digits ("point 05") or a number under a hundred
/// in words ("point seven five" reads "point seven"; "point seventy five" reads 75). Returns the digits and
/// the index of the atom after them.
fn decimals(text: &str, atoms: &[Atom], point: usize) -> Option<(String, usize)> {
    let first = atoms.get(point + 1)?;
    if gap(text, atoms[point].range.end, first.range.start) != Gap::Space {
        return None;
    }
    match first.kind {
        AtomKind::Digits { plain: true, .. } => {
            Some((text[first.range.clone()].to_owned(), point + 2))
        }
        AtomKind::Word(Word::Unit(v) | Word::Teen(v)) => Some((format!("{v}"), point + 2)),
        AtomKind::Word(Word::Tens(tens)) => {
            let unit = atoms.get(point + 2).and_then(|next| {
                let gap = gap(text, first.range.end, next.range.start);
                match next.kind {
                    AtomKind::Word(Word::Unit(u))
                        if u > 0.0 && gap != Gap::And && gap != Gap::Break =>
                    {
                        Some(u)
                    }
                    _ => None,
                }
            });
            match unit {
                Some(u) => Some((format!("{}", tens + u), point + 3)),
                None => Some((format!("{tens}"), point + 2)),
            }
        }
        _ => None,
    }
}

fn decimal_reading(whole: &str, decimals: &str) -> Reading {
    let value = format!("{whole}.{decimals}").parse::<f64>().unwrap_or(0.0);
    Reading::new(value, Last::Decimal)
}

/// Where a "-" sign before the number at `start` begins, if there is one: "-5", "(-5)", or "- 5" at the
/// start of the text. A dash after a word or digit is a hyphen or a range ("3-5", "well-known"), not a sign.
fn dash_sign(text: &str, start: usize) -> Option<usize> {
    let before = &text[..start];
    let trimmed = before.trim_end();
    let dash = trimmed.strip_suffix('-')?;
    let spaced = trimmed.len() != before.len();
    let prior = if spaced {
        dash.trim_end().chars().next_back()
    } else {
        dash.chars().next_back()
    };
    let is_sign = match prior {
        None => true,
        Some(c) if spaced => matches!(c, '(' | '[' | '=' | ':' | ';'),
        Some(c) => !is_word_char(c) && !matches!(c, '-' | '.' | ',' | '/'),
    };
    is_sign.then_some(dash.len())
}

/// The end of " of" right after `end` ("a couple of", "a dozen of"), as Duckling includes it.
fn trailing_of(text: &str, end: usize) -> Option<usize> {
    let rest = &text[end..];
    let trimmed = rest.trim_start();
    if trimmed.len() == rest.len() || !trimmed.get(..2)?.eq_ignore_ascii_case("of") {
        return None;
    }
    let of_end = end + (rest.len() - trimmed.len()) + 2;
    ends_word(text, of_end).then_some(of_end)
}

/// Rounds away the binary noise of decimal arithmetic (1.2 × 10⁶ = 1200000, not 1199999.9999999998).
fn tidy(value: f64) -> f64 {
    let rounded = value.round();
    if rounded != 0.0 && ((value - rounded) / rounded).abs() < 1e-12 {
        rounded
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dash_is_a_sign_only_before_a_number_that_stands_alone() {
        assert_eq!(dash_sign("-5", 1), Some(0));
        assert_eq!(dash_sign("x (-5)", 4), Some(3));
        assert_eq!(dash_sign("- 5", 2), Some(0));
        assert_eq!(dash_sign("3-5", 2), None);
        assert_eq!(dash_sign("3 - 5", 4), None);
        assert_eq!(dash_sign("well-5", 5), None);
    }

    #[test]
    fn of_is_absorbed_only_as_a_word() {
        assert_eq!(trailing_of("a couple of x", 8), Some(11));
        assert_eq!(trailing_of("a couple often", 8), None);
        assert_eq!(trailing_of("a couple", 8), None);
    }

    #[test]
    fn tidy_rounds_noise_only() {
        assert_eq!(tidy(1_199_999.999_999_999_8), 1_200_000.0);
        assert_eq!(tidy(0.77), 0.77);
    }
}
