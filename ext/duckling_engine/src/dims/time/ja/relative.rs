//! Times relative to now: "2分後", "この2ヶ月", "週末", "今すぐ", "今週", "来月", "先週", "過去7日間", "明日",
//! "去年" (ruleInDuration, ruleInTheLastDuration, ruleWeekend … ruleDurationLastNext, ruleInstants).

use super::tt;
use crate::dims::token::{Kind, Rule, any, duration, re};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_n, cycle_nth, duration_before, in_duration, interval, is_duration_greater_than,
    mk_ok_for_this_next, now, weekend,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleInstants` list: name, grain, how many of it from now, regex.
const INSTANTS: [(&str, Grain, i32, &str); 10] = [
    ("today", Grain::Day, 0, "今日(1日)?|きょう|本日|ほんじつ"),
    ("tomorrow", Grain::Day, 1, "明日|あした|あす|みょうにち"),
    ("yesterday", Grain::Day, -1, "(前|昨)日|きのう|さくじつ"),
    ("next week", Grain::Week, 1, "らいしゅう"),
    ("last week", Grain::Week, -1, "せんしゅう"),
    ("a week after next", Grain::Week, 2, "再来週|さらいしゅう"),
    ("this month", Grain::Month, 0, "このひと月"),
    (
        "this quarter",
        Grain::Quarter,
        0,
        "本四半期|今の四半期|現行四半期",
    ),
    ("this year", Grain::Year, 0, "本年"),
    ("last year", Grain::Year, -1, "去年"),
];

/// "<word> <time-grain>": the `n`th period of the grain from now.
fn grain_nth(name: &'static str, words: &'static str, n: i32) -> Rule {
    Rule::new(name, vec![re(words), any(Kind::TimeGrain)], move |m| {
        tt(cycle_nth(m[1].time_grain()?, n))
    })
}

/// ruleInDuration, ruleInTheLastDuration.
pub(super) fn durations() -> Vec<Rule> {
    vec![
        Rule::new(
            "in <duration>",
            vec![
                any(Kind::Duration),
                re(
                    "後|(間)?で|経ったら|経ってから|経過後に|経過してから|経過したら|過ぎに|過ぎたら",
                ),
            ],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "in/for the last <duration>",
            vec![
                re("この"),
                duration(|d| is_duration_greater_than(Grain::Hour, d)),
            ],
            |m| {
                let from = duration_before(m[1].duration()?, &now());
                tt(interval(TimeIntervalType::Closed, &from, &now())?)
            },
        ),
    ]
}

/// ruleWeekend … ruleDurationLastNext.
pub(super) fn cycles() -> Vec<Rule> {
    vec![
        Rule::new("week-end", vec![re("週末|しゅうまつ")], |_| {
            tt(mk_ok_for_this_next(weekend()))
        }),
        Rule::new(
            "now",
            vec![re("今すぐ|いま|即|ただ(いま|ちに)")],
            |_| tt(now()),
        ),
        grain_nth(
            "this|current <time-grain>",
            "現在の|(今|こ(ん|の)|当|現)(1|一)?",
            0,
        ),
        grain_nth("next <time-grain>", "来", 1),
        grain_nth("last <time-grain>", "(前|直近|最後|昨|先)の?(1|一)?", -1),
        Rule::new(
            "last|past|next <duration>",
            vec![re("(過去|直在|次の)"), any(Kind::Duration)],
            |m| {
                let d = m[1].duration()?;
                let n = i32::try_from(d.value).ok()?;
                let n = match m[0].group(1)? {
                    "次の" => n,
                    "過去" | "直在" => -n,
                    _ => return None,
                };
                tt(cycle_n(true, d.grain, n))
            },
        ),
    ]
}

/// Duckling's `mkRuleInstants`.
pub(super) fn instants() -> Vec<Rule> {
    INSTANTS
        .iter()
        .map(|&(name, grain, n, words)| {
            Rule::new(name, vec![re(words)], move |_| tt(cycle_nth(grain, n)))
        })
        .collect()
}
