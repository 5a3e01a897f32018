//! Holidays: what each is called in `holidayBeta`, how its date follows from the year, and in which
//! regions it is known (Thanksgiving is in October in Canada; "memorial day" is Canada Day there, as
//! Duckling has it). A locale without a region reads holidays as `en_US` does.

use std::sync::LazyLock;

use jiff::civil::{Date, Weekday};
use regex::Regex;

use crate::Region;
use crate::time::{easter_sunday, nth_weekday_of_month, ymd};

/// How a holiday's date follows from the year.
#[derive(Debug, PartialEq)]
pub(super) enum Rule {
    Fixed(i8, i8),
    /// The nth weekday of a month (negative from the end), then shifted by some days.
    NthWeekday(i8, Weekday, i8, i16),
    /// The last such weekday before a day of a month (Victoria Day: the Monday before May 25th).
    WeekdayBefore(i8, i8, Weekday),
    /// Days after Easter Sunday.
    Easter(i16),
}

#[derive(Debug, PartialEq)]
pub(super) struct Holiday {
    pub name: &'static str,
    pub rule: Rule,
}

impl Holiday {
    const fn new(name: &'static str, rule: Rule) -> Self {
        Holiday { name, rule }
    }

    pub fn date(&self, year: i32) -> Option<Date> {
        let (base, shift) = match self.rule {
            Rule::Fixed(month, day) => (ymd(year, month.into(), day.into())?, 0),
            Rule::NthWeekday(month, weekday, nth, shift) => (
                nth_weekday_of_month(year, month.into(), nth, weekday)?,
                shift,
            ),
            Rule::WeekdayBefore(month, day, weekday) => (
                ymd(year, month.into(), day.into())?
                    .nth_weekday(-1, weekday)
                    .ok()?,
                0,
            ),
            Rule::Easter(shift) => (easter_sunday(year)?, shift),
        };
        base.checked_add(jiff::Span::new().days(shift)).ok()
    }
}

/// The regions a holiday is known in, as bits.
#[derive(Debug, Clone, Copy)]
struct Regions(u8);

const US: Regions = Regions(1);
const CA: Regions = Regions(2);
const GB: Regions = Regions(4);
const US_CA: Regions = Regions(1 | 2);
const NOT_US: Regions = Regions(2 | 4 | 8);
const NOT_GB: Regions = Regions(1 | 2 | 8);
const ALL: Regions = Regions(15);

impl Regions {
    fn include(self, region: Option<Region>) -> bool {
        let bit = match region {
            None | Some(Region::Us) => 1,
            Some(Region::Ca) => 2,
            Some(Region::Gb) => 4,
            Some(_) => 8,
        };
        self.0 & bit != 0
    }
}

/// One way of naming holidays, and the holiday it means in each region (the first that applies).
struct Entry {
    pattern: &'static str,
    meanings: &'static [(Regions, Holiday)],
}

const fn entry(pattern: &'static str, meanings: &'static [(Regions, Holiday)]) -> Entry {
    Entry { pattern, meanings }
}

use Rule::{Easter, Fixed, NthWeekday, WeekdayBefore};
use Weekday::{Monday, Sunday, Thursday};

/// Longer names first where one is a prefix of another ("christmas eve" before "christmas").
static ENTRIES: [Entry; 30] = [
    entry(
        r"(?:christmas|xmas) eve",
        &[(ALL, Holiday::new("Christmas Eve", Fixed(12, 24)))],
    ),
    entry(
        r"(?:xmas|christmas)(?: day)?",
        &[(ALL, Holiday::new("Christmas", Fixed(12, 25)))],
    ),
    entry(
        r"new year'?s? eve",
        &[(ALL, Holiday::new("New Year's Eve", Fixed(12, 31)))],
    ),
    entry(
        r"new year'?s?(?: day)?",
        &[(ALL, Holiday::new("New Year's Day", Fixed(1, 1)))],
    ),
    entry(
        r"valentine'?s?(?: day)?",
        &[(ALL, Holiday::new("Valentine's Day", Fixed(2, 14)))],
    ),
    entry(
        r"hall?oween",
        &[(ALL, Holiday::new("Halloween", Fixed(10, 31)))],
    ),
    entry(
        r"independence day|(?:the )?(?:4th|fourth) of july",
        &[(US, Holiday::new("Independence Day", Fixed(7, 4)))],
    ),
    entry(
        r"(?:st\.?|saint) (?:patrick|paddy)'?s day",
        &[(ALL, Holiday::new("St Patrick's Day", Fixed(3, 17)))],
    ),
    entry(
        r"thanks?giving(?: day)?",
        &[
            (
                CA,
                Holiday::new("Thanksgiving Day", NthWeekday(10, Monday, 2, 0)),
            ),
            (
                ALL,
                Holiday::new("Thanksgiving Day", NthWeekday(11, Thursday, 4, 0)),
            ),
        ],
    ),
    entry(
        r"black frid?day",
        &[(
            ALL,
            Holiday::new("Black Friday", NthWeekday(11, Thursday, 4, 1)),
        )],
    ),
    entry(
        r"cyber monday",
        &[(
            US,
            Holiday::new("Cyber Monday", NthWeekday(11, Thursday, 4, 4)),
        )],
    ),
    entry(
        r"mother'?s?'? day",
        &[(
            NOT_GB,
            Holiday::new("Mother's Day", NthWeekday(5, Sunday, 2, 0)),
        )],
    ),
    entry(
        r"father'?s?'? day",
        &[(
            ALL,
            Holiday::new("Father's Day", NthWeekday(6, Sunday, 3, 0)),
        )],
    ),
    entry(
        r"(?:decoration|memorial) day",
        &[
            (
                US,
                Holiday::new("Memorial Day", NthWeekday(5, Monday, -1, 0)),
            ),
            (CA, Holiday::new("Memorial Day", Fixed(7, 1))),
        ],
    ),
    entry(
        r"(?:canada|dominion) day",
        &[(CA, Holiday::new("Memorial Day", Fixed(7, 1)))],
    ),
    entry(
        r"labou?r day",
        &[
            (US, Holiday::new("Labor Day", NthWeekday(9, Monday, 1, 0))),
            (CA, Holiday::new("Labour Day", NthWeekday(9, Monday, 1, 0))),
        ],
    ),
    entry(
        r"(?:mlk|martin luther king'?s?,?)(?: jr\.?| junior)? day",
        &[(
            ALL,
            Holiday::new("Martin Luther King's Day", NthWeekday(1, Monday, 3, 0)),
        )],
    ),
    entry(
        r"(?:good|great|holy) fri(?:day)?",
        &[(ALL, Holiday::new("Good Friday", Easter(-2)))],
    ),
    entry(
        r"easter mon(?:day)?",
        &[(ALL, Holiday::new("Easter Monday", Easter(1)))],
    ),
    entry(
        r"easter(?: sun(?:day)?)?",
        &[(ALL, Holiday::new("Easter Sunday", Easter(0)))],
    ),
    entry(
        r"veterans'? day",
        &[(US, Holiday::new("Veterans Day", Fixed(11, 11)))],
    ),
    entry(
        r"remembrance day",
        &[(CA, Holiday::new("Remembrance Day", Fixed(11, 11)))],
    ),
    entry(
        r"remembrance sunday",
        &[(
            GB,
            Holiday::new("Remembrance Sunday", NthWeekday(11, Sunday, 2, 0)),
        )],
    ),
    entry(
        r"columbus day",
        &[(
            US,
            Holiday::new("Columbus Day", NthWeekday(10, Monday, 2, 0)),
        )],
    ),
    entry(
        r"president'?s?'? day|(?:george )?washington'?s? (?:birth)?day",
        &[(
            US,
            Holiday::new("President's Day", NthWeekday(2, Monday, 3, 0)),
        )],
    ),
    entry(
        r"juneteenth",
        &[(US, Holiday::new("Juneteenth", Fixed(6, 19)))],
    ),
    entry(
        r"groundhog day",
        &[(US_CA, Holiday::new("Groundhog Day", Fixed(2, 2)))],
    ),
    entry(
        r"victoria day",
        &[(
            CA,
            Holiday::new("Victoria Day", WeekdayBefore(5, 25, Monday)),
        )],
    ),
    entry(
        r"boxing day",
        &[(NOT_US, Holiday::new("Boxing Day", Fixed(12, 26)))],
    ),
    entry(
        r"(?:august|(?:late )?summer) bank holiday",
        &[(
            GB,
            Holiday::new("August Bank Holiday", NthWeekday(8, Monday, -1, 0)),
        )],
    ),
];

/// One capture group per entry of [`ENTRIES`], anchored at the start of the text it is tried on.
static PATTERN: LazyLock<Regex> = LazyLock::new(|| {
    let groups: Vec<String> = ENTRIES.iter().map(|e| format!("({})", e.pattern)).collect();
    Regex::new(&format!(r"^(?:{})(?-u:\b)", groups.join("|"))).expect("valid regex")
});

/// The holiday named at the start of `text` as `region` knows it, with the length of its name.
pub(super) fn holiday_at(text: &str, region: Option<Region>) -> Option<(&'static Holiday, usize)> {
    // Names are short: looking at a bounded prefix keeps each attempt constant-time on any text.
    let mut end = text.len().min(64);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let caps = PATTERN.captures(&text[..end])?;
    let index = (1..caps.len()).find(|&i| caps.get(i).is_some())?;
    let holiday = ENTRIES
        .get(index - 1)?
        .meanings
        .iter()
        .find(|(regions, _)| regions.include(region))
        .map(|(_, holiday)| holiday)?;
    Some((holiday, caps.get(0)?.end()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn holidays_are_named_and_dated() {
        let (h, len) = holiday_at("thanksgiving day at noon", None).unwrap();
        assert_eq!((h.name, len), ("Thanksgiving Day", 16));
        assert_eq!(h.date(2013), Some(date(2013, 11, 28)));
        let (h, _) = holiday_at("black friday", None).unwrap();
        assert_eq!(h.date(2013), Some(date(2013, 11, 29)));
        assert_eq!(holiday_at("xmas", None).unwrap().0.name, "Christmas");
        assert_eq!(
            holiday_at("christmas eve", None).unwrap().0.name,
            "Christmas Eve"
        );
        assert!(holiday_at("eastern", None).is_none());
    }

    #[test]
    fn regions_change_dates_and_names() {
        let canada = Some(Region::Ca);
        let (h, _) = holiday_at("thanksgiving", canada).unwrap();
        assert_eq!(h.date(2013), Some(date(2013, 10, 14)));
        assert_eq!(
            holiday_at("labour day", canada).unwrap().0.name,
            "Labour Day"
        );
        let (h, _) = holiday_at("victoria day", canada).unwrap();
        assert_eq!(h.date(2013), Some(date(2013, 5, 20)));
        assert!(holiday_at("victoria day", Some(Region::Us)).is_none());
        assert!(holiday_at("mother's day", Some(Region::Gb)).is_none());
        assert!(holiday_at("independence day", Some(Region::Gb)).is_none());
    }
}
