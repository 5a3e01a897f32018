//! Intervals: "from 3 to 5pm", "between monday and wednesday", "july 13-15", "until 5pm", "after monday", "by tomorrow": ruleIntervalMonthDDDD … ruleIntervalAfterFromSinceTime.
//!
//! Duckling's `isDOMValue` accepts an ordinal or a number, two token kinds; a pattern item here accepts one
//! kind, so a rule with two such items is built once per pair of kinds, under the one name (one item:
//! `day_of_month::dom_value_rules`).

use crate::dims::time::helpers::two_dom_rules;
use crate::dims::time::helpers::{closed, get_int_value, tod_not_latent};
use crate::dims::token::{Kind, Rule, Token, any, numeral, re, time};
use crate::engine::rule::Matched;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    hour, hour_minute, intersect_dom, interval, is_a_month, is_a_time_of_day, is_not_latent,
    not_latent, now, same_grain, time_of_day_ampm, with_direction, year,
};
use crate::time::object::TimeIntervalType;

/// The separator of a range ("3-5", "3 to 5", "3 thru 5", "3 until 5").
const DASH: &str = r"\-|to|th?ru|through|(un)?til(l)?";

/// Days `m[first]` to `m[last]` of the month `m[month]`, both included.
fn month_days(m: &[Matched<'_, Token>], month: usize, first: usize, last: usize) -> Option<Token> {
    let td = m[month].time()?;
    let from = intersect_dom(td, get_int_value(&m[first])?)?;
    let to = intersect_dom(td, get_int_value(&m[last])?)?;
    interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
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
                time(tod_not_latent),
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
