//! Seasons: "summer", "this fall": ruleSeason, ruleSeasons.

use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{interval, mk_ok_for_this_next, month_day, pred_nth, season};
use crate::time::object::TimeIntervalType;

/// A season as Duckling's `mkRuleSeasons` takes it: rule name, regex, its first day and the next season's
/// first day, each (month, day).
pub(crate) type Season = (&'static str, &'static str, (i32, i32), (i32, i32));

/// Duckling's `ruleSeasons`.
const SEASONS: [Season; 4] = [
    ("summer", "summer", (6, 21), (9, 23)),
    ("fall", "fall|autumn", (9, 23), (12, 21)),
    ("winter", "winter", (12, 21), (3, 20)),
    ("spring", "spring", (3, 20), (6, 21)),
];

/// Duckling's `mkRuleSeasons`, for every language: each season from its first day to the next one's.
pub(crate) fn season_rules(seasons: &'static [Season]) -> impl Iterator<Item = Rule> {
    seasons.iter().map(|&(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
            interval(TimeIntervalType::Open, &start, &end)
                .map(|td| Token::Time(mk_ok_for_this_next(td)))
        })
    })
}

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
    rules.extend(season_rules(&SEASONS));
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Duckling's EN corpus lines whose derivation ends in a rule of this family.
    const EXAMPLES: &[(&str, &str)] = &[
        (
            r#"this season"#,
            r#"{"type": "interval", "from": {"value": "2012-12-21T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-03-19T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            r#"current seasons"#,
            r#"{"type": "interval", "from": {"value": "2012-12-21T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-03-19T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            r#"last season"#,
            r#"{"type": "interval", "from": {"value": "2012-09-23T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2012-12-20T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            r#"past seasons"#,
            r#"{"type": "interval", "from": {"value": "2012-09-23T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2012-12-20T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            r#"previous seasons"#,
            r#"{"type": "interval", "from": {"value": "2012-09-23T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2012-12-20T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            r#"next season"#,
            r#"{"type": "interval", "from": {"value": "2013-03-20T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-06-20T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
    ];

    #[test]
    fn examples() {
        check("en", EXAMPLES);
    }
}
