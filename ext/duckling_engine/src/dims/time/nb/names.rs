//! Named instants, days, months, seasons, holidays and the weekend: ruleNow, ruleToday, ruleTomorrow …,
//! ruleDaysOfWeek, ruleMonths, ruleSeason, ruleChristmas …, ruleWeekend.

use crate::dims::time::helpers::{
    Instant, Season, day_of_week_rules, instant_rules, month_rules, tt,
};
use crate::dims::time::scandinavian::names::{self as shared, FixedDate, days_between};
use crate::dims::token::{Rule, re};
use crate::time::Grain;
use crate::time::helpers::{nth_dow_of_month, today};

/// Duckling's instants: the nth period of a grain from now.
const INSTANTS: [Instant; 7] = [
    (
        "the day after tomorrow",
        Grain::Day,
        2,
        "i overimorgen|i overimorra",
    ),
    ("the day before yesterday", Grain::Day, -2, "i forigårs"),
    ("EOM|End of month", Grain::Month, 1, "EOM"),
    ("Last year", Grain::Year, -1, "i fjor"),
    ("yesterday", Grain::Day, -1, "i går|igår"),
    ("EOY|End of year", Grain::Year, 1, "EOY"),
    ("tomorrow", Grain::Day, 1, "i morgen|imorgen|i morra|imorra"),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Mandag", r"mandag|man\.?"),
    ("Tirsdag", r"tirsdag|tirs?\.?"),
    ("Onsdag", r"onsdag|ons\.?"),
    ("Torsdag", r"torsdag|tors?\.?"),
    ("Fredag", r"fredag|fre\.?"),
    ("Lørdag", r"lørdag|lør\.?"),
    ("Søndag", r"søndag|søn\.?"),
];

/// Duckling's `ruleMonths`.
const MONTHS: [(&str, &str); 12] = [
    ("Januar", r"januar|jan\.?"),
    ("Februar", r"februar|feb\.?"),
    ("Mars", r"mars|mar\.?"),
    ("April", r"april|apr\.?"),
    ("Mai", "mai"),
    ("Juni", r"juni|jun\.?"),
    ("Juli", r"juli|jul\.?"),
    ("August", r"august|aug\.?"),
    ("September", r"september|sept?\.?"),
    ("Oktober", r"oktober|okt\.?"),
    ("November", r"november|nov\.?"),
    ("Desember", r"desember|des\.?"),
];

/// The feasts Duckling names, each a plain date (no holiday name in its value, as Duckling's NB rules).
const FEASTS: [FixedDate; 7] = [
    ("christmas", r"((1\.?)|første)? ?juledag", (12, 25)),
    ("christmas eve", "julaften?", (12, 24)),
    ("constitution day", "grunnlovsdag(en)", (5, 17)),
    ("halloween day", "hall?owe?en", (10, 31)),
    ("new year's day", "nyttårsdag", (1, 1)),
    ("new year's eve", "nyttårsaften?", (12, 31)),
    ("valentine's day", "valentine'?s?( dag)?", (2, 14)),
];

/// Summer and winter, written out as Danish's seasons (not marked fit for "this|next").
const SEASONS: [Season; 2] = [
    ("season", "sommer(en)", (6, 21), (9, 23)),
    ("season", "vinter(en)", (12, 21), (3, 20)),
];

pub(super) fn rules() -> Vec<Rule> {
    let others = [
        shared::now("akkurat nå|nå|(i )?dette øyeblikk"),
        Rule::new("today", vec![re("i dag|idag")], |_| tt(today())),
        Rule::new("christmas days", vec![re("romjul(a|en)")], |_| {
            days_between((12, 24), (12, 30))
        }),
        Rule::new("Father's Day", vec![re("farsdag")], |_| {
            tt(nth_dow_of_month(2, 7, 11))
        }),
        Rule::new("Mother's Day", vec![re("morsdag")], |_| {
            tt(nth_dow_of_month(2, 7, 2))
        }),
    ];
    instant_rules(&INSTANTS)
        .chain(shared::fixed_date_rules(&FEASTS))
        .chain(others)
        .chain(shared::plain_season_rules(&SEASONS))
        .chain([shared::weekend(r"((week(\s|-)?end)|helg)(en|a)?")])
        .chain(day_of_week_rules(&DAYS))
        .chain(month_rules(&MONTHS))
        .collect()
}
