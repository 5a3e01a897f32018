//! French times: Duckling's `Duckling/Time/FR/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod cycles;
mod dates;
mod instants;
mod intervals;
mod part_of_day;
mod time_of_day;

/// Duckling's `getIntValue`: the integer a numeral or ordinal item holds.
use crate::dims::time::helpers::get_int_value as int_value;
use crate::dims::time::helpers::{group_int, tt};
use crate::dims::token::{Rule, re};
use crate::time::helpers::{day_of_week, mk_ok_for_this_next, month};

/// Duckling's `ruleDaysOfWeek` (`mkRuleDaysOfWeek`): name, regex (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Lundi", r"lun\.?(di)?"),
    ("Mardi", r"mar\.?(di)?"),
    ("Mercredi", r"mer\.?(credi)?"),
    ("Jeudi", r"jeu\.?(di)?"),
    ("Vendredi", r"ven\.?(dredi)?"),
    ("Samedi", r"sam\.?(edi)?"),
    ("Dimanche", r"dim\.?(anche)?"),
];

/// Duckling's `ruleMonths` (`mkRuleMonths`): name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("Janvier", r"janvier|janv\.?"),
    ("Fevrier", r"f(é|e)vrier|f(é|e)v\.?"),
    ("Mars", r"mars|mar\.?"),
    ("Avril", r"avril|avr\.?"),
    ("Mai", r"mai"),
    ("Juin", r"juin|jun\.?"),
    ("Juillet", r"juillet|juil?\.?"),
    ("Aout", r"ao(û|u)t|aou\.?"),
    ("Septembre", r"septembre|sept?\.?"),
    ("Octobre", r"octobre|oct\.?"),
    ("Novembre", r"novembre|nov\.?"),
    ("Decembre", r"d(é|e)cembre|d(é|e)c\.?"),
];

/// Every French time rule.
pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        instants::rules,
        part_of_day::rules,
        time_of_day::rules,
        dates::rules,
        cycles::rules,
        intervals::rules,
    ];
    let mut all: Vec<Rule> = families.iter().flat_map(|family| family()).collect();
    all.extend((1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    }));
    all.extend((1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    }));
    all
}
