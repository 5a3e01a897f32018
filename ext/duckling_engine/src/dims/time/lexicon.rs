//! Words for times: weekdays, months, ordinals, numbers of the clock, parts of the day, seasons and zone
//! abbreviations. Holidays have their own module, `holidays`.

use jiff::civil::Weekday;

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
        "boxing",
        "canada",
        "columbus",
        "cyber",
        "dominion",
        "george",
        "groundhog",
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
        "juneteenth",
        "remembrance",
        "victoria",
        "haloween",
        "week",
    ];
    WORDS.contains(&word)
        || [
            "mother",
            "father",
            "valentine",
            "thanks",
            "president",
            "washington",
            "veteran",
        ]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_have_their_values() {
        assert_eq!(weekday("thurs"), Some(Weekday::Thursday));
        assert_eq!(month("sept"), Some(9));
        assert_eq!(ordinal_word("twelfth"), Some(12));
        assert_eq!(zone_offset("pst"), Some(-8 * 3600));
        assert_eq!(zone_offset("ist"), Some(5 * 3600 + 1800));
        assert!(may_start_atom("tomorrow") && !may_start_atom("banana"));
    }
}
