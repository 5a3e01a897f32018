//! Dates: intersections and the words that absorb into them ("понеделник, 18 февруари", "на петнадесети",
//! "през март"), years, days of the month ("1 март", "14 април 2015", "октомври 2014"), dates in digits
//! ("31.10.1974", "2015-04-14") and the parts of a month or a year ("в началото на март", "края на
//! годината").

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{
    dom_integer, dom_ordinal, dom_value_rules, get_int_value, integer_between,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, day_of_month, intersect, intersect_dom, interval,
    is_a_day_of_week, is_a_month, is_grain_finer_than, is_grain_of_time, is_not_latent, mk_latent,
    month, not_latent, now, year, year_adbc, year_month, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// The named month `month` holds, on the day `day` holds.
fn month_dom(month: &Matched<'_, Token>, day: &Matched<'_, Token>) -> Option<Token> {
    tt(intersect_dom(month.time()?, get_int_value(day)?)?)
}

/// The day `day` holds of the named month `month`, in the year regex item `year` captured.
fn dom_month_year(
    day: &Matched<'_, Token>,
    month: &Matched<'_, Token>,
    year_digits: &Matched<'_, Token>,
) -> Option<Token> {
    let dom = intersect_dom(month.time()?, get_int_value(day)?)?;
    tt(intersect(&dom, &year(group_int(year_digits, 1)?))?)
}

/// From day `start` to day `end` of `td`, or to its last day (`None`).
fn days_of(td: &TimeData, start: i32, end: Option<i32>) -> Option<Token> {
    let from = intersect(td, &day_of_month(start))?;
    let to = match end {
        Some(end) => intersect(td, &day_of_month(end))?,
        None => cycle_last_of(Grain::Day, td),
    };
    tt(interval(TimeIntervalType::Open, &from, &to)?)
}

/// Whether the regex item `m` opened with "до" ("до края на месеца": from now on).
fn until_then(m: &Matched<'_, Token>) -> bool {
    m.group(1)
        .is_some_and(|g| g.to_lowercase().starts_with("до"))
}

pub(super) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "intersect",
            vec![
                time(|t| is_not_latent(t) && is_grain_finer_than(Grain::Year, t)),
                time(|t| is_not_latent(t) || is_grain_of_time(Grain::Year, t)),
            ],
            |m| tt(intersect(m[0].time()?, m[1].time()?)?),
        ),
        Rule::new(
            "intersect by \",\", \"of\", \"from\", \"'s\"",
            vec![time(is_not_latent), re("от|за|на|,"), time(is_not_latent)],
            |m| tt(not_latent(intersect(m[0].time()?, m[2].time()?)?)),
        ),
        Rule::new(
            "intersect by \",\", \"of\", \"from\" for year",
            vec![
                time(is_not_latent),
                re("на|,"),
                time(|t| is_grain_of_time(Grain::Year, t)),
            ],
            |m| tt(not_latent(intersect(m[0].time()?, m[2].time()?)?)),
        ),
        Rule::new(
            "on <day>",
            vec![re("на"), time(|t| is_grain_of_time(Grain::Day, t))],
            |m| m[1].token().cloned(),
        ),
        Rule::new(
            "in|during <named-month>|year",
            vec![
                re("в|през"),
                time(|t| is_a_month(t) || is_grain_of_time(Grain::Year, t)),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| m[0].token().cloned(),
        ),
        Rule::new(
            "on a <named-day>",
            vec![re("в"), time(is_a_day_of_week)],
            |m| m[1].token().cloned(),
        ),
        Rule::new("year (latent)", vec![integer_between(25, 10000)], |m| {
            tt(mk_latent(year(int_value(&m[0])?)))
        }),
        Rule::new(
            "<year> (bc|ad)",
            vec![
                integer_between(1, 10000),
                re(r"(пр|сл)\.?\s+(Хр\.?|н\.?\x1B.?)"),
            ],
            |m| {
                let y = int_value(&m[0])?;
                let bc = m[1].group(1)?.to_lowercase().starts_with('п');
                tt(year_adbc(if bc { -y } else { y }))
            },
        ),
        Rule::new("the <day-of-month> (number)", vec![dom_integer()], |m| {
            tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new("the <day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(day_of_month(get_int_value(&m[0])?))
        }),
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "<named-month>|<named-day> <day-of-month> (ordinal)",
            vec![
                time(|t| is_a_month(t) || is_a_day_of_week(t)),
                dom_ordinal(),
            ],
            |m| month_dom(&m[0], &m[1]),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| month_dom(&m[0], &m[1]),
        ),
    ];
    all.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) <named-month>",
        |day| vec![day, time(is_a_month)],
        |m| month_dom(&m[1], &m[0]),
    ));
    all.push(Rule::new(
        "<day-of-month>(ordinal) <named-month> year",
        vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
        |m| dom_month_year(&m[0], &m[1], &m[2]),
    ));
    all.extend(dom_value_rules(
        "<day-of-month>(ordinal or number)/<named-month>/year",
        |day| {
            vec![
                day,
                re(r"[-/\s]"),
                time(is_a_month),
                re(r"[-/\s]"),
                re(r"(\d{4})"),
            ]
        },
        |m| dom_month_year(&m[0], &m[2], &m[4]),
    ));
    all.extend([
        Rule::new(
            "the ides of <named-month>",
            vec![re("средата на"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let day = ides_of(td)?;
                tt(intersect(td, &day)?)
            },
        ),
        Rule::new("yyyyqq", vec![re(r"(\d{2,4})q([1-4])")], |m| {
            let (y, q) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
            tt(cycle_nth_after(true, Grain::Quarter, q - 1, &year(y)))
        }),
        Rule::new(
            "yyyy-mm",
            vec![re(r"(\d{4})\s*[/-]\s*(1[0-2]|0?[1-9])")],
            |m| tt(year_month(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new(
            "dd.mm.yyyy",
            vec![re(r"(3[01]|[12]\d|0?[1-9])\.(1[0-2]|0?[1-9])\.(\d{2,4})")],
            |m| {
                let (d, mo) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(year_month_day(group_int(&m[0], 3)?, mo, d))
            },
        ),
        Rule::new("mm/yyyy", vec![re(r"(0?[1-9]|1[0-2])[/-](\d{4})")], |m| {
            tt(year_month(group_int(&m[0], 2)?, group_int(&m[0], 1)?))
        }),
        Rule::new(
            "part of <named-month>",
            vec![re("(началото|средата|края) на"), time(is_a_month)],
            |m| {
                let (start, end) = match m[0].group(1)?.to_lowercase().as_str() {
                    "началото" => (1, Some(10)),
                    "средата" => (11, Some(20)),
                    "края" => (21, None),
                    _ => return None,
                };
                days_of(m[1].time()?, start, end)
            },
        ),
        Rule::new(
            "at the beginning|end of <named-month>",
            vec![re("(в )?(началото|края) на"), time(is_a_month)],
            |m| {
                let (start, end) = match m[0].group(2)?.to_lowercase().as_str() {
                    "началото" => (1, Some(10)),
                    "края" => (21, None),
                    _ => return None,
                };
                days_of(m[1].time()?, start, end)
            },
        ),
        Rule::new(
            "at the beginning|end of <year>",
            vec![
                re(r"(в\s+)?(началото|края) на"),
                time(|t| is_grain_of_time(Grain::Year, t)),
            ],
            |m| {
                let td = m[1].time()?;
                let (start, end) = match m[0].group(2)?.to_lowercase().as_str() {
                    "началото" => (
                        intersect(td, &month(1))?,
                        intersect(td, &cycle_last_of(Grain::Month, &month(4)))?,
                    ),
                    "края" => (
                        intersect(td, &month(9))?,
                        cycle_nth_after(false, Grain::Year, 1, &intersect(td, &month(1))?),
                    ),
                    _ => return None,
                };
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
        Rule::new(
            "end of month",
            vec![re(r"((до|в)\s+)?края на месеца")],
            |m| {
                let this_month = cycle_nth(Grain::Month, 0);
                let (start, end) = if until_then(&m[0]) {
                    (
                        now(),
                        intersect(&day_of_month(1), &cycle_nth(Grain::Month, 1))?,
                    )
                } else {
                    (
                        intersect(&day_of_month(21), &this_month)?,
                        cycle_last_of(Grain::Day, &this_month),
                    )
                };
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
        Rule::new(
            "beginning of month",
            vec![re(r"(в\s+ )?началото на месеца")],
            |_| {
                let this_month = cycle_nth(Grain::Month, 0);
                let start = intersect(&day_of_month(1), &this_month)?;
                let end = intersect(&day_of_month(10), &this_month)?;
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
        Rule::new(
            "end of year",
            vec![re(r"((до|в)\s+)?края на годината")],
            |m| {
                let start = if until_then(&m[0]) {
                    now()
                } else {
                    intersect(&month(9), &cycle_nth(Grain::Year, 0))?
                };
                let end = intersect(&month(1), &cycle_nth(Grain::Year, 1))?;
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
        Rule::new(
            "beginning of year",
            vec![re(r"(в\s+)?началото на годината")],
            |_| {
                let this_year = cycle_nth(Grain::Year, 0);
                let start = intersect(&month(1), &this_year)?;
                let end = intersect(&month(4), &this_year)?;
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
        Rule::new(
            "<named-month> year",
            vec![time(is_a_month), re(r"(\d{2,4})")],
            |m| tt(intersect(m[0].time()?, &year(group_int(&m[1], 1)?))?),
        ),
    ]);
    all
}
