//! Named instants and periods: "maintenant", "aujourd'hui", "demain", "avant-hier", "midi", "minuit", "plus
//! tard", the holidays, the seasons, the week-end and the parts of the week, month and year ("début du mois",
//! "fin d'année").

use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    cycle_nth, day_of_month, day_of_week, hour, intersect, interval, month, month_day, now, today,
    weekend, with_direction,
};
use crate::time::object::TimeIntervalType;

/// A rule of one regex whose time does not depend on the match.
fn fixed(name: &'static str, pattern: &str, td: fn() -> Option<TimeData>) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| td().map(Token::Time))
}

/// From `from` to `to`, the end excluded.
fn open(from: TimeData, to: TimeData) -> Option<TimeData> {
    interval(TimeIntervalType::Open, &from, &to)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        fixed("maintenant", "maintenant|tout de suite", || Some(now())),
        fixed(
            "aujourd'hui",
            "(aujourd'? ?hui)|(ce jour)|(dans la journ(é|e)e?)|(en ce moment)",
            || Some(today()),
        ),
        fixed("hier", "hier|la veille", || Some(cycle_nth(Grain::Day, -1))),
        fixed("demain", "(le len)?demain", || {
            Some(cycle_nth(Grain::Day, 1))
        }),
        fixed("avant-hier", "avant[- ]?hier", || {
            Some(cycle_nth(Grain::Day, -2))
        }),
        fixed("après-demain", "apr(e|è)s[- ]?demain", || {
            Some(cycle_nth(Grain::Day, 2))
        }),
        fixed("midi", "midi", || Some(hour(false, 12))),
        fixed("minuit", "minuit", || Some(hour(false, 0))),
        fixed("plus tard", "(un peu )?plus tard", || {
            Some(with_direction(
                IntervalDirection::After,
                cycle_nth(Grain::Minute, 10),
            ))
        }),
        fixed(
            "toussaint",
            "((la |la journ(é|e)e de la |jour de la )?toussaint|jour des morts)",
            || Some(month_day(11, 1)),
        ),
        fixed("noel", "(jour de )?no(e|ë)l", || Some(month_day(12, 25))),
        fixed("1er mai", "f(e|ê)te du travail", || Some(month_day(5, 1))),
        fixed("jour de l'an", "(jour de l'|nouvel )an", || {
            Some(month_day(1, 1))
        }),
        fixed("soir de noël", "soir(ée)? de no(e|ë)l", || {
            let from = intersect(&month_day(12, 24), &hour(false, 18))?;
            let to = intersect(&month_day(12, 25), &hour(false, 0))?;
            open(from, to)
        }),
        fixed("season", "(ce )?printemps", || {
            open(month_day(3, 20), month_day(6, 21))
        }),
        fixed("season", "(cet )?hiver", || {
            open(month_day(12, 21), month_day(3, 20))
        }),
        fixed("season", "(cet )?(é|e)t(é|e)", || {
            open(month_day(6, 21), month_day(9, 23))
        }),
        fixed("season", "(cet )?automne", || {
            open(month_day(9, 23), month_day(12, 21))
        }),
        fixed("week-end", r"week(\s|-)?end", || Some(weekend())),
        fixed("en semaine", "(pendant la |en )?semaine", || {
            open(day_of_week(1), day_of_week(5))
        }),
        fixed(
            "début de semaine",
            "(en |au )?d(é|e)but de (cette |la )?semaine",
            || open(day_of_week(1), day_of_week(2)),
        ),
        fixed(
            "milieu de semaine",
            "(en |au )?milieu de (cette |la )?semaine",
            || open(day_of_week(3), day_of_week(4)),
        ),
        fixed(
            "fin de semaine",
            "(en |(à|a) la )?fin de (cette |la )?semaine",
            || open(day_of_week(4), day_of_week(7)),
        ),
        fixed(
            "fin du mois",
            "(en |((à|a) la ))?fin (du|de) (ce )?mois",
            || open(day_of_month(21), day_of_month(0)),
        ),
        fixed(
            "début du mois",
            "(en |au )?d(é|e)but (du|de) (ce )?mois",
            || open(day_of_month(1), day_of_month(10)),
        ),
        fixed(
            "fin d'année",
            "(en |(à|a) la )?fin (d'|de l'|de cette )ann(é|e)e",
            || open(month(11), month(1)),
        ),
        fixed(
            "début d'année",
            "(en |au )?d(é|e)but (d'|de l'|de cette )ann(é|e)e",
            || open(month(1), month(3)),
        ),
    ]
}
