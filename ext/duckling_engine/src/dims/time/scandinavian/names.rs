//! Named times the three languages write alike: "now", dates of fixed day and month (their feasts, without
//! a holiday name, as none of their Duckling rules uses `mkRuleHolidays`), and Danish and Norwegian seasons
//! and weekend, which Duckling writes out rather than by `mkRuleSeasons` (so not marked fit for
//! "this|next", as Swedish's are).

use crate::dims::time::helpers::{Season, tt};
use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{self as calendar, interval, month_day};
use crate::time::object::TimeIntervalType;

/// A feast on a fixed date: rule name, regex, and its (month, day).
pub(crate) type FixedDate = (&'static str, &'static str, (i32, i32));

/// "now" ("nu", "lige nu", "akkurat nå").
pub(crate) fn now(words: &str) -> Rule {
    Rule::new("now", vec![re(words)], |_| tt(calendar::now()))
}

/// One rule per feast, each its date every year.
pub(crate) fn fixed_date_rules(dates: &'static [FixedDate]) -> impl Iterator<Item = Rule> {
    dates.iter().map(|&(name, pattern, (m, d))| {
        Rule::new(name, vec![re(pattern)], move |_| tt(month_day(m, d)))
    })
}

/// The open interval from one (month, day) to another.
pub(crate) fn days_between(from: (i32, i32), to: (i32, i32)) -> Option<Token> {
    let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
    interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
}

/// Each season from its first day to the next one's, as Danish and Norwegian write them: not marked fit
/// for "this|next" (`helpers::season_rules` is Duckling's `mkRuleSeasons`, which marks them).
pub(crate) fn plain_season_rules(seasons: &'static [Season]) -> impl Iterator<Item = Rule> {
    seasons.iter().map(|&(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| days_between(from, to))
    })
}

/// "week-end" as Danish and Norwegian write it.
pub(crate) fn weekend(words: &str) -> Rule {
    Rule::new("week-end", vec![re(words)], |_| tt(calendar::weekend()))
}
