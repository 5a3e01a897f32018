//! Named times: instants ("nu", "morgen", "eergisteren"), days of the week, months, seasons and holidays:
//! ruleInstants, ruleDaysOfWeek, ruleMonths, ruleSeasons, ruleHolidays, ruleComputedHolidays'.

use crate::dims::time::helpers::{Holiday, holiday_rules, kings_day};
use crate::dims::time::helpers::{Season, season_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::helpers::{cycle_nth, day_of_week, mk_ok_for_this_next, month};

/// Duckling's `ruleInstants` (`mkRuleInstants`): the nth period of a grain from now.
const INSTANTS: [(&str, Grain, i32, &str); 8] = [
    ("now", Grain::Second, 0, "meteen|nu|direct|zojuist"),
    ("today", Grain::Day, 0, "vandaag|op deze dag"),
    ("tomorrow", Grain::Day, 1, "morgen"),
    ("yesterday", Grain::Day, -1, "gisteren"),
    ("after tomorrow", Grain::Day, 2, "overmorgen"),
    ("before yesterday", Grain::Day, -2, "eergisteren"),
    (
        "EOM|End of month",
        Grain::Month,
        1,
        "(het )?einde? van de maand",
    ),
    (
        "EOY|End of year",
        Grain::Year,
        1,
        "(het )? einde? van het jaar",
    ),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1): the abbreviations need their dot, so "do" and "zo" stay words.
const DAYS: [(&str, &str); 7] = [
    ("monday", r"maandags?|ma\."),
    ("tuesday", r"dinsdags?|di\."),
    ("wednesday", r"woensdags?|woe\."),
    ("thursday", r"donderdags?|do\."),
    ("friday", r"vrijdags?|vr(ij)?\."),
    ("saturday", r"zaterdags?|zat?\."),
    ("sunday", r"zondags?|zon?\."),
];

const MONTHS: [(&str, &str); 12] = [
    ("January", r"januari|jan\.?"),
    ("February", r"februari|feb\.?"),
    ("March", r"maart|mar\.?"),
    ("April", r"april|apr\.?"),
    ("May", r"mei\.?"),
    ("June", r"juni?\.?"),
    ("July", r"juli?\.?"),
    ("August", r"augustus|aug\.?"),
    ("September", r"september|sept?\.?"),
    ("October", r"oktober|okt\.?"),
    ("November", r"november|nov\.?"),
    ("December", r"december|dec\.?"),
];

const SEASONS: [Season; 4] = [
    ("summer", "zomer", (6, 21), (9, 23)),
    ("fall", "herfst|najaar", (9, 23), (12, 21)),
    ("winter", "winter", (12, 21), (3, 20)),
    ("spring", "lente|voorjaar", (3, 20), (6, 21)),
];

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Nieuwjaarsdag", "nieuwjaars?(dag)?", yearly_month_day::<1, 1>),
    ("Valentijnsdag", "valentijns?(dag)?", yearly_month_day::<2, 14>),
    ("Halloween", "hall?oween?", yearly_month_day::<10, 31>),
    ("Allerheiligen", "allerheiligen?|aller heiligen?", yearly_month_day::<11, 1>),
    ("Kerstavond", "kerstavond", yearly_month_day::<12, 24>),
    ("Tweede Kerstdag", "tweede kerstdag", yearly_month_day::<12, 26>),
    ("Kerstmis", "kerstmis|(eerste )?kerstdag|kerst", yearly_month_day::<12, 25>),
    ("Oudjaar", "oudjaar|oudejaars?avond", yearly_month_day::<12, 31>),
    ("Moederdag", "moederdag", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Vaderdag", "vaderdag", yearly_nth_dow_of_month::<3, 7, 6>),
    ("Koningsdag", "king's day|koningsdag", kings_day),
];

pub(crate) fn rules() -> Vec<Rule> {
    let instants = INSTANTS.into_iter().map(|(name, grain, n, pattern)| {
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
    let mut all: Vec<Rule> = instants.chain(days).chain(months).chain(seasons).collect();
    all.extend(holiday_rules(HOLIDAYS));
    all
}
