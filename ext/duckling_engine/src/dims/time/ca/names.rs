//! Days of the week, months and seasons by name ("dilluns", "dc.", "setembre", "estiu"): ruleDaysOfWeek,
//! ruleMonths, ruleSeasons.

use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{day_of_week, interval, mk_ok_for_this_next, month, month_day};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday first).
const DAYS: [(&str, &str); 7] = [
    ("Dilluns", r"dilluns|dl\.?"),
    ("Dimarts", r"dimarts|dm\.?"),
    ("Dimecres", r"dimecres|dc\.?"),
    ("Dijous", r"dijous|dj\.?"),
    ("Divendres", r"divendres|dv\.?"),
    ("Dissabte", r"dissabte|ds\.?"),
    ("Diumenge", r"diumenge|dg\.?"),
];

/// Duckling's `ruleMonths` list: name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("Gener", r"gener|gen\.?"),
    ("Febrer", r"febrer|feb\.?"),
    ("Març", r"març|mar\.?"),
    ("Abril", r"abril|abr\.?"),
    ("Maig", r"maig?\.?"),
    ("Juny", r"juny?\.?"),
    ("Juliol", r"juliol|jul\.?"),
    ("Agost", r"agost|ago\.?"),
    ("Setembre", r"setembre|set\.?"),
    ("Octubre", r"octubre|oct\.?"),
    ("Novembre", r"novembre|nov\.?"),
    ("Desembre", r"desembre|des\.?"),
];

/// A (month, day) a season starts on.
type MonthDay = (i32, i32);

/// Duckling's `ruleSeasons` list: name, regex, first day, first day of the next season.
const SEASONS: [(&str, &str, MonthDay, MonthDay); 4] = [
    ("estiu", "estiu", (6, 21), (9, 23)),
    ("tardor", "tardor", (9, 23), (12, 21)),
    ("hivern", "hivern", (12, 21), (3, 20)),
    ("primavera", "primavera", (3, 20), (6, 21)),
];

pub(super) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(mk_ok_for_this_next(day_of_week(n))))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(mk_ok_for_this_next(month(n))))
        })
    });
    let seasons = SEASONS.into_iter().map(|(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
            interval(TimeIntervalType::Open, &start, &end)
                .map(|td| Token::Time(mk_ok_for_this_next(td)))
        })
    });
    days.chain(months).chain(seasons).collect()
}
