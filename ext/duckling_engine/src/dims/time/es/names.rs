//! Days of the week, months and seasons by name ("lunes", "mié.", "septiembre", "verano"): ruleDaysOfWeek,
//! ruleMonths, ruleSeasons.

use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{day_of_week, interval, mk_ok_for_this_next, month, month_day};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday first).
const DAYS: [(&str, &str); 7] = [
    ("Lunes", r"lunes|lun?\.?"),
    ("Martes", r"martes|mar?\.?"),
    ("Miercoles", r"mi(e|é)\.?(rcoles)?|mx|mier?\."),
    ("Jueves", r"jueves|jue|jue\."),
    ("Viernes", r"viernes|vie|vie\."),
    ("Sabado", r"s(á|a)bado|s(á|a)b\.?"),
    ("Domingo", r"domingo|dom\.?"),
];

/// Duckling's `ruleMonths` list: name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("Enero", r"enero|ene\.?"),
    ("Febrero", r"febrero|feb\.?"),
    ("Marzo", r"marzo|mar\.?"),
    ("Abril", r"abril|abr\.?"),
    ("Mayo", r"mayo?\.?"),
    ("Junio", r"junio|jun\.?"),
    ("Julio", r"julio|jul\.?"),
    ("Agosto", r"agosto|ago\.?"),
    ("Septiembre", r"septiembre|sept?\.?"),
    ("Octubre", r"octubre|oct\.?"),
    ("Noviembre", r"noviembre|nov\.?"),
    ("Diciembre", r"diciembre|dic\.?"),
];

/// A (month, day) a season starts on.
type MonthDay = (i32, i32);

/// Duckling's `ruleSeasons` list: name, regex, first day, first day of the next season.
const SEASONS: [(&str, &str, MonthDay, MonthDay); 4] = [
    ("verano", "verano", (6, 21), (9, 23)),
    ("otoño", "oto(ñ|n)o", (9, 23), (12, 21)),
    ("invierno", "invierno", (12, 21), (3, 20)),
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
