//! Named instants, days, months, seasons, holidays and the weekend: ruleNow, ruleToday, ruleTomorrow …,
//! ruleDaysOfWeek, ruleMonths, ruleSeason, ruleChristmas …, ruleWeekend.

use crate::dims::time::helpers::tt;
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, day_of_week, interval, mk_ok_for_this_next, month, month_day, now, nth_dow_of_month,
    today, weekend,
};
use crate::time::object::TimeIntervalType;

/// Duckling's instants: the nth period of a grain from now.
const INSTANTS: [(&str, Grain, i32, &str); 7] = [
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
const FEASTS: [(&str, &str, (i32, i32)); 7] = [
    ("christmas", r"((1\.?)|første)? ?juledag", (12, 25)),
    ("christmas eve", "julaften?", (12, 24)),
    ("constitution day", "grunnlovsdag(en)", (5, 17)),
    ("halloween day", "hall?owe?en", (10, 31)),
    ("new year's day", "nyttårsdag", (1, 1)),
    ("new year's eve", "nyttårsaften?", (12, 31)),
    ("valentine's day", "valentine'?s?( dag)?", (2, 14)),
];

/// An open interval from one (month, day) to another.
fn days(from: (i32, i32), to: (i32, i32)) -> Option<Token> {
    interval(
        TimeIntervalType::Open,
        &month_day(from.0, from.1),
        &month_day(to.0, to.1),
    )
    .map(Token::Time)
}

pub(super) fn rules() -> Vec<Rule> {
    let instants = INSTANTS.map(|(name, grain, n, pattern)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(cycle_nth(grain, n)))
    });
    let feasts = FEASTS.map(|(name, pattern, (m, d))| {
        Rule::new(name, vec![re(pattern)], move |_| tt(month_day(m, d)))
    });
    let days_of_week = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    let others = [
        Rule::new(
            "now",
            vec![re("akkurat nå|nå|(i )?dette øyeblikk")],
            |_| tt(now()),
        ),
        Rule::new("today", vec![re("i dag|idag")], |_| tt(today())),
        Rule::new("christmas days", vec![re("romjul(a|en)")], |_| {
            days((12, 24), (12, 30))
        }),
        Rule::new("Father's Day", vec![re("farsdag")], |_| {
            tt(nth_dow_of_month(2, 7, 11))
        }),
        Rule::new("Mother's Day", vec![re("morsdag")], |_| {
            tt(nth_dow_of_month(2, 7, 2))
        }),
        Rule::new("season", vec![re("sommer(en)")], |_| days((6, 21), (9, 23))),
        Rule::new("season", vec![re("vinter(en)")], |_| {
            days((12, 21), (3, 20))
        }),
        Rule::new(
            "week-end",
            vec![re(r"((week(\s|-)?end)|helg)(en|a)?")],
            |_| tt(weekend()),
        ),
    ];
    instants
        .into_iter()
        .chain(feasts)
        .chain(others)
        .chain(days_of_week)
        .chain(months)
        .collect()
}
