//! Intervals: "from 3 to 5pm", "between monday and wednesday", "july 13-15", "until 5pm", "after monday", "by tomorrow": ruleIntervalMonthDDDD … ruleIntervalAfterFromSinceTime.
//!
//! Duckling's `isDOMValue` accepts an ordinal or a number, two token kinds; a pattern item here accepts one
//! kind, so a rule with two such items is built once per pair of kinds, under the one name (one item:
//! `day_of_month::dom_value_rules`).

use super::day_of_month::{dom_integer, dom_number, dom_ordinal};
use crate::dims::token::{Kind, Rule, Token, any, numeral, re, time};
use crate::engine::rule::{Item, Matched};
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    hour, hour_minute, intersect_dom, interval, is_a_month, is_a_time_of_day, is_not_latent,
    not_latent, now, same_grain, time_of_day_ampm, with_direction, year,
};
use crate::time::object::TimeIntervalType;

/// The separator of a range ("3-5", "3 to 5", "3 thru 5", "3 until 5").
const DASH: &str = r"\-|to|th?ru|through|(un)?til(l)?";

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

/// Days `m[first]` to `m[last]` of the month `m[month]`, both included.
fn month_days(m: &[Matched<'_, Token>], month: usize, first: usize, last: usize) -> Option<Token> {
    let td = m[month].time()?;
    let from = intersect_dom(td, dom_number(&m[first])?)?;
    let to = intersect_dom(td, dom_number(&m[last])?)?;
    interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
}

/// From `m[from]` to `m[to]`, both included.
fn closed(m: &[Matched<'_, Token>], from: usize, to: usize) -> Option<Token> {
    interval(TimeIntervalType::Closed, m[from].time()?, m[to].time()?).map(Token::Time)
}

/// A time that is not latent and a clock time ("3pm", "at 3", not a bare "3").
fn explicit_time_of_day(td: &TimeData) -> bool {
    is_not_latent(td) && is_a_time_of_day(td)
}

/// "hh(:mm)" read from the head of "hh(:mm) - <time-of-day> am|pm", as a clock time that may be am or pm.
fn hh_mm(m: &Matched<'_, Token>) -> Option<TimeData> {
    let h = m.group(1)?.parse().ok()?;
    Some(match m.group(3).and_then(|mm| mm.parse().ok()) {
        Some(mm) => hour_minute(true, h, mm),
        None => hour(true, h),
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = Vec::new();
    rules.extend(two_dom_rules(
        "<month> dd-dd (interval)",
        |d1, d2| vec![time(is_a_month), d1, re(DASH), d2],
        |m| month_days(m, 0, 1, 3),
    ));
    rules.extend(two_dom_rules(
        "dd-dd <month> (interval)",
        |d1, d2| vec![d1, re(DASH), d2, time(is_a_month)],
        |m| month_days(m, 3, 0, 2),
    ));
    rules.extend(two_dom_rules(
        "from <month> dd-dd (interval)",
        |d1, d2| vec![re("from"), time(is_a_month), d1, re(DASH), d2],
        |m| month_days(m, 1, 2, 4),
    ));
    rules.extend(two_dom_rules(
        "from the <day-of-month> (ordinal or number) to the <day-of-month> (ordinal or number) <named-month> (interval)",
        |d1, d2| {
            vec![
                re("from( the)?"),
                d1,
                re(r"\-|to( the)?|th?ru|through|(un)?til(l)?"),
                d2,
                time(is_a_month),
            ]
        },
        |m| month_days(m, 4, 1, 3),
    ));
    rules.extend(two_dom_rules(
        "from the <day-of-month> (ordinal or number) to the <day-of-month> (ordinal or number) of <named-month> (interval)",
        |d1, d2| {
            vec![
                re("from( the)?"),
                d1,
                re(r"\-|to( the)?|th?ru|through|(un)?til(l)?"),
                d2,
                re("of"),
                time(is_a_month),
            ]
        },
        |m| month_days(m, 5, 1, 3),
    ));
    rules.extend([
        // Year ranges of four digits, the earlier first, so that phone numbers ("333-444-5555") are no
        // intervals (Duckling's comment on ruleIntervalYearLatent).
        Rule::new(
            "<year> (latent) - <year> (latent) (interval)",
            vec![
                numeral(|n| n.ok_for_any_time && n.is_integer_between(1000, 10000)),
                re(DASH),
                numeral(|n| n.ok_for_any_time && n.is_integer_between(1000, 10000)),
            ],
            |m| {
                let y1 = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                let y2 = i32::try_from(m[2].numeral()?.int_value()?).ok()?;
                (y1 < y2).then_some(())?;
                interval(TimeIntervalType::Closed, &year(y1), &year(y2)).map(Token::Time)
            },
        ),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![time(is_not_latent), re(DASH), time(is_not_latent)],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<datetime>/<datetime> (interval)",
            vec![time(is_not_latent), re("/"), time(is_not_latent)],
            |m| {
                same_grain(m[0].time()?, m[2].time()?).then_some(())?;
                closed(m, 0, 2)
            },
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![re("from"), any(Kind::Time), re(DASH), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time> and <time>",
            vec![re("between"), any(Kind::Time), re("and"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(explicit_time_of_day),
                re(r"\-|:|to|th?ru|through|(un)?til(l)?"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re(r"(later than|from|(in[\s-])?between)"),
                time(is_a_time_of_day),
                re(r"((but )?before)|\-|to|th?ru|through|(un)?til(l)?"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        // Only a bare hour or hh:mm before the dash, so the am/pm after the range applies to both ends;
        // "6:30am - 9pm" is the rules above.
        Rule::new(
            "hh(:mm) - <time-of-day> am|pm",
            vec![
                re(r"(?:from )?((?:[01]?\d)|(?:2[0-3]))([:.]([0-5]\d))?"),
                re(DASH),
                time(is_a_time_of_day),
                re(r"(in the )?([ap])(\s|\.)?m?\.?"),
            ],
            |m| {
                let is_am = m[3].group(2)?.eq_ignore_ascii_case("a");
                let from = time_of_day_ampm(is_am, &hh_mm(&m[0])?);
                let to = time_of_day_ampm(is_am, m[2].time()?);
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("between"),
                time(is_a_time_of_day),
                re("and"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new("by <time>", vec![re("by"), any(Kind::Time)], |m| {
            interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time)
        }),
        Rule::new(
            "by the end of <time>",
            vec![re("by (the )?end of"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "until <time>",
            vec![
                re("(anytime |sometimes? )?(before|(un)?til(l)?|through|up to)"),
                any(Kind::Time),
            ],
            |m| {
                let td = not_latent(m[1].time()?.clone());
                Some(Token::Time(with_direction(IntervalDirection::Before, td)))
            },
        ),
        Rule::new(
            "from|since|after <time>",
            vec![
                re("from|since|(anytime |sometimes? )?after"),
                any(Kind::Time),
            ],
            |m| {
                let td = not_latent(m[1].time()?.clone());
                Some(Token::Time(with_direction(IntervalDirection::After, td)))
            },
        ),
    ]);
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Duckling's EN corpus lines this family derives (with the names and the other time rules).
    const EXAMPLES: [(&str, &str); 84] = [
        (
            "1960 - 1961",
            r#"{"type": "interval", "from": {"value": "1960-01-01T00:00:00.000-02:00", "grain": "year"}, "to": {"value": "1962-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "for 30' starting from 4pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T16:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "July 13-15",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "July 13 to 15",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "July 13 thru 15",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "July 13 through 15",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "July 13 - July 15",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from July 13-15",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13 to 15 July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13th to 15th July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13 to 15 July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13th to 15th July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13th to the 15th July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13 to the 15 July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13 to 15 of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13th to 15 of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13 to 15th of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13th to 15th of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13 to the 15 of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13th to the 15 of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13 to the 15th of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 13th to the 15th of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13 to the 15 of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13th to the 15 of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13 to the 15th of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from the 13th to the 15th of July",
            r#"{"type": "interval", "from": {"value": "2013-07-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-07-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "Aug 8 - Aug 12",
            r#"{"type": "interval", "from": {"value": "2013-08-08T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-08-13T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "9:30 - 11:00",
            r#"{"type": "interval", "from": {"value": "2013-02-12T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "9h30 - 11h00",
            r#"{"type": "interval", "from": {"value": "2013-02-12T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "9h30 - 11h",
            r#"{"type": "interval", "from": {"value": "2013-02-12T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "15:00 GMT - 18:00 GMT",
            r#"{"type": "interval", "from": {"value": "2013-02-12T13:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "15h00 GMT - 18h00 GMT",
            r#"{"type": "interval", "from": {"value": "2013-02-12T13:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "15h GMT - 18h GMT",
            r#"{"type": "interval", "from": {"value": "2013-02-12T13:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "2015-03-28 17:00:00/2015-03-29 21:00:00",
            r#"{"type": "interval", "from": {"value": "2015-03-28T17:00:00.000-02:00", "grain": "second"}, "to": {"value": "2015-03-29T21:00:01.000-02:00", "grain": "second"}}"#,
        ),
        (
            "from 9:30 - 11:00 on Thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "between 9:30 and 11:00 on thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "between 9h30 and 11h00 on thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "9:30 - 11:00 on Thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "9h30 - 11h00 on Thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "later than 9:30 but before 11:00 on Thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "Thursday from 9:30 to 11:00",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "from 9:30 untill 11:00 on thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "Thursday from 9:30 untill 11:00",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "9:30 till 11:00 on Thursday",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "tomorrow in between 1-2:30 ish",
            r#"{"type": "interval", "from": {"value": "2013-02-13T01:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-13T02:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "3-4pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T17:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "from 3 to 4 in the PM",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T17:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "around 3-4pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T17:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "3:30 to 6 PM",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "3:30-6 p.m.",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "3:30-6:00pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "15h30-18h",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "from 3:30 to six p.m.",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "from 3:30 to 6:00pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "later than 3:30pm but before 6pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "between 3:30pm and 6 pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T18:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "3pm - 6:00:00pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T15:00:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-12T18:00:01.000-02:00", "grain": "second"}}"#,
        ),
        (
            "8am - 1pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T08:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "Thursday from 9a to 11a",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-14T12:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "this Thu 9-11am",
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-14T12:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "11:30-1:30",
            r#"{"type": "interval", "from": {"value": "2013-02-12T11:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T13:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "by 2:00pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "by EOD",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-13T00:00:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "by end of the month",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-03-01T00:00:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "by the end of next month",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-04-01T00:00:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "until 2:00pm",
            r#"{"type": "interval", "to": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "through 2:00pm",
            r#"{"type": "interval", "to": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "after 2 pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "from 2 pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "since 2pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "anytime after 2014",
            r#"{"type": "interval", "from": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "since 2014",
            r#"{"type": "interval", "from": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "sometimes before 2014",
            r#"{"type": "interval", "to": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "through 2014",
            r#"{"type": "interval", "to": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "before 11 am",
            r#"{"type": "interval", "to": {"value": "2013-02-12T11:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "8am until 6",
            r#"{"type": "interval", "from": {"value": "2013-02-12T08:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T19:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "1pm-2pm tomorrow",
            r#"{"type": "interval", "from": {"value": "2013-02-13T13:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-13T15:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "August 27th - 29th",
            r#"{"type": "interval", "from": {"value": "2013-08-27T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-08-30T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from August 27th - 29th",
            r#"{"type": "interval", "from": {"value": "2013-08-27T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-08-30T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "23rd to 26th Oct",
            r#"{"type": "interval", "from": {"value": "2013-10-23T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-10-27T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "1-8 september",
            r#"{"type": "interval", "from": {"value": "2013-09-01T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-09-09T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "12 to 16 september",
            r#"{"type": "interval", "from": {"value": "2013-09-12T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-09-17T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "19th To 21st aug",
            r#"{"type": "interval", "from": {"value": "2013-08-19T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-08-22T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "by end of the year",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "second"}}"#,
        ),
    ];

    #[test]
    fn corpus_examples() {
        check("en", &EXAMPLES);
    }
}
