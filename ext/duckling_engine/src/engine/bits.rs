//! Bit sets as words of 64 bits (item `i` is bit `i % 64` of word `i / 64`), read in ascending order.

/// The positions of the bits set in `words`, ascending.
pub(crate) fn ones(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    let (mut next, mut bits) = (0, 0u64);
    std::iter::from_fn(move || {
        while bits == 0 {
            bits = *words.get(next)?;
            next += 1;
        }
        let i = (next - 1) * 64 + bits.trailing_zeros() as usize;
        bits &= bits - 1;
        Some(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_set_bit_in_order() {
        let words = [0b1001, 0, 1 << 63, u64::MAX];
        let found: Vec<usize> = ones(&words).collect();
        let expected: Vec<usize> = [0, 3, 191].into_iter().chain(192..256).collect();
        assert_eq!(found, expected);
        assert_eq!(ones(&[]).count(), 0);
        assert_eq!(ones(&[0, 0]).count(), 0);
    }
}
