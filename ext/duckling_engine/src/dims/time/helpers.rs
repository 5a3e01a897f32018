//! What every language's time rules share, as Duckling's `Duckling/Time/Helpers.hs` gives it to each
//! `Time/<LANG>/Rules.hs`: the number and day-of-month items (`isIntegerBetween`, `isDOMValue`,
//! `getIntValue`), the rules built once per pair of day items, the zone names, and holidays as rules
//! (`mkRuleHolidays`) with the computed ones several languages name, and seasons as rules (`mkRuleSeasons`). (`crate::time::helpers` is the other half
//! of `Helpers.hs`: the time values themselves.)

use std::sync::OnceLock;

use crate::dims::numeral::helpers::parse_int;
use crate::dims::token::{Rule, Token, numeral, ordinal, re, time, time_grain};
use crate::engine::rule::{Item, Matched};
use crate::time::Grain;
use crate::time::computed;
use crate::time::data::{Form, TimeData};
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, day_of_month, day_of_week, hour, hour_minute, in_timezone,
    intersect, intersect_dom, intersect_with_replacement, interval, is_a_time_of_day,
    is_an_hour_of_day, is_not_latent, mk_latent, mk_ok_for_this_next, month, month_day,
    part_of_day, pred_last_of, with_holiday, year,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `isIntegerBetween low high` (both included): an integer numeral that may stand for a time
/// ("5", "twenty"; not "a couple"). Shared by the families that read numbers as times.
pub(crate) fn integer_between(low: i64, high: i64) -> Item<Token> {
    numeral(move |n| n.ok_for_any_time && n.is_integer_between(low, high))
}

/// The hour as written and whether it may be am or pm, when `td` is a clock time with an hour.
pub(crate) fn hours_of(td: &TimeData) -> Option<(i32, bool)> {
    match td.form {
        Some(Form::TimeOfDay {
            hours: Some(h),
            is_12h,
        }) => Some((h, is_12h)),
        _ => None,
    }
}

/// Duckling's `tt`: a time token.
pub(crate) fn tt(td: TimeData) -> Option<Token> {
    Some(Token::Time(td))
}

/// A number's integer value ("5", "twenty"), none where it is not an integer or is past `i32`.
pub(crate) fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.numeral()?.int_value()?).ok()
}

/// The value an ordinal names ("third" is 3).
pub(crate) fn ordinal_value(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.ordinal()?.value).ok()
}

/// The 0-based rank an ordinal names ("third" is 2), as Duckling's "nth" rules read it (`value - 1`).
pub(crate) fn rank(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.ordinal()?.value - 1).ok()
}

/// The times of items `a` and `b` intersected (Duckling's `intersect` of two tokens).
pub(crate) fn both(m: &[Matched<'_, Token>], a: usize, b: usize) -> Option<Token> {
    intersect(m[a].time()?, m[b].time()?).map(Token::Time)
}

/// Duckling's "intersect": two times, both not latent, one after the other ("monday 18 february").
pub(crate) fn intersect_not_latent() -> Rule {
    Rule::new(
        "intersect",
        vec![time(is_not_latent), time(is_not_latent)],
        |m| both(m, 0, 1),
    )
}

/// Rule `name`: two times, both not latent, intersected across regex `separator` ("monday, 18 february",
/// "18 de febrer").
pub(crate) fn intersect_by(name: &'static str, separator: &str) -> Rule {
    Rule::new(
        name,
        vec![time(is_not_latent), re(separator), time(is_not_latent)],
        |m| both(m, 0, 2),
    )
}

/// Rule `name`: an integer from `low` to `high` read as a year.
pub(crate) fn year_between(name: &'static str, low: i64, high: i64) -> Rule {
    Rule::new(name, vec![integer_between(low, high)], |m| {
        tt(year(int_value(&m[0])?))
    })
}

/// Rule `name`: an integer from `low` to `high` read as a latent year (a number that may be one).
pub(crate) fn latent_year_between(name: &'static str, low: i64, high: i64) -> Rule {
    Rule::new(name, vec![integer_between(low, high)], |m| {
        tt(mk_latent(year(int_value(&m[0])?)))
    })
}

/// The closed interval from the time of item `from` to that of item `to`.
pub(crate) fn closed(m: &[Matched<'_, Token>], from: usize, to: usize) -> Option<Token> {
    interval(TimeIntervalType::Closed, m[from].time()?, m[to].time()?).map(Token::Time)
}

/// The hours from `from` to `to`, an open interval (the hours of a part of the day).
pub(crate) fn hours_between(from: i32, to: i32) -> Option<TimeData> {
    interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))
}

/// A latent part of the day over the hours from `from` to `to` ("morning", 4 to 12).
pub(crate) fn latent_part_of_day(from: i32, to: i32) -> Option<Token> {
    tt(mk_latent(part_of_day(hours_between(from, to)?)))
}

/// The days from `first` to `last` days after `base` (negative: before it), an open interval, as Duckling's
/// holiday rules write a season around a computed day: Lent is Easter Sunday's −46 to −1.
pub(crate) fn days_around(base: &TimeData, first: i32, last: i32) -> Option<TimeData> {
    interval(
        TimeIntervalType::Open,
        &cycle_nth_after(false, Grain::Day, first, base),
        &cycle_nth_after(false, Grain::Day, last, base),
    )
}

/// `start` to `days` days after it, an open interval: Chanukah is its first day to 7 days after.
pub(crate) fn days_from(start: &TimeData, days: i32) -> Option<TimeData> {
    interval(
        TimeIntervalType::Open,
        start,
        &cycle_nth_after(false, Grain::Day, days, start),
    )
}

/// The closed interval from `from` to `to`, as a token.
pub(crate) fn closed_interval(from: &TimeData, to: &TimeData) -> Option<Token> {
    interval(TimeIntervalType::Closed, from, to).map(Token::Time)
}

/// `a` and `b` intersected, as a token.
pub(crate) fn intersected(a: &TimeData, b: &TimeData) -> Option<Token> {
    intersect(a, b).map(Token::Time)
}

/// The ides of `month`, a named month: its 15th in March, May, July and October, else its 13th (Duckling's
/// "the ides of <named-month>"); `None` for a time that is no named month. Each language intersects it with the
/// month in its own order.
pub(crate) fn ides_of(month: &TimeData) -> Option<TimeData> {
    let Some(Form::Month(n)) = month.form else {
        return None;
    };
    Some(day_of_month(if [3, 5, 7, 10].contains(&n) {
        15
    } else {
        13
    }))
}

/// The day that item `day` names ([`get_int_value`]) in the month of item `month`.
pub(crate) fn dom_of(m: &[Matched<'_, Token>], day: usize, month: usize) -> Option<Token> {
    intersect_dom(m[month].time()?, get_int_value(&m[day])?).map(Token::Time)
}

/// An item that is the quarter grain ("quarter", "kvartal").
pub(crate) fn quarter() -> Item<Token> {
    time_grain(|g| g == Grain::Quarter)
}

/// An item that is a time of day (Duckling's `isATimeOfDay`).
pub(crate) fn a_time_of_day() -> Item<Token> {
    time(is_a_time_of_day)
}

/// An item that is an hour of the day (Duckling's `isAnHourOfDay`).
pub(crate) fn an_hour() -> Item<Token> {
    time(is_an_hour_of_day)
}

/// A time of day that is not latent ("at 5", "17:00"; not a bare "5").
pub(crate) fn tod_not_latent(td: &TimeData) -> bool {
    is_not_latent(td) && is_a_time_of_day(td)
}

/// What regex group `i` of `m` holds, as a number (Duckling's `parseInt` of a group).
pub(crate) fn group_int(m: &Matched<'_, Token>, i: usize) -> Option<i32> {
    i32::try_from(parse_int(m.group(i)?)?).ok()
}

/// Duckling's `isDOMOrdinal`: "1st" … "31st".
pub(crate) fn dom_ordinal() -> Item<Token> {
    ordinal(|o| (1..=31).contains(&o.value))
}

/// Duckling's `isDOMInteger`: 1 … 31, as a number that may stand for a time.
pub(crate) fn dom_integer() -> Item<Token> {
    integer_between(1, 31)
}

/// The rule `name` twice: with an ordinal, then with a number, where `pattern` places the day item
/// (Duckling's `isDOMValue`).
pub(crate) fn dom_value_rules(
    name: &'static str,
    pattern: fn(Item<Token>) -> Vec<Item<Token>>,
    production: fn(&[Matched<'_, Token>]) -> Option<Token>,
) -> [Rule; 2] {
    [
        Rule::new(name, pattern(dom_ordinal()), production),
        Rule::new(name, pattern(dom_integer()), production),
    ]
}

/// The integer an ordinal or numeral token holds (Duckling's `getIntValue`): a day of the month, an hour, a
/// year.
pub(crate) fn get_int_value(m: &Matched<'_, Token>) -> Option<i32> {
    let n = match m.token()? {
        Token::Ordinal(o) => o.value,
        Token::Numeral(n) => n.int_value()?,
        _ => return None,
    };
    i32::try_from(n).ok()
}

/// One of the two items of Duckling's `isDOMValue`: an ordinal ("3rd") or a number (3).
fn dom_item(as_ordinal: bool) -> Item<Token> {
    if as_ordinal {
        dom_ordinal()
    } else {
        dom_integer()
    }
}

pub(crate) type Production = fn(&[Matched<'_, Token>]) -> Option<Token>;

/// The rule `name` once per pair of kinds of its two day items, which `pattern` places.
pub(crate) fn two_dom_rules(
    name: &'static str,
    pattern: fn(Item<Token>, Item<Token>) -> Vec<Item<Token>>,
    production: Production,
) -> impl Iterator<Item = Rule> {
    [(true, true), (true, false), (false, true), (false, false)]
        .into_iter()
        .map(move |(a, b)| Rule::new(name, pattern(dom_item(a), dom_item(b)), production))
}

/// Duckling's `\b(<timezoneName>)\b` after a clock time ("3pm CET", "1:30CST"). Duckling matches a regex
/// that follows another item on the text from where that item ended (`Engine.lookupRegex` takes the substring
/// from there), so the leading `\b` always holds: "1:30CST" is 01:30 CST. The chart matches it within the
/// whole text, where a `\b` between "0" and "C" fails, so it is left out; the chart's own edge rule (a change of
/// character class) still keeps "pmEST" out, as Duckling's `isRangeValid` does.
pub(crate) fn zone_after_time() -> String {
    format!(r"({TIMEZONE_NAME})\b")
}

/// Duckling's `timezoneName`: the abbreviations its zone table knows, longest alternatives first where one
/// is a prefix of another, as Duckling lists them.
pub(crate) const TIMEZONE_NAME: &str = "YEKT|YEKST|YAKT|YAKST|WITA|WIT|WIB|WGT|WGST|WFT|WET|WEST|WAT|WAST|VUT|VLAT|\
VLAST|VET|UZT|UYT|UYST|UTC|ULAT|TVT|TMT|TLT|TKT|TJT|TFT|TAHT|SST|SRT|SGT|SCT|SBT|SAST|SAMT|RET|PYT|PYST|PWT|\
PST|PONT|PMST|PMDT|PKT|PHT|PHOT|PGT|PETT|PETST|PET|PDT|OMST|OMSST|NZST|NZDT|NUT|NST|NPT|NOVT|NOVST|NFT|NDT|\
NCT|MYT|MVT|MUT|MST|MSK|MSD|MMT|MHT|MDT|MAWT|MART|MAGT|MAGST|LINT|LHST|LHDT|KUYT|KST|KRAT|KRAST|KGT|JST|IST|\
IRST|IRKT|IRKST|IRDT|IOT|IDT|ICT|HOVT|HKT|GYT|GST|GMT|GILT|GFT|GET|GAMT|GALT|FNT|FKT|FKST|FJT|FJST|EST|EGT|\
EGST|EET|EEST|EDT|ECT|EAT|EAST|EASST|DAVT|ChST|CXT|CVT|CST|COT|CLT|CLST|CKT|CHAST|CHADT|CET|CEST|CDT|CCT|CAT|\
CAST|BTT|BST|BRT|BRST|BOT|BNT|AZT|AZST|AZOT|AZOST|AWST|AWDT|AST|ART|AQTT|ANAT|ANAST|AMT|AMST|ALMT|AKST|AKDT|\
AFT|AEST|AEDT|ADT|ACST|ACDT";

/// `td` read in the zone that regex item `zone` captured in its first group.
pub(crate) fn in_zone(zone: &Matched<'_, Token>, td: &TimeData) -> Option<TimeData> {
    in_timezone(&zone.group(1)?.to_uppercase(), td)
}

/// A holiday: its name, its regex, and its date (`None` where it cannot be built). A table of them keeps one
/// holiday a line where it fits (`#[rustfmt::skip]`: rustfmt would spread each over five), the dates of a fixed
/// day written `holiday_dates::yearly_month_day::<12, 25>`.
pub(crate) type Holiday = (&'static str, &'static str, fn() -> Option<TimeData>);

/// One rule per holiday that has a date (Duckling's `mkRuleHolidays`).
pub(crate) fn holiday_rules(holidays: &[Holiday]) -> Vec<Rule> {
    holidays
        .iter()
        .map(|&(name, pattern, date)| {
            // The date is made when the rule first fires: the computed feasts' tables took most of the time a
            // fresh process spent building the English grammar (research/cold-start).
            let td: OnceLock<Option<TimeData>> = OnceLock::new();
            Rule::new(name, vec![re(pattern)], move |_| {
                let td = td.get_or_init(|| Some(with_holiday(name, mk_ok_for_this_next(date()?))));
                Some(Token::Time(td.as_ref()?.clone()))
            })
        })
        .collect()
}

/// The last Saturday of March, or the Saturday before when that is Holy Saturday, 20:30 for an hour.
pub(crate) fn earth_hour() -> Option<TimeData> {
    let holy_saturday = cycle_nth_after(false, Grain::Day, -1, &computed::easter_sunday());
    let tentative = pred_last_of(&day_of_week(6), &month(3));
    let alternative = cycle_nth_after(false, Grain::Day, -7, &tentative);
    let day = intersect_with_replacement(&holy_saturday, &tentative, &alternative)?;
    let start = intersect(&day, &hour_minute(true, 20, 30))?;
    interval(
        TimeIntervalType::Closed,
        &start,
        &cycle_nth_after(false, Grain::Minute, 60, &start),
    )
}

/// 27 April, or the 26th when the 27th is a Sunday (then the last Sunday of April).
pub(crate) fn kings_day() -> Option<TimeData> {
    let last_sunday_of_april = pred_last_of(&day_of_week(7), &month(4));
    intersect_with_replacement(&last_sunday_of_april, &month_day(4, 27), &month_day(4, 26))
}

/// A season as Duckling's `mkRuleSeasons` takes it: rule name, regex, its first day and the next season's
/// first day, each (month, day).
pub(crate) type Season = (&'static str, &'static str, (i32, i32), (i32, i32));

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

/// An instant as Duckling's `mkRuleInstants` takes it: rule name, grain, the nth of it from now, regex.
pub(crate) type Instant = (&'static str, Grain, i32, &'static str);

/// Duckling's `mkRuleInstants`: "today" is the 0th day from now, "tomorrow" the 1st.
pub(crate) fn instant_rules(instants: &'static [Instant]) -> impl Iterator<Item = Rule> {
    instants.iter().map(|&(name, grain, n, pattern)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(cycle_nth(grain, n)))
        })
    })
}

/// Duckling's `mkRuleDaysOfWeek`: (name, regex) from Monday on.
pub(crate) fn day_of_week_rules(
    days: &'static [(&'static str, &'static str)],
) -> impl Iterator<Item = Rule> {
    (1..).zip(days).map(|(n, &(name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(mk_ok_for_this_next(day_of_week(n))))
        })
    })
}

/// Duckling's `mkRuleMonths`: (name, regex) from January on.
pub(crate) fn month_rules(
    months: &'static [(&'static str, &'static str)],
) -> impl Iterator<Item = Rule> {
    (1..).zip(months).map(|(n, &(name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::Time(mk_ok_for_this_next(month(n))))
        })
    })
}
