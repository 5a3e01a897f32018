//! Times relative to now or to another time, and intervals: "следващия вторник", "по-следващия петък",
//! "миналата година", "тази седмица", "последния петък на октомври", "след 3 години", "преди 2 дни", "от 9
//! до 11", "между 1 и 5 март", "до края на", "уикенда".

use super::{int_value, tt};
use crate::dims::time::helpers::{get_int_value, integer_between, two_dom_rules};
use crate::dims::token::{
    Kind, Matched, Rule, Token, any, duration as a_duration, numeral, re, time,
};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::duration::duration;
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, day_of_week, duration_after, duration_ago,
    in_duration, in_duration_interval, intersect, intersect_dom, interval, is_a_day_of_week,
    is_a_month, is_a_time_of_day, is_duration_greater_than, is_grain_of_time, is_not_latent,
    is_ok_with_this_next, mk_ok_for_this_next, not_latent, now, pred_last_of, pred_nth,
    pred_nth_after, same_grain, season, today, weekend, with_direction,
};
use crate::time::object::TimeIntervalType;

/// How far "този", "следващия", "по-миналата"… count from this cycle (Duckling's table in
/// "this|last|next <cycle>"): up to two "по-" before the last and next words, none before the others.
fn cycle_offset(word: &str) -> Option<i32> {
    let word = word.to_lowercase();
    if matches!(word.as_str(), "този" | "тази" | "това") {
        return Some(0);
    }
    let mut rest = word.as_str();
    let mut more = 0;
    while let Some(r) = rest.strip_prefix("по-") {
        rest = r;
        more += 1;
    }
    let ending = ["ия", "ият", "ата", "ото"]
        .into_iter()
        .find_map(|e| rest.strip_suffix(e))?;
    let n: i32 = match ending {
        "настоящ" if more == 0 => 0,
        "последн" | "минал" | "предишн" => -1,
        "следващ" => 1,
        "идн" if more == 0 => 1,
        _ => return None,
    };
    (more <= 2).then_some(n + n.signum() * more)
}

/// How far "това", "следващата", "по-миналото"… count from this season.
fn season_offset(word: &str) -> Option<i32> {
    let word = word.to_lowercase();
    if matches!(word.as_str(), "това" | "тази" | "настоящото" | "настоящата")
    {
        return Some(0);
    }
    let mut rest = word.as_str();
    let mut more = 0;
    while let Some(r) = rest.strip_prefix("по-") {
        rest = r;
        more += 1;
    }
    let stem = ["ото", "ата"]
        .into_iter()
        .find_map(|e| rest.strip_suffix(e))?;
    let n: i32 = match stem {
        "минал" | "последн" | "предн" => -1,
        "следващ" | "друг" => 1,
        _ => return None,
    };
    (more <= 2).then_some(n + n.signum() * more)
}

/// From `a` to `b`, both ends included.
fn closed(a: &TimeData, b: &TimeData) -> Option<Token> {
    tt(interval(TimeIntervalType::Closed, a, b)?)
}

/// Days `from` to `to` of the named month `month`.
fn days_of_month(
    month: &Matched<'_, Token>,
    from: &Matched<'_, Token>,
    to: &Matched<'_, Token>,
) -> Option<Token> {
    let td = month.time()?;
    closed(
        &intersect_dom(td, get_int_value(from)?)?,
        &intersect_dom(td, get_int_value(to)?)?,
    )
}

/// `td`, from `start` for the length of the duration `dd`.
fn lasting(td: &TimeData, dd: &Matched<'_, Token>) -> Option<Token> {
    closed(td, &duration_after(dd.duration()?, td))
}

pub(super) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "this|next <day-of-week>",
            vec![
                re("(т(о|а)зи)|следващ((ия(т)?)|ата)"),
                time(is_a_day_of_week),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![re("следващ((ия(т)?)|ата|ото)"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "this <time>",
            vec![re("(т(а|о)зи)|това"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "last <time>",
            vec![
                re("((пред(н|ишн))|минал)((ия(т)?)|ата|ото)"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![
                re(r"по(\-|\s+)((пред(н|ишн))|минал)((ия(т)?)|ата|ото)"),
                any(Kind::Time),
            ],
            |m| tt(pred_nth(-2, false, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![re(r"по(\-|\s+)следващ((ия(т)?)|ата|ото)"), any(Kind::Time)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("последн((ия(т)?)|ата)"),
                time(is_a_day_of_week),
                re("на"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("последн((ия(т)?)|ото|ата)"),
                any(Kind::TimeGrain),
                re("на|в|през"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last weekend of <named-month>",
            vec![re(r"последния(т)? уикенд\s+(през|на)"), time(is_a_month)],
            |m| tt(pred_last_of(&weekend(), m[1].time()?)),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("на|в|през"),
                any(Kind::Time),
            ],
            |m| {
                let n = i32::try_from(m[0].ordinal()?.value - 1).ok()?;
                tt(pred_nth(n, false, &intersect(m[3].time()?, m[1].time()?)?))
            },
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("след|от"),
                any(Kind::Time),
            ],
            |m| {
                let n = i32::try_from(m[0].ordinal()?.value - 1).ok()?;
                tt(pred_nth_after(n, m[1].time()?, m[3].time()?))
            },
        ),
        Rule::new(
            "<integer> <day-of-week> from <time>",
            vec![
                any(Kind::Numeral),
                time(is_a_day_of_week),
                re("от"),
                any(Kind::Time),
            ],
            |m| {
                tt(pred_nth_after(
                    int_value(&m[0])? - 1,
                    m[1].time()?,
                    m[3].time()?,
                ))
            },
        ),
        Rule::new(
            "week-end",
            vec![re("(края на седмицата)|(уикенд(а)?)")],
            |_| tt(mk_ok_for_this_next(weekend())),
        ),
        Rule::new(
            "week",
            vec![re("(цяла|(остатъка на( тази)?)) седмица(та)?")],
            |m| {
                let end = cycle_nth_after(true, Grain::Day, -2, &cycle_nth(Grain::Week, 1));
                match m[0].group(1)?.to_lowercase().as_str() {
                    "цяла" => closed(&cycle_nth(Grain::Week, 0), &end),
                    "остатъка на" | "остатъка на тази" => {
                        tt(interval(TimeIntervalType::Open, &today(), &end)?)
                    }
                    _ => None,
                }
            },
        ),
        Rule::new(
            "last|this|next <season>",
            vec![re(
                r"(това|тази|(по\-)?(по\-)?((настоящ|следващ|друг|последн|минал|предн)(ото|ата))) seasons?",
            )],
            |m| tt(pred_nth(season_offset(m[0].group(1)?)?, false, &season())),
        ),
    ];
    all.extend(two_dom_rules(
        "<month> dd-dd (interval)",
        |from, to| vec![time(is_a_month), from, re(r"\-|до"), to],
        |m| days_of_month(&m[0], &m[1], &m[3]),
    ));
    all.extend(two_dom_rules(
        "dd-dd <month> (interval)",
        |from, to| vec![from, re(r"\-|до"), to, time(is_a_month)],
        |m| days_of_month(&m[3], &m[0], &m[2]),
    ));
    all.extend(two_dom_rules(
        "from the <day-of-month> (ordinal or number) to the <day-of-month> (ordinal or number) <named-month> (interval)",
        |from, to| vec![re("от"), from, re(r"\-|до"), to, time(is_a_month)],
        |m| days_of_month(&m[4], &m[1], &m[3]),
    ));
    all.extend([
        // Blocked for latent times.
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![time(is_not_latent), re(r"\-|до"), time(is_not_latent)],
            |m| closed(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "<datetime>/<datetime> (interval)",
            vec![time(is_not_latent), re("/"), time(is_not_latent)],
            |m| {
                let (a, b) = (m[0].time()?, m[2].time()?);
                if same_grain(a, b) { closed(a, b) } else { None }
            },
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![re("от"), any(Kind::Time), re("до"), any(Kind::Time)],
            |m| closed(m[1].time()?, m[3].time()?),
        ),
        Rule::new(
            "between <time> and <time>",
            vec![re("между"), any(Kind::Time), re("и"), any(Kind::Time)],
            |m| closed(m[1].time()?, m[3].time()?),
        ),
        // Specific for time-of-day, to help resolve ambiguities.
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
                re(r"\-|до"),
                time(is_a_time_of_day),
            ],
            |m| closed(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("между"),
                time(is_a_time_of_day),
                re("и"),
                time(is_a_time_of_day),
            ],
            |m| closed(m[1].time()?, m[3].time()?),
        ),
        Rule::new("by <time>", vec![re("до"), any(Kind::Time)], |m| {
            tt(interval(TimeIntervalType::Open, &now(), m[1].time()?)?)
        }),
        Rule::new(
            "by the end of <time>",
            vec![re("до края на"), any(Kind::Time)],
            |m| closed(&now(), m[1].time()?),
        ),
        Rule::new(
            "until <time>",
            vec![re("преди|до"), any(Kind::Time)],
            |m| {
                let td = not_latent(m[1].time()?.clone());
                tt(with_direction(IntervalDirection::Before, td))
            },
        ),
        Rule::new(
            "from|since|after <time>",
            vec![re("след|от"), any(Kind::Time)],
            |m| {
                let td = not_latent(m[1].time()?.clone());
                tt(with_direction(IntervalDirection::After, td))
            },
        ),
        Rule::new(
            "this|last|next <cycle>",
            vec![
                re(
                    r"(т(о|а)зи|това|((по\-)*(настоящ|идн|следващ|минал|последн|предишн)(ия(т)?|ата|ото)))",
                ),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, cycle_offset(m[0].group(1)?)?)),
        ),
        Rule::new(
            "<cycle> after|before <time>",
            vec![any(Kind::TimeGrain), re("след|преди"), any(Kind::Time)],
            |m| {
                let n = if m[1].group(0)?.to_lowercase() == "след" { 1 } else { -1 };
                tt(cycle_nth_after(false, m[0].time_grain()?, n, m[2].time()?))
            },
        ),
        Rule::new(
            "<day> in <duration>",
            vec![
                time(|t| is_grain_of_time(Grain::Day, t) || is_grain_of_time(Grain::Month, t)),
                re("в|през"),
                a_duration(|d| is_duration_greater_than(Grain::Hour, d)),
            ],
            |m| tt(intersect(m[0].time()?, &in_duration_interval(m[2].duration()?))?),
        ),
        Rule::new(
            "in|within|after <duration>",
            vec![re("(за|в рамките на|след)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                match m[0].group(1)?.to_lowercase().as_str() {
                    "в рамките на" => tt(interval(TimeIntervalType::Open, &now(), &in_duration(dd))?),
                    "след" => tt(with_direction(IntervalDirection::After, in_duration(dd))),
                    "за" => tt(in_duration(dd)),
                    _ => None,
                }
            },
        ),
        Rule::new(
            "<integer> <named-day> ago|back",
            vec![
                re("преди"),
                numeral(|n| n.is_natural()),
                time(is_a_day_of_week),
            ],
            |m| tt(pred_nth(-int_value(&m[1])?, false, m[2].time()?)),
        ),
        // Duckling reads "от" as ago and "преди" as hence.
        Rule::new(
            "<duration> hence|ago",
            vec![re("(от|преди)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                if m[0].group(1)?.to_lowercase() == "от" {
                    tt(duration_ago(dd))
                } else {
                    tt(in_duration(dd))
                }
            },
        ),
        Rule::new(
            "for <duration> from <time>",
            vec![re("за"), any(Kind::Duration), re("от|след"), any(Kind::Time)],
            |m| lasting(m[3].time()?, &m[1]),
        ),
        Rule::new(
            "from <time> for <duration>",
            vec![re("от|след"), time(is_not_latent), re("за"), any(Kind::Duration)],
            |m| lasting(m[1].time()?, &m[3]),
        ),
        Rule::new(
            "<time> for <duration>",
            vec![time(is_not_latent), re("за"), any(Kind::Duration)],
            |m| lasting(m[0].time()?, &m[2]),
        ),
        Rule::new(
            "in <number> (implicit minutes)",
            vec![re("след"), integer_between(0, 60)],
            |m| tt(in_duration(&duration(Grain::Minute, int_value(&m[1])?.into()))),
        ),
        Rule::new(
            "at the beginning|end of <week>",
            vec![
                re(r"(в\s+)?(началото|края) на"),
                time(|t| is_grain_of_time(Grain::Week, t)),
            ],
            |m| {
                let (from, to) = match m[0].group(2)?.to_lowercase().as_str() {
                    "началото" => (1, 3),
                    "края" => (5, 7),
                    _ => return None,
                };
                let td = m[1].time()?;
                let start = intersect(td, &day_of_week(from))?;
                let end = intersect(td, &day_of_week(to))?;
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
    ]);
    all
}
