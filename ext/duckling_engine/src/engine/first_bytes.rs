//! The bytes a regex's non-empty matches can begin with: a check of one byte that spares the chart most of its
//! anchored regex searches.
//!
//! After a token, the chart tries the next item's regex where the token ended; on Duckling's corpus sentences
//! about 95 % of those tries fail, most of them at the first byte ("<time> at <time-of-day>" after a time
//! followed by "tomorrow"). A search costs a lazy-DFA start and a cache checkout even when it fails at once; a
//! bit test costs nothing. The set is read off the regex's syntax tree, as the regex itself reads it
//! (case-insensitively, Unicode classes as UTF-8 lead bytes), and errs only towards more bytes: a byte outside
//! it never begins a non-empty match, which is the only kind the chart keeps.
//!
//! The same tree also tells which bytes every match must hold somewhere ([`FirstBytes::required_of`]): a head
//! regex searched for over the whole text (emails, urls, `\d+:\d\d`) is not searched at all in a text that
//! lacks one of them — most sentences hold no `@`, `.`, `:` or `://` — where its first bytes (any letter or
//! digit) are in nearly every text.
//!
//! Finer still, which pairs of adjacent bytes every match holds ([`FirstBytes::required_pairs_of`]): a sentence
//! ending in "." holds the byte a decimal, a url or a time's "10.30" needs, but seldom a digit or a letter
//! right after it; a [`PairTable`] reads which of a grammar's pairs a text holds in one pass.
//!
//! And which bytes can come second, third and on ([`FirstBytes::prefix_of`]), as far as the shortest non-empty
//! match reaches (six bytes at most): a number's first digit begins the matches of a dozen date and time
//! regexes (`\d{8,19}`, `hhmm`, `m/d/yyyy`, "3rd") that want more digits or a separator next, which a
//! one- or two-digit number does not offer; and a word's first letters those of the regexes of longer words
//! ("the closest", "next season").

use std::sync::LazyLock;

use regex_syntax::hir::{Class, Hir, HirKind};

/// A set of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FirstBytes([u64; 4]);

impl FirstBytes {
    /// The first bytes of the non-empty matches of a regex, from its syntax tree (`rule::syntax_tree`).
    pub fn of(hir: &Hir) -> FirstBytes {
        first(hir).0
    }

    /// Sets of bytes such that every match of a regex (from its syntax tree) holds a byte of each: a text
    /// that lacks all the bytes of one of them holds no match. Empty when the tree tells nothing of the kind (a
    /// regex that can match the empty string).
    pub fn required_of(hir: &Hir) -> Vec<FirstBytes> {
        let mut sets = required(hir);
        sets.sort_by_cached_key(FirstBytes::commonness);
        sets.dedup();
        sets.truncate(MAX_REQUIRED);
        sets
    }

    /// The bytes the non-empty matches of a regex (from its syntax tree) can hold at each of their first places,
    /// as many places as its shortest non-empty match has (at most six): a match begins only where the text
    /// holds such bytes in a row.
    pub fn prefix_of(hir: &Hir) -> Box<[FirstBytes]> {
        starts(hir).reached()
    }

    /// Pairs of sets such that every match of a regex (from its syntax tree) holds a byte of the first set
    /// followed at once by a byte of the second: a text without such bytes side by side holds no match. The
    /// rarest [`MAX_REQUIRED_PAIRS`]; empty when the tree tells nothing of the kind.
    pub fn required_pairs_of(hir: &Hir) -> Vec<(FirstBytes, FirstBytes)> {
        let mut pairs = required_pairs(hir);
        pairs.sort_by_cached_key(|(lead, follow)| lead.commonness() * follow.commonness());
        pairs.dedup();
        pairs.truncate(MAX_REQUIRED_PAIRS);
        pairs
    }

    /// Whether this set shares a byte with each of `sets`.
    pub fn meets_all(&self, sets: &[FirstBytes]) -> bool {
        sets.iter().all(|set| self.meets(set))
    }

    /// How likely a text is to hold a byte of the set: blanks and most letters are in nearly every sentence,
    /// digits and the rarest letters of English in many, other bytes in few.
    fn commonness(&self) -> u32 {
        // The bytes of each weight, as sets, built once: a grammar asks this of every alternation of its
        // regexes, and a byte-by-byte count was a third of building one (research/cold-start).
        static BY_WEIGHT: LazyLock<[(u32, FirstBytes); 4]> = LazyLock::new(|| {
            let mut sets = [
                (64, FirstBytes::empty()),
                (16, FirstBytes::empty()),
                (4, FirstBytes::empty()),
                (1, FirstBytes::empty()),
            ];
            for b in 0..=255u8 {
                let weight = match b.to_ascii_lowercase() {
                    b' ' | b'\t' => 0,
                    b'j' | b'k' | b'q' | b'v' | b'x' | b'z' => 2,
                    b if b.is_ascii_lowercase() => 1,
                    b if b.is_ascii_digit() => 2,
                    _ => 3,
                };
                sets[weight].1.insert_range(b, b);
            }
            sets
        });
        BY_WEIGHT
            .iter()
            .map(|(weight, set)| {
                let shared: u32 = (0..4).map(|i| (self.0[i] & set.0[i]).count_ones()).sum();
                weight * shared
            })
            .sum()
    }

    /// The bytes that occur in `text`.
    pub fn present_in(text: &str) -> FirstBytes {
        let mut set = FirstBytes::empty();
        for &b in text.as_bytes() {
            set.0[usize::from(b >> 6)] |= 1 << (b & 63);
        }
        set
    }

    /// Whether the two sets share a byte.
    pub fn meets(&self, other: &FirstBytes) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    /// Whether a match may begin with `byte`.
    #[inline]
    pub fn contains(&self, byte: u8) -> bool {
        self.0[usize::from(byte >> 6)] & (1 << (byte & 63)) != 0
    }

    pub fn empty() -> FirstBytes {
        FirstBytes([0; 4])
    }

    fn insert_range(&mut self, from: u8, to: u8) {
        for b in from..=to {
            self.0[usize::from(b >> 6)] |= 1 << (b & 63);
        }
    }

    fn union(&mut self, other: FirstBytes) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

/// The required sets a regex keeps (the rarest ones): a text is tested against each.
const MAX_REQUIRED: usize = 4;

/// The required pairs a regex keeps (the rarest ones). More than sets: a word's pairs are all about as common
/// ("localhost" holds the "lo", "ca" and "al" of "call" and "local"), and a text is read for every pair of a
/// grammar at once.
const MAX_REQUIRED_PAIRS: usize = 8;

/// Sets of bytes every match of `hir` holds a byte of each (see [`FirstBytes::required_of`]).
fn required(hir: &Hir) -> Vec<FirstBytes> {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => Vec::new(),
        // Each byte of a literal is in every match; a class's matches hold one of its characters, so one of
        // their lead bytes (the set `first` reads off a class).
        HirKind::Literal(literal) => literal
            .0
            .iter()
            .map(|&b| {
                let mut set = FirstBytes::empty();
                set.insert_range(b, b);
                set
            })
            .collect(),
        HirKind::Class(_) => vec![first(hir).0],
        HirKind::Repetition(repetition) if repetition.min == 0 => Vec::new(),
        HirKind::Repetition(repetition) => required(&repetition.sub),
        HirKind::Capture(capture) => required(&capture.sub),
        HirKind::Concat(items) => items.iter().flat_map(required).collect(),
        // A match holds what one branch requires: the union, over the branches, of each one's rarest set.
        HirKind::Alternation(branches) => {
            let mut union = FirstBytes::empty();
            for branch in branches {
                match required(branch)
                    .into_iter()
                    .min_by_key(FirstBytes::commonness)
                {
                    Some(set) => union.union(set),
                    None => return Vec::new(),
                }
            }
            vec![union]
        }
    }
}

/// Pairs every match of `hir` holds side by side (see [`FirstBytes::required_pairs_of`]).
fn required_pairs(hir: &Hir) -> Vec<(FirstBytes, FirstBytes)> {
    match hir.kind() {
        // A class's match is one character: two bytes of it side by side are not worth a pair.
        HirKind::Empty | HirKind::Look(_) | HirKind::Class(_) => Vec::new(),
        HirKind::Literal(literal) => literal
            .0
            .windows(2)
            .map(|two| (byte(two[0]), byte(two[1])))
            .collect(),
        HirKind::Repetition(repetition) if repetition.min == 0 => Vec::new(),
        HirKind::Repetition(repetition) => {
            let mut pairs = required_pairs(&repetition.sub);
            // Two copies or more, none empty: one copy's last byte, then the next one's first.
            let (first_bytes, nullable) = first(&repetition.sub);
            if repetition.min >= 2 && !nullable {
                pairs.push((edge(&repetition.sub, End::Last).0, first_bytes));
            }
            pairs
        }
        HirKind::Capture(capture) => required_pairs(&capture.sub),
        HirKind::Concat(items) => {
            let mut pairs: Vec<_> = items.iter().flat_map(required_pairs).collect();
            // Where the items before a place end and those after it begin, if neither side can be empty.
            for at in 1..items.len() {
                let (before, before_nullable) = edge_of(&items[..at], End::Last);
                let (after, after_nullable) = edge_of(&items[at..], End::First);
                if !before_nullable && !after_nullable {
                    pairs.push((before, after));
                }
            }
            pairs
        }
        // A match holds what one branch requires: the rarest pair of each branch, joined.
        HirKind::Alternation(branches) => {
            let (mut lead, mut follow) = (FirstBytes::empty(), FirstBytes::empty());
            for branch in branches {
                match required_pairs(branch)
                    .into_iter()
                    .min_by_key(|(l, f)| l.commonness() * f.commonness())
                {
                    Some((l, f)) => {
                        lead.union(l);
                        follow.union(f);
                    }
                    None => return Vec::new(),
                }
            }
            vec![(lead, follow)]
        }
    }
}

fn byte(b: u8) -> FirstBytes {
    let mut set = FirstBytes::empty();
    set.insert_range(b, b);
    set
}

/// How many bytes from a match's start [`Starts`] reads. Six spare nearly all the tries eight spare (English
/// utterances: 1.45 % of their instructions against 1.56 %) and cost building a grammar three fifths as much.
const PLACES: usize = 6;
// A character's four bytes are within the places ([`starts`] of a class).
const _: () = assert!(PLACES > 4);

/// What the first [`PLACES`] bytes of a regex's matches can be, read off its syntax tree (erring towards more).
#[derive(Clone, Copy)]
struct Starts {
    /// At each place, the bytes there of the matches longer than that.
    at: [FirstBytes; PLACES],
    /// Bit `n`: a match can be `n` bytes long (for `n` under [`PLACES`]).
    lengths: u32,
    /// Whether a match can be [`PLACES`] bytes long or longer.
    longer: bool,
}

impl Starts {
    /// What the empty regex matches: nothing but the empty string.
    const EMPTY: Starts = Starts {
        at: [FirstBytes([0; 4]); PLACES],
        lengths: 1,
        longer: false,
    };

    /// A match of `self` followed by one of `next`: past each length a match of `self` can have, the places of
    /// `next`'s matches, moved on by that length.
    fn then(&mut self, next: &Starts) {
        let lengths = std::mem::take(&mut self.lengths);
        for before in (0..PLACES).filter(|n| lengths & 1 << n != 0) {
            for (place, bytes) in self.at[before..].iter_mut().zip(&next.at) {
                place.union(*bytes);
            }
            self.lengths |= (next.lengths << before) & ((1 << PLACES) - 1);
            self.longer |= next.longer || next.lengths >> (PLACES - before) != 0;
        }
    }

    /// A match of `self` or of `other`.
    fn or(&mut self, other: &Starts) {
        for (place, bytes) in self.at.iter_mut().zip(&other.at) {
            place.union(*bytes);
        }
        self.lengths |= other.lengths;
        self.longer |= other.longer;
    }

    /// The places every non-empty match reaches, with their bytes: up to the shortest such match's length, at
    /// most [`PLACES`].
    fn reached(&self) -> Box<[FirstBytes]> {
        let shortest = (self.lengths & !1).trailing_zeros() as usize;
        self.at[..shortest.min(PLACES)].into()
    }
}

/// What the first bytes of `hir`'s matches can be (see [`FirstBytes::prefix_of`]).
fn starts(hir: &Hir) -> Starts {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => Starts::EMPTY,
        HirKind::Literal(literal) => {
            let mut starts = Starts::EMPTY;
            for (place, &b) in starts.at.iter_mut().zip(literal.0.iter()) {
                place.insert_range(b, b);
            }
            let len = literal.0.len();
            starts.lengths = if len < PLACES { 1 << len } else { 0 };
            starts.longer = len >= PLACES;
            starts
        }
        HirKind::Class(Class::Bytes(_)) => Starts {
            lengths: 1 << 1,
            ..one_place(first(hir).0)
        },
        HirKind::Class(Class::Unicode(class)) => {
            // A character is one to four bytes long, its bytes past the first continuation bytes.
            let mut starts = one_place(first(hir).0);
            starts.lengths = 0;
            for range in class.ranges() {
                for len in range.start().len_utf8()..=range.end().len_utf8() {
                    starts.lengths |= 1 << len;
                }
            }
            // (A class of no character, which matches nothing, has no length and no place.)
            let longest = (u32::BITS - starts.lengths.leading_zeros()).saturating_sub(1);
            for place in starts.at.iter_mut().take(longest as usize).skip(1) {
                place.insert_range(0x80, 0xBF);
            }
            starts
        }
        HirKind::Repetition(repetition) => {
            let sub = starts(&repetition.sub);
            // Past PLACES copies, each of a byte or more, a match is longer than the places read; and copies
            // that may be empty add no length a shorter run of them lacks.
            let mut copies = Starts::EMPTY;
            for _ in 0..repetition.min.min(PLACES as u32) {
                copies.then(&sub);
            }
            let mut either = copies;
            let more = repetition.max.map_or(PLACES as u32, |max| {
                (max - repetition.min).min(PLACES as u32)
            });
            // Once every run of copies reaches past the places, more copies add nothing to them.
            for _ in 0..more {
                if copies.lengths == 0 {
                    break;
                }
                copies.then(&sub);
                either.or(&copies);
            }
            either
        }
        HirKind::Capture(capture) => starts(&capture.sub),
        HirKind::Concat(items) => {
            let mut joined = Starts::EMPTY;
            for item in items {
                joined.then(&starts(item));
            }
            joined
        }
        HirKind::Alternation(branches) => {
            let mut either = Starts {
                lengths: 0,
                ..Starts::EMPTY
            };
            for branch in branches {
                either.or(&starts(branch));
            }
            either
        }
    }
}

/// A one-byte match of `bytes`.
fn one_place(bytes: FirstBytes) -> Starts {
    let mut starts = Starts::EMPTY;
    starts.at[0] = bytes;
    starts
}

/// The first bytes of `hir`'s matches, and whether it can match the empty string (then what follows it can
/// begin a match too).
fn first(hir: &Hir) -> (FirstBytes, bool) {
    edge(hir, End::First)
}

/// The end of a regex's matches that [`edge`] reads.
#[derive(Clone, Copy)]
enum End {
    First,
    Last,
}

/// The bytes `hir`'s matches begin or end with, and whether it can match the empty string (then what follows
/// it can begin a match too, or what precedes it end one).
fn edge(hir: &Hir, end: End) -> (FirstBytes, bool) {
    let mut set = FirstBytes::empty();
    let nullable = match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => true,
        HirKind::Literal(literal) => {
            let b = match end {
                End::First => literal.0[0],
                End::Last => literal.0[literal.0.len() - 1],
            };
            set.insert_range(b, b);
            false
        }
        HirKind::Class(Class::Bytes(class)) => {
            for range in class.ranges() {
                set.insert_range(range.start(), range.end());
            }
            false
        }
        HirKind::Class(Class::Unicode(class)) => {
            let lead = |c: char| c.encode_utf8(&mut [0; 4]).as_bytes()[0];
            for range in class.ranges() {
                match end {
                    // UTF-8 lead bytes rise with the code point, so a range's lead bytes lie between its ends'
                    // leads.
                    End::First => set.insert_range(lead(range.start()), lead(range.end())),
                    // A character past ASCII ends with a continuation byte.
                    End::Last => {
                        if range.start().is_ascii() {
                            set.insert_range(range.start() as u8, range.end().min('\x7F') as u8);
                        }
                        if !range.end().is_ascii() {
                            set.insert_range(0x80, 0xBF);
                        }
                    }
                }
            }
            false
        }
        HirKind::Repetition(repetition) => {
            let (sub, nullable) = edge(&repetition.sub, end);
            set.union(sub);
            nullable || repetition.min == 0
        }
        HirKind::Capture(capture) => return edge(&capture.sub, end),
        HirKind::Concat(items) => return edge_of(items, end),
        HirKind::Alternation(branches) => {
            let mut nullable = false;
            for branch in branches {
                let (sub, branch_nullable) = edge(branch, end);
                set.union(sub);
                nullable |= branch_nullable;
            }
            nullable
        }
    };
    (set, nullable)
}

/// The bytes the matches of `items`, one after the other, begin or end with (read from that end until an item
/// that cannot be empty), and whether they can all be empty.
fn edge_of(items: &[Hir], end: End) -> (FirstBytes, bool) {
    let read = |items: &mut dyn Iterator<Item = &Hir>| {
        let mut set = FirstBytes::empty();
        for item in items {
            let (sub, nullable) = edge(item, end);
            set.union(sub);
            if !nullable {
                return (set, false);
            }
        }
        (set, true)
    };
    match end {
        End::First => read(&mut items.iter()),
        End::Last => read(&mut items.iter().rev()),
    }
}

/// The required pairs of a grammar's regexes searched for over the whole text, one bit each: which of them a
/// text holds is read in one pass over it, two table reads a byte.
pub(crate) struct PairTable {
    /// Per byte, the pairs it may lead.
    lead: Box<[u64; 256]>,
    /// Per byte, the pairs it may follow in.
    follow: Box<[u64; 256]>,
}

/// A longer text is not read for pairs (every pair counts as held): nearly every pair is in it, and the read
/// is not polled for cancellation; 64 KB is read in some tens of microseconds.
const PAIRS_READ_UP_TO: usize = 64 * 1024;

impl PairTable {
    /// The table of `pairs`, the first 64 of which get a bit each (bit `i` for `pairs[i]`).
    pub fn new(pairs: &[(FirstBytes, FirstBytes)]) -> PairTable {
        let mut lead = Box::new([0u64; 256]);
        let mut follow = Box::new([0u64; 256]);
        for (bit, (l, f)) in pairs.iter().enumerate().take(64) {
            for b in 0..=255u8 {
                if l.contains(b) {
                    lead[usize::from(b)] |= 1 << bit;
                }
                if f.contains(b) {
                    follow[usize::from(b)] |= 1 << bit;
                }
            }
        }
        PairTable { lead, follow }
    }

    /// The pairs `text` holds, as bits.
    pub fn held_in(&self, text: &str) -> u64 {
        if text.len() > PAIRS_READ_UP_TO {
            return u64::MAX;
        }
        let mut held = 0;
        let mut led = 0;
        for &b in text.as_bytes() {
            held |= led & self.follow[usize::from(b)];
            led = self.lead[usize::from(b)];
        }
        held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rule::{compile, syntax_tree};

    fn set_of(pattern: &str) -> FirstBytes {
        FirstBytes::of(&syntax_tree(pattern).unwrap())
    }

    fn bytes(pattern: &str) -> Vec<u8> {
        let set = set_of(pattern);
        (0..=255).filter(|&b| set.contains(b)).collect()
    }

    #[test]
    fn words_begin_with_either_case_of_their_letter() {
        assert_eq!(bytes("at|@"), b"@Aa");
        assert_eq!(bytes("(the )?day"), b"DTdt");
    }

    #[test]
    fn optional_and_zero_width_items_let_the_next_one_begin() {
        let dash = set_of(r"\b\s*-");
        assert!(dash.contains(b'-') && dash.contains(b' ') && dash.contains(b'\t'));
        assert!(!dash.contains(b'a') && !dash.contains(b'5'));
        let number = set_of(r"(?:in)?\d");
        assert!(number.contains(b'7') && number.contains(b'I') && number.contains(b'i'));
        assert!(!number.contains(b'n') && !number.contains(b' '));
    }

    #[test]
    fn a_text_without_a_first_byte_holds_no_match() {
        let digits = set_of(r"\d+:\d\d");
        assert!(!FirstBytes::present_in("at noon").meets(&digits));
        assert!(FirstBytes::present_in("at 10:30").meets(&digits));
    }

    fn required_in(pattern: &str, text: &str) -> bool {
        FirstBytes::present_in(text)
            .meets_all(&FirstBytes::required_of(&syntax_tree(pattern).unwrap()))
    }

    #[test]
    fn a_text_without_a_required_byte_holds_no_match() {
        let email = r"[a-z0-9_.+\-]+@[a-z0-9_\-]+(\.[a-z0-9_\-]+)+";
        assert!(!required_in(email, "mail me at noon"));
        assert!(!required_in(email, "a@b but no dot"));
        assert!(required_in(email, "me@example.com"));
        let spelled = r"[a-z]+(?: at |@)[a-z]+";
        assert!(required_in(spelled, "bob at home") && required_in(spelled, "bob@home"));
        assert!(!required_in(spelled, "bob-home"));
        // Case folding: the Kelvin sign is a k, the long s an s.
        assert!(required_in("localhost", "LOCALHOST"));
        assert!(required_in("k", "\u{212A}") && required_in("s", "\u{17F}"));
    }

    #[test]
    fn a_regex_that_can_match_nothing_requires_nothing() {
        for pattern in [r"\d*", r"(ab)?", r"\b", r"x|", r"(?:at)?\s*"] {
            assert!(
                FirstBytes::required_of(&syntax_tree(pattern).unwrap()).is_empty(),
                "{pattern}"
            );
        }
    }

    /// The places every non-empty match of a regex reaches, each as its ASCII bytes (`\d` also holds other
    /// scripts' digits, whose bytes are not ASCII).
    fn places(pattern: &str) -> Vec<Vec<u8>> {
        FirstBytes::prefix_of(&syntax_tree(pattern).unwrap())
            .iter()
            .map(|set| (0..128).filter(|&b| set.contains(b)).collect())
            .collect()
    }

    #[test]
    fn places_reach_as_far_as_the_shortest_match() {
        let digits = b"0123456789".to_vec();
        assert_eq!(places(r"(\d{2,4})q([1-4])")[1], digits);
        assert_eq!(
            places(r"(\d+)/(\d+)"),
            [
                digits.clone(),
                b"/0123456789".to_vec(),
                b"/0123456789".to_vec()
            ]
        );
        assert_eq!(places(r"[0-9]{8,19}"), vec![digits.clone(); PLACES]);
        assert_eq!(places(r"(?:at )?\d\d")[1], b"0123456789Tt");
        assert_eq!(places("[a-c]{2}")[1], b"ABCabc");
        assert_eq!(places(r"\b(a|i)m"), [b"AIai".to_vec(), b"Mm".to_vec()]);
        // "the", then blanks: "there" holds no match.
        let closest = places(r"the[[:space:]]+closest");
        assert_eq!(closest.len(), PLACES);
        assert_eq!(closest[3], b"\t\n\x0b\x0c\r ");
        // Words of several lengths: as far as the shortest.
        assert_eq!(places("at|tomorrow|@").len(), 1);
        assert_eq!(places("at|tomorrow").len(), 2);
        // "é" or "É": a lead byte, then a continuation byte.
        let accent = FirstBytes::prefix_of(&syntax_tree("é").unwrap());
        assert_eq!(accent.len(), 2);
        assert!(accent[0].contains(0xC3) && accent[1].contains(0xA9) && accent[1].contains(0x89));
        // A class of no character begins nowhere.
        assert_eq!(places(r"[^\x00-\x{10FFFF}]")[0], b"");
        // A match may be one byte: one place.
        assert_eq!(places("an?").len(), 1);
        assert_eq!(places(r"\d+").len(), 1);
        assert_eq!(places(r"(\d)?x").len(), 1);
    }

    #[test]
    fn every_real_match_holds_its_places() {
        let texts = [
            "at 5",
            "10:30",
            "5 pm",
            "2013-02-12",
            "3/4",
            "14q2",
            "12345678",
            "été",
            "\u{212A}m",
            "(+33) 1",
            "a b",
            "Ab",
            "ſs",
            "the  closest 3rd",
            "after-lunch",
            "next seasons",
        ];
        for pattern in [
            r"(\d{2,4})q([1-4])",
            r"(\d+)/(\d+)",
            r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)",
            r"(1[0-2]|0?[1-9])\s?[/-]\s?(3[01]|[12]\d|0?[1-9])",
            r"(?:\(?\+([0-9]{1,2})\)?[ .\-]*)?([0-9(]{2,3})",
            r"(?:at\s*)?\d\d?:\d\d",
            r"\b(a|p)\.?m",
            r"é|km|ss|[a-z]{2}",
            r"the[[:space:]]+closest",
            r"0*(\d+) ?(st|nd|rd|th)",
            r"after[[:space:]-]?(lunch|work|school)",
            r"(this|current|next|last|past|previous) seasons?",
            r"[0-9]{8,19}",
        ] {
            let re = compile(pattern);
            let places = FirstBytes::prefix_of(&syntax_tree(pattern).unwrap());
            let mut matches = 0;
            for text in texts {
                for start in 0..text.len() {
                    let input = regex_automata::Input::new(text)
                        .range(start..)
                        .anchored(regex_automata::Anchored::Yes);
                    let Some(m) = re.search(&input).filter(|m| !m.is_empty()) else {
                        continue;
                    };
                    matches += 1;
                    let held = &text.as_bytes()[m.range()];
                    assert!(held.len() >= places.len(), "{pattern:?} matches {held:?}");
                    for (place, &b) in places.iter().zip(held) {
                        assert!(place.contains(b), "{pattern:?} matches {text:?} at {start}");
                    }
                }
            }
            assert!(matches > 0, "{pattern:?} matches none of the texts");
        }
    }

    #[test]
    fn case_folding_reaches_beyond_ascii() {
        // The Kelvin sign folds to k: a match may begin with its lead byte.
        assert!(set_of("k").contains(0xE2));
        assert!(set_of("été").contains(0xC3));
    }

    #[test]
    fn every_real_match_begins_with_a_first_byte_and_holds_the_required_ones() {
        let texts = [
            "at 5",
            "@ noon",
            "Tomorrow",
            "  - 3",
            "in 2",
            "١٢",
            "K",
            "\u{212A}m",
            "été",
        ];
        for pattern in [
            r"at|@",
            r"\s*-\s*\d",
            r"(in )?[\d١-٩]+",
            r"k(m|ilometers?)?",
            "été|tomorrow",
        ] {
            let re = compile(pattern);
            let set = set_of(pattern);
            for text in texts {
                for m in re.find_iter(text).filter(|m| !m.is_empty()) {
                    let first = text.as_bytes()[m.start()];
                    assert!(
                        set.contains(first),
                        "{pattern:?} matches {text:?} at {first:#x}"
                    );
                    assert!(
                        required_in(pattern, &text[m.range()]),
                        "{pattern:?} in {text:?}"
                    );
                }
            }
        }
    }

    fn pairs_of(pattern: &str) -> Vec<(FirstBytes, FirstBytes)> {
        FirstBytes::required_pairs_of(&syntax_tree(pattern).unwrap())
    }

    fn holds(text: &[u8], (lead, follow): &(FirstBytes, FirstBytes)) -> bool {
        text.windows(2)
            .any(|two| lead.contains(two[0]) && follow.contains(two[1]))
    }

    #[test]
    fn every_real_match_holds_its_required_pairs() {
        let texts = [
            "at 10.30 or 10:30:15",
            "3.5 and .5 and 1,000,000.25",
            "mail bob@example.com or bob dot smith at gmail dot com",
            "see https://example.org:8080/a?b#c or http://localhost:3000/x",
            "LOCALHOST ſſ sS \u{212A}\u{212A} ÉéÉ",
            "11 22 aaaa abab xyxy",
        ];
        for pattern in [
            r"(\d*\.\d+)",
            r"(\d+(,\d\d\d)+(\.\d+)?)",
            r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)",
            r"((([a-zA-Z]+)://)?localhost(:([0-9]+))?(/[^?\s#]*)?)",
            r"((([a-zA-Z]+)://)?(w{2,3}[0-9]*\.)?(([A-Za-z0-9_\-]+\.)+[a-z]{2,4})(:([0-9]+))?)",
            r"([A-Za-z0-9_+\-]+(?:(?: dot |\.)[A-Za-z0-9_+\-]+){0,10})(?: at |@)([a-zA-Z]+(?:(?:\.| dot )[A-Za-z0-9_\-]+){1,10})",
            r"(ab){2,}|(xy)+x",
            r"\d{2}|a{3}",
            r"\bs{2}|é{2}|kk\b",
        ] {
            let pairs = pairs_of(pattern);
            assert!(!pairs.is_empty(), "{pattern:?} requires pairs");
            let re = compile(pattern);
            let mut matches = 0;
            for text in texts {
                for m in re.find_iter(text).filter(|m| !m.is_empty()) {
                    matches += 1;
                    for pair in &pairs {
                        assert!(
                            holds(&text.as_bytes()[m.range()], pair),
                            "{pattern:?} matches {:?}",
                            &text[m.range()]
                        );
                    }
                }
            }
            assert!(matches > 0, "{pattern:?} matches none of the texts");
        }
    }

    #[test]
    fn a_text_without_a_required_pair_is_read_as_such() {
        let decimal = pairs_of(r"(\d*\.\d+)");
        let localhost = pairs_of("localhost");
        let table = PairTable::new(&[decimal[0], localhost[0]]);
        assert_eq!(table.held_in("Remind me in 20 minutes."), 0);
        assert_eq!(table.held_in("pay 2.50 to LOCALHOST"), 0b11);
        // A pair is two bytes side by side: "." and "5" apart are none.
        assert_eq!(table.held_in("5 . 5"), 0);
        // Optional parts, single bytes and what can be empty require no pair.
        for pattern in [r"\d", r"(\.\d)?", r"a|bc", r"\d*", r"[a-z]"] {
            assert!(pairs_of(pattern).is_empty(), "{pattern}");
        }
    }
}
