//! Numeric dates whose order depends on the region: month first in the US, Canada and the Philippines
//! ("2/15", "2/15/2013", "2.15.2013"), day first elsewhere ("15/2", "15/2/2013", "15.2.2013"); South Africa
//! reads a date without a year month first and one with a year day first. Each English region of Duckling
//! declares its three rules (`ruleMMDD`, `ruleMMDDYYYY`, `ruleMMDDYYYYDot` or their day-first twins).
//!
//! The same rules read every language's numeric dates in the order a caller asks for (`Options::date_order`):
//! [`in_order`] replaces the language's own rules for them, named as Duckling names them ([`LOCALE_ORDERED`]).

use crate::dims::token::{Matched, Rule, Token, re};
use crate::time::helpers::{month_day, year_month_day};
use crate::{DateOrder, Lang};

const DAY: &str = r"(3[01]|[12]\d|0?[1-9])";
const MONTH: &str = r"(1[0-2]|0?[1-9])";

fn int(m: &Matched<Token>, group: usize) -> Option<i32> {
    m.group(group)?.parse().ok()
}

/// Rule `name`: a date without a year, regex `pattern` with the month and the day in groups `month` and
/// `day`. Also the languages' own numeric-date rules ("dd[/-]mm" in Catalan and Spanish, `shared_rules::dd_mm`).
pub(crate) fn without_year(name: &'static str, pattern: &str, month: usize, day: usize) -> Rule {
    Rule::new(name, vec![re(pattern)], move |m| {
        Some(Token::Time(month_day(int(&m[0], month)?, int(&m[0], day)?)))
    })
}

/// Rule `name`: a date with its year, regex `pattern` with the year, the month and the day in groups `year`,
/// `month` and `day`. Also the languages' own ("yyyy-mm-dd" and "dd/mm/yyyy" in `shared_rules`).
pub(crate) fn with_year(
    name: &'static str,
    pattern: &str,
    year: usize,
    month: usize,
    day: usize,
) -> Rule {
    Rule::new(name, vec![re(pattern)], move |m| {
        let year = int(&m[0], year)?;
        Some(Token::Time(year_month_day(
            year,
            int(&m[0], month)?,
            int(&m[0], day)?,
        )))
    })
}

/// How a language writes numeric dates beyond the slashed and dashed forms every one reads, as its own rules
/// read them: English reads a dotted date only with a four-digit year ("2.15.2013"); German, Russian and
/// Ukrainian also a day and month alone ("15.2.", "15.2") and, with Bulgarian, Norwegian and Dutch, a two-digit
/// year ("31.10.74"); German's day and month may follow "am". A grammar reading dates in another order than
/// the language's keeps the language's way of writing them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Written {
    dotted_without_year: bool,
    dotted_short_year: bool,
    /// What may come before a date without a year, as a regex ("am ").
    before: &'static str,
}

impl Written {
    const PLAIN: Written = Written {
        dotted_without_year: false,
        dotted_short_year: false,
        before: "",
    };

    /// As `lang`'s own numeric-date rules write them (Duckling's `Time/<LANG>/Rules.hs`).
    pub(crate) fn of(lang: Lang) -> Written {
        match lang {
            Lang::De => Written {
                dotted_without_year: true,
                dotted_short_year: true,
                before: r"(?:am\s+)?",
            },
            Lang::Ru | Lang::Uk => Written {
                dotted_without_year: true,
                dotted_short_year: true,
                ..Written::PLAIN
            },
            Lang::Bg | Lang::Nb | Lang::Nl => Written {
                dotted_short_year: true,
                ..Written::PLAIN
            },
            _ => Written::PLAIN,
        }
    }

    /// The pattern of a date without a year: two numbers, `first` and `second`.
    fn without_year(self, first: &str, second: &str) -> String {
        let before = self.before;
        if self.dotted_without_year {
            format!(r"{before}{first}(?:\s?[/-]\s?|\.){second}\.?")
        } else {
            format!(r"{before}{first}\s?[/-]\s?{second}")
        }
    }

    /// The pattern of a dotted date with its year last.
    fn dotted(self, first: &str, second: &str) -> String {
        let year = if self.dotted_short_year {
            r"\d{2,4}"
        } else {
            r"\d{4}"
        };
        format!(r"{first}\.{second}\.({year})")
    }
}

fn mm_dd(written: Written) -> Rule {
    without_year("mm/dd", &written.without_year(MONTH, DAY), 1, 2)
}

fn dd_mm(written: Written) -> Rule {
    without_year("dd/mm", &written.without_year(DAY, MONTH), 2, 1)
}

fn dd_mm_yyyy(written: Written) -> [Rule; 2] {
    [
        with_year(
            "dd/mm/yyyy",
            &format!(r"{DAY}[-/\s]{MONTH}[-/\s](\d{{2,4}})"),
            3,
            2,
            1,
        ),
        with_year("dd.mm.yyyy", &written.dotted(DAY, MONTH), 3, 2, 1),
    ]
}

fn mm_dd_yyyy(written: Written) -> [Rule; 2] {
    [
        with_year(
            "mm/dd/yyyy",
            &format!(r"{MONTH}[-/\s]{DAY}[-/\s](\d{{2,4}})"),
            3,
            1,
            2,
        ),
        with_year("mm.dd.yyyy", &written.dotted(MONTH, DAY), 3, 1, 2),
    ]
}

/// "2013/4/3", "13/4/3", "2013.4.3": the year first, in `digits` digits.
fn yyyy_mm_dd(digits: &str) -> Rule {
    with_year(
        "yyyy/mm/dd",
        &format!(r"(\d{{{digits}}})[-/.]{MONTH}[-/.]{DAY}"),
        1,
        2,
        3,
    )
}

/// "2/15", "2/15/2013", "2.15.2013".
pub(crate) fn month_first() -> Vec<Rule> {
    let mut rules = vec![mm_dd(Written::PLAIN)];
    rules.extend(mm_dd_yyyy(Written::PLAIN));
    rules
}

/// "15/2", "15/2/2013", "15.2.2013".
pub(crate) fn day_first() -> Vec<Rule> {
    let mut rules = vec![dd_mm(Written::PLAIN)];
    rules.extend(dd_mm_yyyy(Written::PLAIN));
    rules
}

/// The rules of the languages that read an ambiguous numeric date in their locale's order, by Duckling's names
/// (which do not always say the order: German's "mm/dd" reads "15.2." day first). A grammar asked for another
/// order goes without them.
pub const LOCALE_ORDERED: &[&str] = &[
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

/// The numeric dates of `order`, written as `lang` writes them, in place of the language's own. Some of the
/// language's dates are no longer ambiguous, and read the same in every order: a leading four-digit year
/// ("2015/3/3", which Korean's "mm/dd/yyyy" reads) comes first; year first, a date whose year is last in four
/// digits ("3/3/2015") reads month first, as the languages that write the year first write it.
pub(crate) fn in_order(order: DateOrder, lang: Lang) -> Vec<Rule> {
    let written = Written::of(lang);
    let mut rules = match order {
        DateOrder::Mdy => {
            let mut rules = vec![mm_dd(written)];
            rules.extend(mm_dd_yyyy(written));
            rules
        }
        DateOrder::Dmy => {
            let mut rules = vec![dd_mm(written)];
            rules.extend(dd_mm_yyyy(written));
            rules
        }
        DateOrder::Ymd => {
            let four_digit_year_last = Written {
                dotted_short_year: false,
                ..written
            };
            let mut rules = vec![mm_dd(written), yyyy_mm_dd("2,4")];
            rules.push(with_year(
                "mm/dd/yyyy",
                &format!(r"{MONTH}[-/\s]{DAY}[-/\s](\d{{4}})"),
                3,
                1,
                2,
            ));
            rules.push(with_year(
                "mm.dd.yyyy",
                &four_digit_year_last.dotted(MONTH, DAY),
                3,
                1,
                2,
            ));
            rules
        }
    };
    if order != DateOrder::Ymd {
        rules.push(yyyy_mm_dd("4"));
    }
    rules
}

/// South Africa: "2/15" but "15/2/2013", "15.2.2013".
pub(crate) fn za() -> Vec<Rule> {
    let mut rules = vec![mm_dd(Written::PLAIN)];
    rules.extend(dd_mm_yyyy(Written::PLAIN));
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
