//! Which network issued a card, from its leading digits and length, as Duckling's `CreditCardNumber`
//! patterns decide it, and how each network groups the digits when they are written with separators.

/// A card network, named in values as Duckling names it (`"visa"`, `"dinerclub"`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Issuer {
    Visa,
    Amex,
    Discover,
    Mastercard,
    DinerClub,
    Other,
}

impl Issuer {
    pub(super) fn name(self) -> &'static str {
        match self {
            Issuer::Visa => "visa",
            Issuer::Amex => "amex",
            Issuer::Discover => "discover",
            Issuer::Mastercard => "mastercard",
            Issuer::DinerClub => "dinerclub",
            Issuer::Other => "other",
        }
    }

    /// Group sizes when the number is written with separators ("4111-1111-1111-1111"); `Other` numbers
    /// are only recognised written as one run.
    pub(super) fn grouping(self) -> Option<&'static [usize]> {
        match self {
            Issuer::Visa | Issuer::Discover | Issuer::Mastercard => Some(&[4, 4, 4, 4]),
            Issuer::Amex => Some(&[4, 6, 5]),
            Issuer::DinerClub => Some(&[4, 6, 4]),
            Issuer::Other => None,
        }
    }
}

/// Card numbers have 8 to 19 digits.
pub(super) const DIGITS: std::ops::RangeInclusive<usize> = 8..=19;

/// The known networks: the leading digits their numbers start with, and their length.
const NETWORKS: [(Issuer, &[&str], usize); 5] = [
    (Issuer::Visa, &["4"], 16),
    (Issuer::Amex, &["34", "37"], 15),
    (Issuer::Discover, &["6011", "64", "65"], 16),
    (Issuer::Mastercard, &["51", "52", "53", "54", "55"], 16),
    (
        Issuer::DinerClub,
        &["300", "301", "302", "303", "304", "305", "36", "38"],
        14,
    ),
];

/// The issuer of a card number (ASCII digits). A number that starts like a known network's but is longer
/// than that network's numbers belongs to nobody, as in Duckling, whose catch-all pattern excludes any run
/// that begins with a known network's number; a number of the wrong length for its network is `Other`.
pub(super) fn issuer_of(digits: &str) -> Option<Issuer> {
    if !DIGITS.contains(&digits.len()) {
        return None;
    }
    for (issuer, prefixes, length) in NETWORKS {
        if prefixes.iter().any(|p| digits.starts_with(p)) && digits.len() >= length {
            return (digits.len() == length).then_some(issuer);
        }
    }
    Some(Issuer::Other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn networks_by_prefix_and_length() {
        assert_eq!(issuer_of("4111111111111111"), Some(Issuer::Visa));
        assert_eq!(issuer_of("371449635398431"), Some(Issuer::Amex));
        assert_eq!(issuer_of("341111111111111"), Some(Issuer::Amex));
        assert_eq!(issuer_of("6011111111111117"), Some(Issuer::Discover));
        assert_eq!(issuer_of("6511111111111111"), Some(Issuer::Discover));
        assert_eq!(issuer_of("5555555555554444"), Some(Issuer::Mastercard));
        assert_eq!(issuer_of("30569309025904"), Some(Issuer::DinerClub));
        assert_eq!(issuer_of("38520000023237"), Some(Issuer::DinerClub));
        assert_eq!(issuer_of("3530111333300000"), Some(Issuer::Other));
        assert_eq!(issuer_of("5655555555554444"), Some(Issuer::Other));
    }

    #[test]
    fn shorter_than_the_network_is_other_longer_is_nothing() {
        assert_eq!(issuer_of("4111111111111"), Some(Issuer::Other));
        assert_eq!(issuer_of("41111111111111113"), None);
    }

    #[test]
    fn length_limits() {
        assert_eq!(issuer_of("1234567"), None);
        assert_eq!(issuer_of("12345678"), Some(Issuer::Other));
        assert_eq!(issuer_of("1234567890123456789"), Some(Issuer::Other));
        assert_eq!(issuer_of("12345678901234567890"), None);
    }
}
