//! Days of the week, months and seasons by name ("lunes", "mié.", "septiembre", "verano"): ruleDaysOfWeek,
//! ruleMonths, ruleSeasons.

use crate::dims::time::helpers::{Season, season_rules};
use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{day_of_week, mk_ok_for_this_next, month};

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

/// Duckling's `ruleSeasons` list: name, regex, first day, first day of the next season.
const SEASONS: [Season; 4] = [
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
    let seasons = season_rules(&SEASONS);
    days.chain(months).chain(seasons).collect()
}
