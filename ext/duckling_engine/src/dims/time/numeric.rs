//! Numeric dates whose order depends on the region: month first in the US, Canada and the Philippines
//! ("2/15", "2/15/2013", "2.15.2013"), day first elsewhere ("15/2", "15/2/2013", "15.2.2013"); South Africa
//! reads a date without a year month first and one with a year day first. Each English region of Duckling
//! declares its three rules (`ruleMMDD`, `ruleMMDDYYYY`, `ruleMMDDYYYYDot` or their day-first twins).
//!
//! The same rules read every language's numeric dates in the order a caller asks for (`Options::date_order`):
//! [`in_order`] replaces the language's own rules for them, named as Duckling names them ([`LOCALE_ORDERED`]).

use crate::DateOrder;
use crate::dims::token::{Matched, Rule, Token, re};
use crate::time::helpers::{month_day, year_month_day};

const DAY: &str = r"(3[01]|[12]\d|0?[1-9])";
const MONTH: &str = r"(1[0-2]|0?[1-9])";

fn int(m: &Matched<Token>, group: usize) -> Option<i32> {
    m.group(group)?.parse().ok()
}

/// Without a year: `first` and `second` are the groups of the month and the day.
fn without_year(name: &'static str, pattern: &str, month: usize, day: usize) -> Rule {
    Rule::new(name, vec![re(pattern)], move |m| {
        Some(Token::Time(month_day(int(&m[0], month)?, int(&m[0], day)?)))
    })
}

fn with_year(name: &'static str, pattern: &str, month: usize, day: usize) -> Rule {
    Rule::new(name, vec![re(pattern)], move |m| {
        let year = int(&m[0], 3)?;
        Some(Token::Time(year_month_day(
            year,
            int(&m[0], month)?,
            int(&m[0], day)?,
        )))
    })
}

fn mm_dd() -> Rule {
    without_year("mm/dd", &format!(r"{MONTH}\s?[/-]\s?{DAY}"), 1, 2)
}

fn dd_mm() -> Rule {
    without_year("dd/mm", &format!(r"{DAY}\s?[/-]\s?{MONTH}"), 2, 1)
}

fn dd_mm_yyyy() -> [Rule; 2] {
    [
        with_year(
            "dd/mm/yyyy",
            &format!(r"{DAY}[-/\s]{MONTH}[-/\s](\d{{2,4}})"),
            2,
            1,
        ),
        with_year("dd.mm.yyyy", &format!(r"{DAY}\.{MONTH}\.(\d{{4}})"), 2, 1),
    ]
}

/// "2/15", "2/15/2013", "2.15.2013".
pub(crate) fn month_first() -> Vec<Rule> {
    vec![
        mm_dd(),
        with_year(
            "mm/dd/yyyy",
            &format!(r"{MONTH}[-/\s]{DAY}[-/\s](\d{{2,4}})"),
            1,
            2,
        ),
        with_year("mm.dd.yyyy", &format!(r"{MONTH}\.{DAY}\.(\d{{4}})"), 1, 2),
    ]
}

/// "15/2", "15/2/2013", "15.2.2013".
pub(crate) fn day_first() -> Vec<Rule> {
    let mut rules = vec![dd_mm()];
    rules.extend(dd_mm_yyyy());
    rules
}

/// Year first: "2013/4/3", "13/4/3", "2013.4.3", and without a year month first ("4/3"), as Japanese and Chinese
/// write them.
fn year_first() -> Vec<Rule> {
    vec![
        mm_dd(),
        Rule::new(
            "yyyy/mm/dd",
            vec![re(&format!(r"(\d{{2,4}})[-/.]{MONTH}[-/.]{DAY}"))],
            |m| {
                Some(Token::Time(year_month_day(
                    int(&m[0], 1)?,
                    int(&m[0], 2)?,
                    int(&m[0], 3)?,
                )))
            },
        ),
    ]
}

/// The rules of the languages that read an ambiguous numeric date in their locale's order, by Duckling's names
/// (which do not always say the order: German's "mm/dd" reads "15.2." day first). A grammar asked for another
/// order goes without them.
pub(crate) const LOCALE_ORDERED: &[&str] = &[
    "mm/dd",
    "mm/dd/yyyy",
    "mm.dd.yyyy",
    "dd/mm",
    "dd/mm/yyyy",
    "dd.mm.yyyy",
    "dd[/-]mm",
    "dd/-mm",
    "dd/-mm/-yyyy",
    "dd[/-.]mm[/-.]yyyy",
];

/// The numeric dates of `order`, in place of a language's own.
pub(crate) fn in_order(order: DateOrder) -> Vec<Rule> {
    match order {
        DateOrder::Mdy => month_first(),
        DateOrder::Dmy => day_first(),
        DateOrder::Ymd => year_first(),
    }
}

/// South Africa: "2/15" but "15/2/2013", "15.2.2013".
pub(crate) fn za() -> Vec<Rule> {
    let mut rules = vec![mm_dd()];
    rules.extend(dd_mm_yyyy());
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    const DAY: &str = r#"{"type":"value","value":"2013-02-15T00:00:00.000-02:00","grain":"day"}"#;
    const YEAR_DAY: &str =
        r#"{"type":"value","value":"1974-10-31T00:00:00.000-02:00","grain":"day"}"#;

    #[test]
    fn month_first_in_the_us() {
        check(
            "en_US",
            &[
                ("2/15", DAY),
                ("10/31/1974", YEAR_DAY),
                ("10/31/74", YEAR_DAY),
                ("10.31.1974", YEAR_DAY),
            ],
        );
    }

    #[test]
    fn day_first_in_britain() {
        check(
            "en_GB",
            &[
                ("15/2", DAY),
                ("31/10/1974", YEAR_DAY),
                ("31/10/74", YEAR_DAY),
                ("31.10.1974", YEAR_DAY),
            ],
        );
    }

    #[test]
    fn south_africa_mixes_them() {
        check("en_ZA", &[("2/15", DAY), ("31/10/1974", YEAR_DAY)]);
    }
}
