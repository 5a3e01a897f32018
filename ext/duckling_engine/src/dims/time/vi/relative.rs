//! Times relative to now: "bây giờ", "hôm nay", "ngày mai", "hôm kia", "tuần sau", "quý này", "3 ngày tới",
//! "2 tháng vừa rồi", "thứ năm tuần này", "thứ ba vừa rồi", "tối mai", "ngày đầu tiên của tháng ba".

use super::{int_value, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, intersect, is_a_day_of_week,
    is_a_part_of_day, is_grain_finer_than, is_not_latent, now, part_of_day, pred_last_of, pred_nth,
    today,
};

const NEXT: &str = "(t(ớ)i|k(ế)|sau|ti(ế)p)( theo)?( ti(ế)p)?";
const LAST: &str = "tr(ư)(ớ)c|qua|v(ừ)a r(ồ)i|ngo(á)i";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<day-of-week> cuối cùng của <time>",
            vec![
                time(is_a_day_of_week),
                re("cu(ố)i c(ù)ng|cu(ố)i"),
                re("c(ủ)a|trong|v(à)o"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[0].time()?, m[3].time()?)),
        ),
        Rule::new(
            "<time> tới",
            vec![time(is_not_latent), re("t(ớ)i")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        Rule::new(
            "<cycle> cuối cùng của <time>",
            vec![
                any(Kind::TimeGrain),
                re("cu(ố)i c(ù)ng|cu(ố)i"),
                re("c(ủ)a|trong|v(à)o"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[0].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "<part-of-day> (hôm )?nay",
            vec![time(is_a_part_of_day), re("(h(ô)m )?nay")],
            |m| tt(part_of_day(intersect(&today(), m[0].time()?)?)),
        ),
        Rule::new(
            "<part-of-day> <time>",
            vec![time(is_a_part_of_day), any(Kind::Time)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new("next <cycle>", vec![any(Kind::TimeGrain), re(NEXT)], |m| {
            tt(cycle_nth(m[0].time_grain()?, 1))
        }),
        Rule::new("last <cycle>", vec![any(Kind::TimeGrain), re(LAST)], |m| {
            tt(cycle_nth(m[0].time_grain()?, -1))
        }),
        Rule::new("hôm nay", vec![re("((ngay )?h(ô)m|b(ữ)a) nay")], |_| {
            tt(today())
        }),
        Rule::new(
            "ngày hôm qua",
            vec![re("(ng(à)y )?(h(ô)m )?qua")],
            |_| tt(cycle_nth(Grain::Day, -1)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                integer_between(1, 9999),
                any(Kind::TimeGrain),
                re("tr(ư)(ớ)c|qua|v(ừ)a r(ồ)i|ngo(á)i|v(ừ)a qua"),
            ],
            |m| tt(cycle_n(true, m[1].time_grain()?, -int_value(&m[0])?)),
        ),
        Rule::new(
            "<time> trước",
            vec![
                time(|td| !is_grain_finer_than(Grain::Day, td)),
                re("tr(ư)(ớ)c|v(ừ)a r(ồ)i"),
            ],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![integer_between(1, 9999), any(Kind::TimeGrain), re(NEXT)],
            |m| tt(cycle_n(true, m[1].time_grain()?, int_value(&m[0])?)),
        ),
        Rule::new(
            "this <cycle>",
            vec![
                any(Kind::TimeGrain),
                re("nay|n(à)y|hi(ệ)n t(ạ)i|h(ô)m nay|n(ă)m nay"),
            ],
            |m| tt(cycle_nth(m[0].time_grain()?, 0)),
        ),
        Rule::new(
            "<time> này",
            vec![any(Kind::Time), re("n(à)y|nay")],
            |m| tt(pred_nth(0, false, m[0].time()?)),
        ),
        Rule::new("ngày mai", vec![re("(ng(à)y )?mai")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::TimeGrain),
                any(Kind::Ordinal),
                re("c(ủ)a|trong"),
                any(Kind::Time),
            ],
            |m| {
                let n = int_value(&m[1])?;
                tt(cycle_nth_after(
                    true,
                    m[0].time_grain()?,
                    n - 1,
                    m[3].time()?,
                ))
            },
        ),
        Rule::new(
            "bây giờ",
            vec![re("(ngay )?(b(â)y gi(ờ)|l(ú)c n(à)y)")],
            |_| tt(now()),
        ),
        Rule::new("ngày hôm kia", vec![re("(ngày )?hôm kia")], |_| {
            tt(cycle_nth(Grain::Day, -2))
        }),
        Rule::new(
            "<day-of-week> tới",
            vec![time(is_a_day_of_week), re("t(ớ)i")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
    ]
}
