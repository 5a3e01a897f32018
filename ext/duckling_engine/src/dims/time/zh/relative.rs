//! Times relative to now or to another time: days ("今天", "明天", "后天", "前天"), cycles ("下个月", "上周",
//! "这一年", "前三天", "三个月后"), durations ("再三天", "三天后", "两年前") and "this/next/last <time>"
//! ("这个星期一", "下周三", "去年").

use super::{int_value, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_n, cycle_nth, cycle_nth_after, duration_ago, in_duration, is_a_day_of_week,
    is_ok_with_this_next, now, pred_nth, today,
};

/// `n` cycles of the grain `m[g]` from now, counted from the next one ("后三天").
fn cycles(m: &[Matched<'_, Token>], count: usize, g: usize, sign: i32) -> Option<Token> {
    tt(cycle_n(
        true,
        m[g].time_grain()?,
        sign * int_value(&m[count])?,
    ))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<duration> ago",
            vec![any(Kind::Duration), re("(之)?前")],
            |m| tt(duration_ago(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> from now",
            vec![any(Kind::Duration), re("后|後|之後")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new("in <duration>", vec![re("再"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new(
            "last <cycle>",
            vec![re("上(个|個)?"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![re("上|前"), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| cycles(m, 1, 2, -1),
        ),
        Rule::new(
            "n <cycle> last",
            vec![
                integer_between(1, 9999),
                any(Kind::TimeGrain),
                re("(之)?前"),
            ],
            |m| cycles(m, 0, 1, -1),
        ),
        Rule::new(
            "last <time>",
            vec![re("去|上(个|個)?"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new("last year", vec![re("去年|上年")], |_| {
            tt(cycle_nth(Grain::Year, -1))
        }),
        Rule::new(
            "next <cycle>",
            vec![re("下(个|個)?"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                re("下|后|後"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| cycles(m, 1, 2, 1),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                integer_between(1, 9999),
                any(Kind::TimeGrain),
                re("下|(之)?后|(之)?後"),
            ],
            |m| cycles(m, 0, 1, 1),
        ),
        Rule::new(
            "next <time>",
            vec![re("明|下(个|個)?"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(1, false, m[1].time()?)),
        ),
        Rule::new("next year", vec![re("明年|下年")], |_| {
            tt(cycle_nth(Grain::Year, 1))
        }),
        Rule::new(
            "now",
            vec![re("现在|此时|此刻|当前|現在|此時|當前|宜家|而家|依家")],
            |_| tt(now()),
        ),
        Rule::new(
            "the <cycle> after <time>",
            vec![
                re("那"),
                any(Kind::TimeGrain),
                re("(之)?(后|後)"),
                any(Kind::Time),
            ],
            |m| {
                let grain = m[1].time_grain()?;
                tt(cycle_nth_after(false, grain, 1, m[3].time()?))
            },
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![
                re("那"),
                any(Kind::TimeGrain),
                re("(之)?前"),
                any(Kind::Time),
            ],
            |m| {
                let grain = m[1].time_grain()?;
                tt(cycle_nth_after(false, grain, -1, m[3].time()?))
            },
        ),
        Rule::new(
            "the day after tomorrow",
            vec![re("后天|後天|後日")],
            |_| tt(cycle_nth(Grain::Day, 2)),
        ),
        Rule::new(
            "two days after tomorrow",
            vec![re("大后天|大後天|大後日")],
            |_| tt(cycle_nth(Grain::Day, 3)),
        ),
        Rule::new(
            "the day before yesterday",
            vec![re("前天|前日")],
            |_| tt(cycle_nth(Grain::Day, -2)),
        ),
        Rule::new(
            "this <cycle>",
            vec![re("(这|這)(一)?|今個"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "this <day-of-week>",
            vec![re("这|這|今(个|個)?"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "this <time>",
            vec![re("今(个|個)?|这(个)?|這(個)?"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new("this year", vec![re("今年")], |_| {
            tt(cycle_nth(Grain::Year, 0))
        }),
        Rule::new(
            "next <day-of-week>",
            vec![re("明|下(个|個)?"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new("today", vec![re("今天|今日")], |_| tt(today())),
        Rule::new("tomorrow", vec![re("明天|明日|聽日")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new("yesterday", vec![re("昨天|昨日|尋日")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        Rule::new(
            "last <duration>",
            vec![re("上(个|個)?"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
    ]
}
