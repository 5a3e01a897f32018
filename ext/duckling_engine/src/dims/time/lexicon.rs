//! Words for times: weekdays, months, ordinals, parts of the day, seasons and holidays (with the names
//! Duckling reports in `holidayBeta`).

use std::sync::LazyLock;

use jiff::civil::{Date, Weekday};
use regex::Regex;

use crate::time::{easter_sunday, nth_weekday_of_month, ymd};

pub(super) fn weekday(word: &str) -> Option<Weekday> {
    let day = match word {
        "monday" | "mon" | "mondays" => Weekday::Monday,
        "tuesday" | "tue" | "tues" | "tuesdays" => Weekday::Tuesday,
        "wednesday" | "wed" | "wednesdays" => Weekday::Wednesday,
        "thursday" | "thu" | "thur" | "thurs" | "thursdays" => Weekday::Thursday,
        "friday" | "fri" | "fridays" => Weekday::Friday,
        "saturday" | "sat" | "saturdays" => Weekday::Saturday,
        "sunday" | "sun" | "sundays" => Weekday::Sunday,
        _ => return None,
    };
    Some(day)
}

/// Abbreviations that are also common English words; they count only when written like a date.
pub(super) fn is_ambiguous_abbreviation(word: &str) -> bool {
    matches!(word, "mon" | "wed" | "sat" | "sun" | "mar" | "may")
}

pub(super) fn month(word: &str) -> Option<i8> {
    let month = match word {
        "january" | "jan" => 1,
        "february" | "feb" => 2,
        "march" | "mar" => 3,
        "april" | "apr" => 4,
        "may" => 5,
        "june" | "jun" => 6,
        "july" | "jul" => 7,
        "august" | "aug" => 8,
        "september" | "sep" | "sept" => 9,
        "october" | "oct" => 10,
        "november" | "nov" => 11,
        "december" | "dec" => 12,
        _ => return None,
    };
    Some(month)
}

/// Ordinal words up to "thirty-first" as (word, value); tens combine with units ("twenty first").
pub(super) fn ordinal_word(word: &str) -> Option<i8> {
    const WORDS: [&str; 20] = [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
    ];
    if word == "thirtieth" {
        return Some(30);
    }
    WORDS
        .iter()
        .position(|w| *w == word)
        .and_then(|i| i8::try_from(i + 1).ok())
}

/// Whether a spelled number starting with `word` may be read as an hour ("three", not "a couple").
pub(super) fn is_cardinal_word(word: &str) -> bool {
    matches!(
        word,
        "zero"
            | "one"
            | "two"
            | "three"
            | "four"
            | "five"
            | "six"
            | "seven"
            | "eight"
            | "nine"
            | "ten"
            | "eleven"
            | "twelve"
            | "thirteen"
            | "fourteen"
            | "fifteen"
            | "sixteen"
            | "seventeen"
            | "eighteen"
            | "nineteen"
            | "twenty"
    )
}

/// The value of a number word from "zero" to "nineteen".
pub(super) fn small_number(word: &str) -> Option<i8> {
    const WORDS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    WORDS
        .iter()
        .position(|w| *w == word)
        .and_then(|i| i8::try_from(i).ok())
}

/// The value of a tens word from "twenty" to "fifty".
pub(super) fn tens(word: &str) -> Option<i8> {
    match word {
        "twenty" => Some(20),
        "thirty" => Some(30),
        "forty" => Some(40),
        "fifty" => Some(50),
        _ => None,
    }
}

/// The standard UTC offset, in seconds, of a common zone abbreviation.
pub(super) fn zone_offset(word: &str) -> Option<i32> {
    let hours_x2 = match word {
        "utc" | "gmt" | "z" => 0,
        "bst" | "cet" | "wat" => 2,
        "cest" | "eet" | "sast" => 4,
        "eest" | "msk" => 6,
        "ist" => 11,
        "sgt" | "hkt" | "awst" => 16,
        "jst" | "kst" => 18,
        "aest" => 20,
        "aedt" => 22,
        "nzst" => 24,
        "ast" => -8,
        "edt" => -8,
        "est" | "cdt" => -10,
        "cst" | "mdt" => -12,
        "mst" | "pdt" => -14,
        "pst" => -16,
        _ => return None,
    };
    Some(hours_x2 * 1800)
}

/// Whether an atom may start with `word` (a cheap test that spares the parser most words of a text).
/// Numbers, spelled numbers and durations are let through by the parser itself.
pub(super) fn may_start_atom(word: &str) -> bool {
    const WORDS: &[&str] = &[
        "a",
        "about",
        "after",
        "approximately",
        "around",
        "at",
        "autumn",
        "beginning",
        "black",
        "day",
        "decoration",
        "early",
        "easter",
        "end",
        "eod",
        "eom",
        "eoy",
        "fall",
        "for",
        "fourth",
        "good",
        "great",
        "half",
        "hallo",
        "holy",
        "in",
        "independence",
        "just",
        "labor",
        "labour",
        "last",
        "late",
        "martin",
        "memorial",
        "mid",
        "midday",
        "midnight",
        "mlk",
        "new",
        "noon",
        "now",
        "on",
        "past",
        "previous",
        "q",
        "quarter",
        "right",
        "saint",
        "spring",
        "st",
        "start",
        "summer",
        "the",
        "this",
        "today",
        "todays",
        "tomorrow",
        "tomorrows",
        "tonight",
        "tonite",
        "tmrw",
        "upcoming",
        "weekend",
        "winter",
        "within",
        "wkend",
        "xmas",
        "yesterday",
        "current",
        "coming",
        "next",
        "following",
        "christmas",
        "thanksgiving",
        "thanksgivings",
        "halloween",
        "haloween",
        "week",
    ];
    WORDS.contains(&word)
        || ["mother", "father", "valentine", "thanks"]
            .iter()
            .any(|p| word.starts_with(p))
        || weekday(word).is_some()
        || month(word).is_some()
        || ordinal_word(word).is_some()
        || small_number(word).is_some()
        || tens(word).is_some()
        || part_of_day(word).is_some()
}

/// Parts of the day as hours `[from, to)`, the ranges Duckling uses.
pub(super) fn part_of_day(word: &str) -> Option<(i8, i8)> {
    let hours = match word {
        "morning" => (4, 12),
        "afternoon" => (12, 19),
        "evening" | "night" => (18, 24),
        "lunch" | "lunchtime" => (12, 14),
        _ => return None,
    };
    Some(hours)
}

/// A season as (start month, start day) .. (last month, last day), both inclusive.
pub(super) fn season(word: &str) -> Option<((i8, i8), (i8, i8))> {
    let season = match word {
        "spring" => ((3, 20), (6, 20)),
        "summer" => ((6, 21), (9, 23)),
        "fall" | "autumn" => ((9, 23), (12, 20)),
        "winter" => ((12, 21), (3, 20)),
        _ => return None,
    };
    Some(season)
}

/// How a holiday's date follows from the year.
#[derive(Debug, PartialEq)]
pub(super) enum Rule {
    Fixed(i8, i8),
    /// The nth weekday of a month (negative from the end), then shifted by some days.
    NthWeekday(i8, Weekday, i8, i16),
    /// Days after Easter Sunday.
    Easter(i16),
}

#[derive(Debug, PartialEq)]
pub(super) struct Holiday {
    pub name: &'static str,
    pub rule: Rule,
}

impl Holiday {
    pub fn date(&self, year: i32) -> Option<Date> {
        let (base, shift) = match self.rule {
            Rule::Fixed(month, day) => (ymd(year, month.into(), day.into())?, 0),
            Rule::NthWeekday(month, weekday, nth, shift) => (
                nth_weekday_of_month(year, month.into(), nth, weekday)?,
                shift,
            ),
            Rule::Easter(shift) => (easter_sunday(year)?, shift),
        };
        base.checked_add(jiff::Span::new().days(shift)).ok()
    }
}

/// The holidays, in the order of the alternatives of [`HOLIDAY_PATTERN`].
pub(super) static HOLIDAYS: [Holiday; 17] = [
    Holiday {
        name: "Christmas Eve",
        rule: Rule::Fixed(12, 24),
    },
    Holiday {
        name: "Christmas",
        rule: Rule::Fixed(12, 25),
    },
    Holiday {
        name: "New Year's Eve",
        rule: Rule::Fixed(12, 31),
    },
    Holiday {
        name: "New Year's Day",
        rule: Rule::Fixed(1, 1),
    },
    Holiday {
        name: "Valentine's Day",
        rule: Rule::Fixed(2, 14),
    },
    Holiday {
        name: "Halloween",
        rule: Rule::Fixed(10, 31),
    },
    Holiday {
        name: "Independence Day",
        rule: Rule::Fixed(7, 4),
    },
    Holiday {
        name: "St Patrick's Day",
        rule: Rule::Fixed(3, 17),
    },
    Holiday {
        name: "Thanksgiving Day",
        rule: Rule::NthWeekday(11, Weekday::Thursday, 4, 0),
    },
    Holiday {
        name: "Black Friday",
        rule: Rule::NthWeekday(11, Weekday::Thursday, 4, 1),
    },
    Holiday {
        name: "Mother's Day",
        rule: Rule::NthWeekday(5, Weekday::Sunday, 2, 0),
    },
    Holiday {
        name: "Father's Day",
        rule: Rule::NthWeekday(6, Weekday::Sunday, 3, 0),
    },
    Holiday {
        name: "Memorial Day",
        rule: Rule::NthWeekday(5, Weekday::Monday, -1, 0),
    },
    Holiday {
        name: "Labor Day",
        rule: Rule::NthWeekday(9, Weekday::Monday, 1, 0),
    },
    Holiday {
        name: "Martin Luther King's Day",
        rule: Rule::NthWeekday(1, Weekday::Monday, 3, 0),
    },
    Holiday {
        name: "Good Friday",
        rule: Rule::Easter(-2),
    },
    Holiday {
        name: "Easter Sunday",
        rule: Rule::Easter(0),
    },
];

/// One alternative per entry of [`HOLIDAYS`], anchored at the start of the text it is tried on.
static HOLIDAY_PATTERN: LazyLock<Regex> = LazyLock::new(|| {
    let alternatives = [
        r"christmas eve|xmas eve",
        r"(?:xmas|christmas)(?: day)?",
        r"new year'?s? eve",
        r"new year'?s?(?: day)?",
        r"valentine'?s?(?: day)?",
        r"hall?oween",
        r"independence day|(?:the )?4th of july|fourth of july",
        r"st\.? (?:patrick|paddy)'?s day|saint patrick'?s day",
        r"thanks?giving(?: day)?",
        r"black frid?day",
        r"mother'?s?'? day",
        r"father'?s?'? day",
        r"(?:decoration|memorial) day",
        r"labou?r day",
        r"(?:mlk|martin luther king'?s?,?)(?: jr\.?| junior)? day",
        r"(?:good|great|holy) fri(?:day)?",
        r"easter(?: sun(?:day)?)?",
    ];
    let groups: Vec<String> = alternatives.iter().map(|a| format!("({a})")).collect();
    Regex::new(&format!(r"^(?:{})(?-u:\b)", groups.join("|"))).expect("valid regex")
});

/// The holiday named at the start of `text`, with the length of its name.
pub(super) fn holiday_at(text: &str) -> Option<(&'static Holiday, usize)> {
    // Names are short: looking at a bounded prefix keeps each attempt constant-time on any text.
    let mut end = text.len().min(64);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let caps = HOLIDAY_PATTERN.captures(&text[..end])?;
    let index = (1..caps.len()).find(|&i| caps.get(i).is_some())?;
    Some((HOLIDAYS.get(index - 1)?, caps.get(0)?.end()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn holidays_are_named_and_dated() {
        let (h, len) = holiday_at("thanksgiving day at noon").unwrap();
        assert_eq!((h.name, len), ("Thanksgiving Day", 16));
        assert_eq!(h.date(2013), Some(date(2013, 11, 28)));
        let (h, _) = holiday_at("black friday").unwrap();
        assert_eq!(h.date(2013), Some(date(2013, 11, 29)));
        assert_eq!(holiday_at("xmas").unwrap().0.name, "Christmas");
        assert_eq!(holiday_at("christmas eve").unwrap().0.name, "Christmas Eve");
        assert!(holiday_at("eastern").is_none());
    }
}
