//! The rules a new token starts, by the byte that follows it.
//!
//! A token starts every rule headed by a predicate of its kind — a numeral some hundred of them — but most of
//! those rules want a regex next, and the byte after the token (or after the blanks that follow it) is not one
//! that regex can begin with ("5" followed by "pm" starts no rule that wants "km" next). Looking up each rule and
//! testing its regex's first bytes cost a few percent of a short parse; here the rules of a kind are split by
//! that byte once, as bit sets, and a token reads the rules it may start from two of them, in the grammar's
//! order.

use std::hash::Hash;

use super::fast_hash::FastMap;
use super::first_bytes::FirstBytes;

/// The token-headed rules of every kind, by the byte after the token.
pub(crate) struct TokenHeads<K> {
    by_kind: FastMap<K, Started>,
}

/// The rules headed by one kind, and for each byte (and for the end of the text, index 256) the bit set of
/// those that may go on after it: rules whose second item is no regex, and those whose regex can begin there.
struct Started {
    rules: Vec<usize>,
    words: usize,
    sets: Vec<u64>,
}

const END_OF_TEXT: usize = 256;

impl<K: Copy + Eq + Hash> TokenHeads<K> {
    /// `rules`: each token-headed rule, in the grammar's order, with its kind and the first bytes of its second
    /// item if that is a regex.
    pub fn new<'a>(rules: impl IntoIterator<Item = (usize, K, Option<&'a FirstBytes>)>) -> Self {
        let mut of_kind: FastMap<K, Vec<(usize, Option<&FirstBytes>)>> = FastMap::default();
        for (rule, kind, next) in rules {
            of_kind.entry(kind).or_default().push((rule, next));
        }
        let by_kind = of_kind
            .into_iter()
            .map(|(kind, rules)| {
                let words = rules.len().div_ceil(64);
                let mut sets = vec![0u64; (END_OF_TEXT + 1) * words];
                for (i, (_, next)) in rules.iter().enumerate() {
                    for byte in 0..=END_OF_TEXT {
                        let goes_on = match next {
                            None => true,
                            Some(first) => byte < END_OF_TEXT && first.contains(byte as u8),
                        };
                        if goes_on {
                            sets[byte * words + i / 64] |= 1 << (i % 64);
                        }
                    }
                }
                let rules = rules.into_iter().map(|(rule, _)| rule).collect();
                (kind, Started { rules, words, sets })
            })
            .collect();
        TokenHeads { by_kind }
    }

    /// The rules headed by `kind` that a token ending at byte `end` of `text` may start, `after_blanks` being
    /// the first byte at or after `end` that is no blank; in the grammar's order.
    pub fn started<'s>(
        &'s self,
        kind: K,
        text: &str,
        end: usize,
        after_blanks: usize,
    ) -> impl Iterator<Item = usize> + 's {
        let started = self.by_kind.get(&kind);
        let byte = |at: usize| {
            text.as_bytes()
                .get(at)
                .map_or(END_OF_TEXT, |&b| usize::from(b))
        };
        let (here, there) = (byte(end), byte(after_blanks));
        // The union of two sets read word by word here, not through `engine::bits::ones`: given the union as a
        // closure, that helper cost 1.25 % more of the utterances' instructions (research/engine-profile,
        // thirteenth round).
        let words = started.map_or(0, |s| s.words);
        let mut word = 0;
        let mut bits = 0u64;
        std::iter::from_fn(move || {
            let started = started?;
            while bits == 0 {
                if word == words {
                    return None;
                }
                bits = started.sets[here * words + word] | started.sets[there * words + word];
                word += 1;
            }
            let i = (word - 1) * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(started.rules[i])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rule::syntax_tree;

    #[test]
    fn a_token_starts_the_rules_whose_next_regex_can_begin_after_it() {
        let first = |pattern: &str| FirstBytes::of(&syntax_tree(pattern).unwrap());
        let (km, pm) = (first("km"), first("pm"));
        // 70 rules of one kind, so that the sets take two words: every tenth wants "km" next, every
        // seventh "pm", the others no regex.
        let next = |i: usize| match i {
            i if i % 10 == 0 => Some(&km),
            i if i % 7 == 0 => Some(&pm),
            _ => None,
        };
        let heads = TokenHeads::new((0..70).map(|i| (100 + i, 'n', next(i))));
        let started = |text: &str, end, after| -> Vec<usize> {
            heads.started('n', text, end, after).collect()
        };
        let plain: Vec<usize> = (0..70)
            .filter(|&i| next(i).is_none())
            .map(|i| 100 + i)
            .collect();
        let with = |wanted: &FirstBytes| -> Vec<usize> {
            (0..70)
                .filter(|&i| next(i).is_none_or(|f| f == wanted))
                .map(|i| 100 + i)
                .collect()
        };
        assert_eq!(started("5", 1, 1), plain, "end of text: no regex follows");
        assert_eq!(started("5 km", 1, 2), with(&km));
        assert_eq!(started("5pm", 1, 1), with(&pm));
        assert_eq!(started("5 x", 1, 2), plain);
        assert!(
            heads.started('t', "5 km", 1, 2).next().is_none(),
            "no rule of that kind"
        );
    }
}
