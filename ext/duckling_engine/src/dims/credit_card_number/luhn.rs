//! The Luhn checksum that every issued card number satisfies: from the rightmost digit, double every second
//! digit (subtracting 9 when the double exceeds 9) and sum everything; the total is a multiple of 10.
//! Duckling accepts a digit run as a card only when it passes, and so do we.

/// Whether the ASCII digits `digits` pass the Luhn check. Anything but ASCII digits fails.
pub(super) fn is_valid(digits: &str) -> bool {
    let mut sum = 0u32;
    for (position, byte) in digits.bytes().rev().enumerate() {
        if !byte.is_ascii_digit() {
            return false;
        }
        let digit = u32::from(byte - b'0');
        sum += match position % 2 {
            0 => digit,
            _ if digit * 2 > 9 => digit * 2 - 9,
            _ => digit * 2,
        };
    }
    sum % 10 == 0
}

#[cfg(test)]
mod tests {
    use super::is_valid;

    #[test]
    fn known_test_numbers_pass() {
        for number in [
            "4111111111111111",
            "371449635398431",
            "6011111111111117",
            "5555555555554444",
            "30569309025904",
            "3530111333300000",
            "79927398713",
        ] {
            assert!(is_valid(number), "{number}");
        }
    }

    #[test]
    fn a_changed_digit_fails() {
        for number in [
            "4111111111111110",
            "371449635398430",
            "6011111111111110",
            "5555555555554440",
            "79927398710",
        ] {
            assert!(!is_valid(number), "{number}");
        }
    }

    #[test]
    fn non_digits_fail() {
        assert!(!is_valid("4111-1111-1111-1111"));
        assert!(!is_valid("41111111111111١1"));
    }
}
