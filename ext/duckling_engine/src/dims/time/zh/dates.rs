//! Dates and their combinations: "3/15", "2013-02-12", "2013年", "二〇一三年", "三月十五号", "15号", parts of
//! the day ("下午", "今晚", "明天晚上"), the weekend, "nth <time> of <time>" ("三月的第一个星期一") and the
//! intersections that join two times ("明天下午三点").

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::{hours_between, integer_between, latent_part_of_day};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth, day_of_month, hour, intersect, intersect_dom, is_a_day_of_week, is_a_month,
    is_a_part_of_day, is_not_latent, mk_ok_for_this_next, month_day, part_of_day, pred_nth, today,
    weekend, year, year_month_day,
};

/// The evening (18 to midnight) of `day` ("今晚").
fn evening_of(day: &TimeData) -> Option<Token> {
    tt(part_of_day(intersect(day, &hours_between(18, 0)?)?))
}

/// Both times, as `intersect` makes them.
fn both(a: &Matched<'_, Token>, b: &Matched<'_, Token>) -> Option<Token> {
    intersect(a.time()?, b.time()?).map(Token::Time)
}

/// The `ordinal`th instance of `m[t]` inside `m[base]`.
fn nth_of(m: &[Matched<'_, Token>], t: usize, o: usize, base: usize) -> Option<Token> {
    let n = i32::try_from(m[o].ordinal()?.value - 1).ok()?;
    let td = intersect(m[base].time()?, m[t].time()?)?;
    tt(pred_nth(n, false, &td))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| Some(Token::Time(m[0].time()?.clone())),
        ),
        Rule::new("afternoon", vec![re("下午|中午|晏晝")], |_| {
            latent_part_of_day(12, 19)
        }),
        Rule::new(
            "<dim time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| both(&m[0], &m[1]),
        ),
        Rule::new("evening|night", vec![re("晚上|晚间")], |_| {
            latent_part_of_day(18, 0)
        }),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| both(&m[0], &m[1]),
        ),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| both(&m[0], &m[2]),
        ),
        Rule::new("midnight", vec![re("午夜|凌晨|半夜")], |_| {
            tt(mk_ok_for_this_next(hour(false, 0)))
        }),
        Rule::new(
            "mm/dd",
            vec![re(r"(0?[1-9]|1[0-2])/(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(r"(0?[1-9]|1[0-2])/(3[01]|[12]\d|0?[1-9])/(\d{2,4})")],
            |m| {
                let (mm, dd) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(year_month_day(group_int(&m[0], 3)?, mm, dd))
            },
        ),
        Rule::new("morning", vec![re("早上|早晨|朝(頭)?早")], |_| {
            latent_part_of_day(4, 12)
        }),
        Rule::new(
            "<named-month> <day-of-month>",
            vec![time(is_a_month), any(Kind::Numeral), re("号|號|日")],
            |m| intersect_dom(m[0].time()?, int_value(&m[1])?).map(Token::Time),
        ),
        Rule::new("noon", vec![re("中午")], |_| {
            tt(mk_ok_for_this_next(hour(false, 12)))
        }),
        Rule::new(
            "nth <time> of <time>",
            vec![any(Kind::Time), any(Kind::Ordinal), any(Kind::Time)],
            |m| nth_of(m, 0, 1, 2),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Time),
                re("的"),
                any(Kind::Ordinal),
                any(Kind::Time),
            ],
            |m| nth_of(m, 0, 2, 3),
        ),
        Rule::new(
            "<part-of-day> <dim time>",
            vec![time(is_a_part_of_day), any(Kind::Time)],
            |m| both(&m[0], &m[1]),
        ),
        Rule::new(
            "tomorrow night",
            vec![re("明晚|明天晚上|聽晚")],
            |_| evening_of(&cycle_nth(Grain::Day, 1)),
        ),
        Rule::new("tonight", vec![re("今晚|今天晚上")], |_| {
            evening_of(&today())
        }),
        Rule::new("last night", vec![re("昨晚|昨天晚上|尋晚")], |_| {
            evening_of(&cycle_nth(Grain::Day, -1))
        }),
        Rule::new("week-end", vec![re("周末|週末")], |_| {
            tt(mk_ok_for_this_next(weekend()))
        }),
        Rule::new(
            "year (numeric with year symbol)",
            vec![integer_between(1000, 9999), re("年")],
            |m| tt(year(int_value(&m[0])?)),
        ),
        Rule::new(
            "xxxx year",
            vec![
                any(Kind::Numeral),
                any(Kind::Numeral),
                any(Kind::Numeral),
                any(Kind::Numeral),
                re("年"),
            ],
            |m| {
                let digit = |i: usize| Some(m[i].numeral()?.value);
                let v = digit(0)? * 1000.0 + digit(1)? * 100.0 + digit(2)? * 10.0 + digit(3)?;
                // Deliberate difference: Duckling reads any four numerals as four digits, so the words of
                // "一千九百九十九年" (一|千九百|九十|九, …) make years such as 192919, a year no time of ours
                // holds (years end at 9999). Such readings are none here, and no longer fill the span's room
                // (the chart's `MAX_PER_SPAN`) before "year (numeric with year symbol)" reads 1999.
                if v > 9999.0 {
                    return None;
                }
                tt(year(v.floor() as i32))
            },
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new(
            "<time> <day-of-month>",
            vec![integer_between(1, 31), re("号|號|日")],
            |m| tt(day_of_month(int_value(&m[0])?)),
        ),
    ]
}
