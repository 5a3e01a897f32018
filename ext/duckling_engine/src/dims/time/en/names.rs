//! Days of the week and months by name ("monday", "sat", "september", "sept."): ruleDaysOfWeek, ruleMonths.
//!
//! Duckling generates these with `mkRuleDaysOfWeek` and `mkRuleMonthsWithLatent`: one single-regex rule per
//! name, named after the day or month, whose token accepts "this"/"next"/"last". "May" alone is latent: it is
//! far more often the verb than the month.

use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{day_of_week, mk_latent, mk_ok_for_this_next, month};

/// Duckling's `ruleDaysOfWeek` list: name, regex (weekdays count Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", r"mondays?|mon\.?"),
    ("Tuesday", r"tuesdays?|tues?\.?"),
    ("Wednesday", r"wed?nesdays?|wed\.?"),
    ("Thursday", r"thursdays?|thu(rs?)?\.?"),
    ("Friday", r"fridays?|fri\.?"),
    ("Saturday", r"saturdays?|sat\.?"),
    ("Sunday", r"sundays?|sun\.?"),
];

/// Duckling's `ruleMonths` list: name, regex, latent.
const MONTHS: [(&str, &str, bool); 12] = [
    ("January", r"january|jan\.?", false),
    ("February", r"february|feb\.?", false),
    ("March", r"march|mar\.?", false),
    ("April", r"april|apr\.?", false),
    ("May", r"may", true),
    ("June", r"june|jun\.?", false),
    ("July", r"july|jul\.?", false),
    ("August", r"august|aug\.?", false),
    ("September", r"september|sept?\.?", false),
    ("October", r"october|oct\.?", false),
    ("November", r"november|nov\.?", false),
    ("December", r"december|dec\.?", false),
];

pub(crate) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(mk_ok_for_this_next(day_of_week(n))))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern, latent))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let td = mk_ok_for_this_next(month(n));
            Some(Token::Time(if latent { mk_latent(td) } else { td }))
        })
    });
    days.chain(months).collect()
}
