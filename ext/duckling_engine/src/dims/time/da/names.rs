//! Named days, months, instants, seasons, the weekend and the holidays Duckling's DA rules name with a
//! fixed date: ruleDaysOfWeek, ruleMonths, ruleNow … ruleEoyendOfYear, ruleSeason … ruleSeason4,
//! ruleWeekend, ruleChristmas … ruleMothersDay.

use crate::dims::time::helpers::{
    Instant, Season, day_of_week_rules, instant_rules, month_rules, tt,
};
use crate::dims::time::scandinavian::names::{self as shared, FixedDate};
use crate::dims::token::{Rule, re};
use crate::time::Grain;
use crate::time::helpers::nth_dow_of_month;

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
const INSTANTS: [Instant; 7] = [
    ("the day after tomorrow", Grain::Day, 2, "i overmorgen"),
    ("today", Grain::Day, 0, "i dag|idag"),
    ("the day before yesterday", Grain::Day, -2, "i forgårs"),
    ("EOM|End of month", Grain::Month, 1, "EOM"),
    ("yesterday", Grain::Day, -1, "i går|igår"),
    ("EOY|End of year", Grain::Year, 1, "EOY"),
    ("tomorrow", Grain::Day, 1, "i morgen|imorgen"),
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
const HOLIDAYS: [FixedDate; 8] = [
    ("constitution day", "grundlov'?s?'? dag", (6, 5)),
    ("valentine's day", "valentine'?s?( dag)?", (2, 14)),
    ("new year's day", "nytårsdag", (1, 1)),
    ("christmas eve", "juleaften(sdag)?", (12, 24)),
    ("new year's eve", "nytårsaften(sdag)?", (12, 31)),
    ("christmas", r"((1\.?)|første)? ?juledag", (12, 25)),
    ("halloween day", "hall?owe?en", (10, 31)),
    ("Father's Day", "far'?s?'? dag", (6, 5)),
];

pub(super) fn rules() -> Vec<Rule> {
    day_of_week_rules(&DAYS)
        .chain(month_rules(&MONTHS))
        .chain(instant_rules(&INSTANTS))
        .chain(shared::plain_season_rules(&SEASONS))
        .chain(shared::fixed_date_rules(&HOLIDAYS))
        .chain([
            shared::now("lige nu|nu|(i )?dette øjeblik"),
            shared::weekend(r"(week(\s|-)?end)(en)?"),
            // The first Sunday of May.
            Rule::new("Mother's Day", vec![re("mor'?s? dag")], |_| {
                tt(nth_dow_of_month(1, 7, 5))
            }),
        ])
        .collect()
}
