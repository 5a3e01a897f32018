//! Seasons: "summer", "this fall": ruleSeason, ruleSeasons.

use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{interval, mk_ok_for_this_next, month_day, pred_nth, season};
use crate::time::object::TimeIntervalType;

/// A (month, day) a season starts on.
type MonthDay = (i32, i32);

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "last|this|next <season>",
        vec![re("(this|current|next|last|past|previous) seasons?")],
        |m| {
            let n = match m[0].group(1)?.to_lowercase().as_str() {
                "this" | "current" => 0,
                "last" | "past" | "previous" => -1,
                "next" => 1,
                _ => return None,
            };
            Some(Token::Time(pred_nth(n, false, &season())))
        },
    )];
    // Duckling's `ruleSeasons` (`mkRuleSeasons`): each season from its first day to the next one's.
    let seasons: [(&'static str, &str, MonthDay, MonthDay); 4] = [
        ("summer", "summer", (6, 21), (9, 23)),
        ("fall", "fall|autumn", (9, 23), (12, 21)),
        ("winter", "winter", (12, 21), (3, 20)),
        ("spring", "spring", (3, 20), (6, 21)),
    ];
    rules.extend(seasons.into_iter().map(|(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
            interval(TimeIntervalType::Open, &start, &end)
                .map(|td| Token::Time(mk_ok_for_this_next(td)))
        })
    }));
    rules
}
