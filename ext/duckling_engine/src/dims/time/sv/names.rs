//! Named times: instants ("nu", "idag", "i överimorgon", "i fjol"), days of the week, months, the weekend,
//! the four feasts Duckling names and the two seasons it knows (ruleDaysOfWeek, ruleMonths, ruleSeasons).

use super::tt;
use crate::dims::time::helpers::{
    Instant, Season, day_of_week_rules, instant_rules, month_rules, season_rules,
};
use crate::dims::time::scandinavian::names::{self as shared, FixedDate};
use crate::dims::token::{Rule, re};
use crate::time::Grain;
use crate::time::helpers::{mk_ok_for_this_next, weekend};

/// The instants Duckling writes as rules of their own: the nth period of a grain from now.
const INSTANTS: [Instant; 8] = [
    ("today", Grain::Day, 0, "i dag|idag"),
    ("tomorrow", Grain::Day, 1, "i morgon|imorgon"),
    ("yesterday", Grain::Day, -1, "i går|igår"),
    ("the day after tomorrow", Grain::Day, 2, "i överimorgon"),
    ("the day before yesterday", Grain::Day, -2, "i förrgår"),
    ("EOM|End of month", Grain::Month, 1, "EOM"),
    ("EOY|End of year", Grain::Year, 1, "EOY"),
    ("Last year", Grain::Year, -1, "i fjol|ifjol"),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Mandag", r"måndag(en)?s?|mån\.?"),
    ("Tisdag", r"tisdag(en)?s?|tis?\.?"),
    ("Onsdag", r"onsdag(en)?s?|ons\.?"),
    ("Torsdag", r"torsdag(en)?s?|tors?\.?"),
    ("Fredag", r"fredag(en)?s?|fre\.?"),
    ("Lordag", r"lördag(en)?s?|lör\.?"),
    ("Sondag", r"söndag(en)?s?|sön\.?"),
];

/// Duckling's `ruleMonths` (January = 1).
const MONTHS: [(&str, &str); 12] = [
    ("Januari", r"januari|jan\.?"),
    ("Februari", r"februari|feb\.?"),
    ("Mars", r"mars|mar\.?"),
    ("April", r"april|apr\.?"),
    ("Maj", r"maj"),
    ("Juni", r"juni|jun\.?"),
    ("Juli", r"juli|jul\.?"),
    ("Augusti", r"augusti|aug\.?"),
    ("September", r"september|sept?\.?"),
    ("Oktober", r"oktober|okt\.?"),
    ("November", r"november|nov\.?"),
    ("December", r"december|dec\.?"),
];

/// The feasts Duckling gives Swedish, as plain dates (no `holidayBeta`: they are not `mkRuleHolidays`).
const FEASTS: [FixedDate; 4] = [
    ("new year's day", "nyårsdag(en)?", (1, 1)),
    ("christmas", "juldag(en)?", (12, 25)),
    ("christmas eve", "julafton?", (12, 24)),
    ("new year's eve", "nyårsafton?", (12, 31)),
];

/// Duckling's `ruleSeasons`: summer and winter only, each with its ending required ("sommaren", "vintern").
const SEASONS: [Season; 2] = [
    ("sommar", "sommar(en)", (6, 21), (9, 23)),
    ("vinter", "vinter(n)", (12, 21), (3, 20)),
];

pub(crate) fn rules() -> Vec<Rule> {
    // Unlike Danish's and Norwegian's, Swedish's weekend is fit for "this|next".
    let weekend = Rule::new(
        "week-end",
        vec![re(r"((week(\s|-)?end)|helg)(en)?")],
        |_| tt(mk_ok_for_this_next(weekend())),
    );
    [shared::now("just nu|nu|(i )?detta ögonblick")]
        .into_iter()
        .chain(instant_rules(&INSTANTS))
        .chain(day_of_week_rules(&DAYS))
        .chain(month_rules(&MONTHS))
        .chain(shared::fixed_date_rules(&FEASTS))
        .chain([weekend])
        .chain(season_rules(&SEASONS))
        .collect()
}
