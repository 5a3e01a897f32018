//! Digit groups that read as another kind of number than a phone number, and so are none, though
//! Duckling's phone pattern takes them: dates ("2013-02-12", "12.02.2013"), decimals ("3.14159265"),
//! numbers with thousands dots ("5.000.000"), IPv4 addresses ("192.168.100.200") and year ranges
//! ("1999-2004"). They apply to numbers written without a country code.

/// Whether `groups` (digit strings) joined by `separators` (one fewer) form another kind of number.
pub(super) fn is_other_number(groups: &[&str], separators: &[&str]) -> bool {
    is_date(groups, separators)
        || is_decimal(groups, separators)
        || has_thousands_dots(groups, separators)
        || is_ip_address(groups, separators)
        || is_year_range(groups, separators)
}

fn all_dots(separators: &[&str]) -> bool {
    separators.iter().all(|s| *s == ".")
}

fn value(digits: &str) -> u32 {
    digits.parse().unwrap_or(u32::MAX)
}

/// Year first or last, with one separator kind: "2013-02-12", "12.02.2013", "02 12 2013".
fn is_date(groups: &[&str], separators: &[&str]) -> bool {
    let [a, b, c] = groups else {
        return false;
    };
    let one_kind =
        separators.iter().all(|s| *s == separators[0]) && matches!(separators[0], "-" | "." | " ");
    let day_and_month = |x: &str, y: &str| {
        let (x, y) = (value(x), value(y));
        x >= 1 && y >= 1 && ((x <= 12 && y <= 31) || (x <= 31 && y <= 12))
    };
    let short = |g: &str| g.len() <= 2;
    one_kind
        && ((a.len() == 4 && short(b) && short(c) && day_and_month(b, c))
            || (short(a) && short(b) && c.len() == 4 && day_and_month(a, b)))
}

fn is_decimal(groups: &[&str], separators: &[&str]) -> bool {
    groups.len() == 2 && all_dots(separators)
}

fn has_thousands_dots(groups: &[&str], separators: &[&str]) -> bool {
    groups.len() >= 3
        && all_dots(separators)
        && (1..=3).contains(&groups[0].len())
        && groups[1..].iter().all(|g| g.len() == 3)
}

fn is_ip_address(groups: &[&str], separators: &[&str]) -> bool {
    groups.len() == 4
        && all_dots(separators)
        && groups.iter().all(|g| g.len() <= 3 && value(g) <= 255)
}

fn is_year_range(groups: &[&str], separators: &[&str]) -> bool {
    let is_year = |g: &str| g.len() == 4 && (1900..=2099).contains(&value(g));
    groups.len() == 2 && separators[0].trim() == "-" && groups.iter().all(|g| is_year(g))
}

#[cfg(test)]
mod tests {
    use super::is_other_number;

    /// Splits "2013-02-12" into groups and separators.
    fn other(written: &str) -> bool {
        let groups: Vec<&str> = written
            .split(|c: char| !c.is_ascii_digit())
            .filter(|g| !g.is_empty())
            .collect();
        let separators: Vec<&str> = written
            .split(|c: char| c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .collect();
        is_other_number(&groups, &separators)
    }

    #[test]
    fn other_numbers() {
        for written in [
            "2013-02-12",
            "12.02.2013",
            "02 12 2013",
            "3.14159265",
            "5.000.000",
            "1.234.567.890",
            "192.168.100.200",
            "1999-2004",
            "1999 - 2004",
        ] {
            assert!(other(written), "{written}");
        }
    }

    #[test]
    fn phone_numbers() {
        for written in [
            "650-701-8887",
            "650.701.8887",
            "4.8.6.6.8.2.7",
            "06 2070 2220",
            "2013-40-12",
            "12-02.2013",
            "555-1234",
            "1234-5678",
            "30.40.50.60.70",
        ] {
            assert!(!other(written), "{written}");
        }
    }
}
