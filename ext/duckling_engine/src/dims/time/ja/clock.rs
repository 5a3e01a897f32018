//! Clock times: "15:20", "15時20分", "午後三時二十分", "3:20 pm", "15時ちょうど" (ruleHHMM … ruleAtTOD).

use super::{get_int_value, group_int, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Rule, numeral, re, time};
use crate::time::helpers::{
    hour, hour_minute, is_a_time_of_day, mk_latent, not_latent, time_of_day_ampm,
};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[：:. ]([0-5]\d)")],
            |m| {
                let (h, mm) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(hour_minute(h != 0 && h < 12, h, mm))
            },
        ),
        Rule::new(
            "hh時mm分",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))時([0-5]\d)分")],
            |m| {
                let (h, mm) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(hour_minute(h != 0 && h < 12, h, mm))
            },
        ),
        Rule::new(
            "hh時mm分",
            vec![
                numeral(|n| n.is_natural()),
                re("時"),
                numeral(|n| n.is_natural()),
                re("分"),
            ],
            |m| {
                let (h, mm) = (get_int_value(&m[0])?, get_int_value(&m[2])?);
                if !(h > 0 && h < 25 && mm < 60) {
                    return None;
                }
                tt(hour_minute(h < 12, h, mm))
            },
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = get_int_value(&m[0])?;
            tt(mk_latent(hour(n < 13, n)))
        }),
        Rule::new(
            "<time-of-day> o'clock",
            vec![time(is_a_time_of_day), re("時(ちょうど|きっかり|ぴったり)")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([ap])(\s|\.)?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(is_am, m[0].time()?))
            },
        ),
        Rule::new(
            "午後|午前 <time-of-day>",
            vec![re("午(前|後)"), time(is_a_time_of_day)],
            |m| tt(time_of_day_ampm(m[0].group(1)? == "前", m[1].time()?)),
        ),
        Rule::new(
            "at <time-of-day>",
            vec![time(is_a_time_of_day), re("に|で|の")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
    ]
}
