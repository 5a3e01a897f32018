//! Where a country calling code ends when it is written without a separator ("+16507018887",
//! "+33146647998"). Calling codes are prefix-free, so the ITU's list decides: 1 and 7 have one digit, the
//! codes below have two, every other code has three.
//!
//! Duckling reads one or two digits greedily here, which turns "+16507018887" into "(+16) 507018887".

/// The two-digit calling codes.
const TWO_DIGIT_CODES: [&str; 44] = [
    "20", "27", "30", "31", "32", "33", "34", "36", "39", "40", "41", "43", "44", "45", "46", "47",
    "48", "49", "51", "52", "53", "54", "55", "56", "57", "58", "60", "61", "62", "63", "64", "65",
    "66", "81", "82", "84", "86", "90", "91", "92", "93", "94", "95", "98",
];

/// The length of the calling code at the start of `digits` (ASCII digits, at least four of them).
pub(super) fn code_len(digits: &[u8]) -> usize {
    if digits.starts_with(b"1") || digits.starts_with(b"7") {
        1
    } else if digits
        .get(..2)
        .is_some_and(|two| TWO_DIGIT_CODES.iter().any(|code| code.as_bytes() == two))
    {
        2
    } else {
        3
    }
}

#[cfg(test)]
mod tests {
    use super::code_len;

    #[test]
    fn codes_by_prefix() {
        assert_eq!(code_len(b"16507018887"), 1);
        assert_eq!(code_len(b"74951234567"), 1);
        assert_eq!(code_len(b"33146647998"), 2);
        assert_eq!(code_len(b"5519992842606"), 2);
        assert_eq!(code_len(b"353871234567"), 3);
        assert_eq!(code_len(b"8522345678"), 3);
    }
}
