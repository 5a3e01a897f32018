//! Named instants, days, months, seasons and the weekend: ruleInstants, ruleDaysOfWeek, ruleMonths,
//! ruleSeasons, ruleWeekend.

use crate::dims::time::helpers::{Season, season_rules};
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::helpers::{cycle_nth, day_of_week, mk_ok_for_this_next, month, weekend};

/// Duckling's `ruleInstants`: the nth period of a grain from now.
const INSTANTS: [(&str, Grain, i32, &str); 9] = [
    (
        "now",
        Grain::Second,
        0,
        "(genau)? ?jetzt|diesen moment|in diesem moment|gerade eben",
    ),
    (
        "today",
        Grain::Day,
        0,
        "heute|(um diese zeit|zu dieser zeit|um diesen zeitpunkt|zu diesem zeitpunkt)",
    ),
    ("tomorrow", Grain::Day, 1, "morgen"),
    ("yesterday", Grain::Day, -1, "gestern"),
    ("after tomorrow", Grain::Day, 2, "(ü)bermorgen"),
    ("before yesterday", Grain::Day, -2, "vorgestern"),
    ("3 days ago", Grain::Day, -3, "vorvorgestern"),
    (
        "EOM|End of month",
        Grain::Month,
        1,
        "(das )?ende des monats?",
    ),
    (
        "EOY|End of year",
        Grain::Year,
        1,
        "(das )?(EOY|jahr(es)? ?ende|ende (des )?jahr(es)?)",
    ),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Montag", r"montags?|mo\.?"),
    ("Dienstag", r"die?nstags?|di\.?"),
    ("Mittwoch", r"mittwochs?|mi\.?"),
    ("Donnerstag", r"donn?erstags?|do\.?"),
    ("Freitag", r"freitags?|fr\.?"),
    ("Samstag", r"samstags?|sonnabends?|sa\.?"),
    ("Sonntag", r"sonntags?|so\."),
];

/// Duckling's `ruleMonths`.
const MONTHS: [(&str, &str); 12] = [
    ("Januar", r"januar|jan\.?"),
    ("Februar", r"februar|feb\.?"),
    ("Marz", r"m(ä)rz|m(ä)r\.?"),
    ("April", r"april|apr\.?"),
    ("Mai", r"mai\.?"),
    ("Juni", r"juni|jun\.?"),
    ("Juli", r"juli|jul\.?"),
    ("August", r"august|aug\.?"),
    ("September", r"september|sept?\.?"),
    ("Oktober", r"oktober|okt\.?"),
    ("November", r"november|nov\.?"),
    ("Dezember", r"dezember|dez\.?"),
];

/// Duckling's `ruleSeasons`: each season from its first day to the next one's.
const SEASONS: [Season; 4] = [
    ("sommer", "sommer", (6, 21), (9, 23)),
    ("herbst", "herbst", (9, 23), (12, 21)),
    ("winter", "winter", (12, 21), (3, 20)),
    ("fruhling", "fr(ü)h(ling|jahr)", (3, 20), (6, 21)),
];

pub(super) fn rules() -> Vec<Rule> {
    let instants = INSTANTS.map(|(name, grain, n, pattern)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(cycle_nth(grain, n)))
        })
    });
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
    let weekend = Rule::new("week-end", vec![re("wochen ?ende?")], |_| {
        Some(Token::Time(mk_ok_for_this_next(weekend())))
    });
    instants
        .into_iter()
        .chain(days)
        .chain(months)
        .chain(seasons)
        .chain([weekend])
        .collect()
}
