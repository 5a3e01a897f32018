//! Times of day: "15:30", "a les tres", "a la una hores". Duckling's "<time-of-day> horas" reads its first
//! item, a regex, as a time, so it never produces: it has no rule here.

use crate::dims::time::helpers::{int_value, integer_between};
use crate::dims::token::{Rule, Token, re, time};
use crate::time::helpers::{hour, hour_minute, is_a_time_of_day, mk_latent, not_latent};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "a las <hour-min>(time-of-day)",
            vec![re("a (l'|les)"), time(is_a_time_of_day), re("horas?")],
            |m| Some(m[1].token()?.clone()),
        ),
        Rule::new(
            "a las <time-of-day>",
            vec![re("a?( las?)?|las?"), time(is_a_time_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "hh(:|.|h)mm (time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:h\.]([0-5]\d)")],
            |m| {
                let h = m[0].group(1)?.parse().ok()?;
                let mi = m[0].group(2)?.parse().ok()?;
                Some(Token::Time(hour_minute(true, h, mi)))
            },
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let v = int_value(&m[0])?;
            Some(Token::Time(mk_latent(hour(v < 13, v))))
        }),
    ]
}
