//! Seasons: "summer", "this fall": ruleSeason, ruleSeasons.

use crate::dims::time::helpers::{Season, season_rules};
use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{pred_nth, season};

/// Duckling's `ruleSeasons`.
const SEASONS: [Season; 4] = [
    ("summer", "summer", (6, 21), (9, 23)),
    ("fall", "fall|autumn", (9, 23), (12, 21)),
    ("winter", "winter", (12, 21), (3, 20)),
    ("spring", "spring", (3, 20), (6, 21)),
];

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
