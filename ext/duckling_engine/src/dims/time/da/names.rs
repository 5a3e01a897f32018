//! Named days, months, instants, seasons, the weekend and the holidays Duckling's DA rules name with a
//! fixed date: ruleDaysOfWeek, ruleMonths, ruleNow … ruleEoyendOfYear, ruleSeason … ruleSeason4,
//! ruleWeekend, ruleChristmas … ruleMothersDay.

use super::tt;
use crate::dims::time::helpers::Season;
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth, day_of_week, interval, mk_ok_for_this_next, month, month_day, now, nth_dow_of_month,
    weekend,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleDaysOfWeek` (Monday = 1). "man" is not Monday: it is Danish for "one" ("you").
const DAYS: [(&str, &str); 7] = [
    ("Monday", "mandag"),
    ("Tuesday", r"tirsdag|tirs?\.?"),
    ("Wednesday", r"onsdag|ons\.?"),
    ("Thursday", r"torsdag|tors?\.?"),
    ("Friday", r"fredag|fre\.?"),
    ("Saturday", r"lørdag|lør\.?"),
    ("Sunday", r"søndag|søn\.?"),
];

/// Duckling's `ruleMonths`.
const MONTHS: [(&str, &str); 12] = [
    ("January", r"januar|jan\.?"),
    ("February", r"februar|feb\.?"),
    ("March", r"marts|mar\.?"),
    ("April", r"april|apr\.?"),
    ("May", "maj"),
    ("June", r"juni|jun\.?"),
    ("July", r"juli|jul\.?"),
    ("August", r"august|aug\.?"),
    ("September", r"september|sept?\.?"),
    ("October", r"oktober|okt\.?"),
    ("November", r"november|nov\.?"),
    ("December", r"december|dec\.?"),
];

/// The nth `grain` from now, for each rule that names one.
const INSTANTS: [(&str, &str, Grain, i32); 7] = [
    ("the day after tomorrow", "i overmorgen", Grain::Day, 2),
    ("today", "i dag|idag", Grain::Day, 0),
    ("the day before yesterday", "i forgårs", Grain::Day, -2),
    ("EOM|End of month", "EOM", Grain::Month, 1),
    ("yesterday", "i går|igår", Grain::Day, -1),
    ("EOY|End of year", "EOY", Grain::Year, 1),
    ("tomorrow", "i morgen|imorgen", Grain::Day, 1),
];

/// Each season from its first day to the next one's, (month, day): Duckling's four rules named "season",
/// written out rather than by `mkRuleSeasons` (so not marked fit for "this|next").
const SEASONS: [Season; 4] = [
    ("season", "forår", (3, 20), (6, 21)),
    ("season", "vinter", (12, 21), (3, 20)),
    ("season", "sommer", (6, 21), (9, 23)),
    ("season", "efterår", (9, 23), (12, 21)),
];

/// The holidays of fixed date: no `holidayBeta`, as Duckling's DA rules build them without
/// `mkRuleHolidays`.
const HOLIDAYS: [(&str, &str, i32, i32); 8] = [
    ("constitution day", "grundlov'?s?'? dag", 6, 5),
    ("valentine's day", "valentine'?s?( dag)?", 2, 14),
    ("new year's day", "nytårsdag", 1, 1),
    ("christmas eve", "juleaften(sdag)?", 12, 24),
    ("new year's eve", "nytårsaften(sdag)?", 12, 31),
    ("christmas", r"((1\.?)|første)? ?juledag", 12, 25),
    ("halloween day", "hall?owe?en", 10, 31),
    ("Father's Day", "far'?s?'? dag", 6, 5),
];

fn fixed(name: &'static str, pattern: &str, td: fn() -> TimeData) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| tt(td()))
}

pub(super) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    let instants = INSTANTS.map(|(name, pattern, grain, n)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(cycle_nth(grain, n)))
    });
    let seasons = SEASONS.map(|(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
            interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
        })
    });
    let holidays = HOLIDAYS.map(|(name, pattern, m, d)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(month_day(m, d)))
    });
    days.chain(months)
        .chain(instants)
        .chain(seasons)
        .chain(holidays)
        .chain([
            fixed("now", "lige nu|nu|(i )?dette øjeblik", now),
            fixed("week-end", r"(week(\s|-)?end)(en)?", weekend),
            // The first Sunday of May.
            fixed("Mother's Day", "mor'?s? dag", || nth_dow_of_month(1, 7, 5)),
        ])
        .collect()
}
