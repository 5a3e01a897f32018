//! Times of day: "15:30", "17u10", "drie uur", "kwart over twee", "half vier", "10 voor half 4", "om 3 uur",
//! "16 uur CET": ruleHhmm … ruleTimezone.

use crate::dims::time::helpers::hours_of;
use crate::dims::time::helpers::integer_between;
use crate::dims::time::helpers::zone_after_time;
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::Grain;
use crate::time::duration::duration;
use crate::time::helpers::{
    duration_after, duration_before, hour, hour_minute, in_timezone, is_a_time_of_day,
    is_an_hour_of_day, is_not_latent, minutes_before, mk_latent, not_latent, time_of_day_ampm,
};

/// Duckling's am/pm suffix, its trailing `(?:[\s'"-_{}\[\]()]|$)` included (`"-_` is a range there too).
const AM_PM: &str = r#"([ap])\.?m\.?(?:[\s'"-_{}\[\]()]|$)"#;

fn int(s: Option<&str>) -> Option<i32> {
    s?.parse().ok()
}

/// The clock time of `m[item]`, no longer latent ("om 3", "rond drie uur", "3 uur").
fn not_latent_at(m: &[Matched<'_, Token>], item: usize) -> Option<Token> {
    Some(Token::Time(not_latent(m[item].time()?.clone())))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:hu]([0-5]\d)(?:uur|u|h)?")],
            |m| {
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                Some(Token::Time(hour_minute(false, h, mm)))
            },
        ),
        Rule::new(
            "hhmm (military)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                Some(Token::Time(mk_latent(hour_minute(false, h, mm))))
            },
        ),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(r"((?:1[012]|0?\d))([0-5]\d)"), re(AM_PM)],
            |m| {
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                Some(Token::Time(time_of_day_ampm(
                    is_am,
                    &hour_minute(true, h, mm),
                )))
            },
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
            Some(Token::Time(mk_latent(hour(n < 12, n))))
        }),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(AM_PM)],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                Some(Token::Time(time_of_day_ampm(is_am, m[0].time()?)))
            },
        ),
        Rule::new(
            "<time-of-day>  o'clock",
            vec![
                time(is_a_time_of_day),
                re(r#"uur|h|u(?:[\s'"-_{}\[\]()]|$)"#),
            ],
            |m| not_latent_at(m, 0),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|t| is_not_latent(t) && is_an_hour_of_day(t)),
                integer_between(1, 59),
            ],
            |m| {
                let (h, is_12h) = hours_of(m[0].time()?)?;
                let n = i32::try_from(m[1].numeral()?.int_value()?).ok()?;
                Some(Token::Time(hour_minute(is_12h, h, n)))
            },
        ),
        Rule::new(
            "relative minutes to|till|before|after <integer> (time-of-day)",
            vec![
                integer_between(1, 59),
                re("(voor|over|na)"),
                time(is_a_time_of_day),
            ],
            |m| {
                let minutes = duration(Grain::Minute, m[0].numeral()?.int_value()?);
                let td = m[2].time()?;
                Some(Token::Time(
                    if m[1].group(1)?.eq_ignore_ascii_case("voor") {
                        duration_before(&minutes, td)
                    } else {
                        duration_after(&minutes, td)
                    },
                ))
            },
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![re("kwart(ier)? voor"), time(is_an_hour_of_day)],
            |m| minutes_before(15, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![re("half"), time(is_an_hour_of_day)],
            |m| minutes_before(30, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![re("kwart(ier)? over"), time(is_an_hour_of_day)],
            |m| {
                let (h, is_12h) = hours_of(m[1].time()?)?;
                Some(Token::Time(hour_minute(is_12h, h, 15)))
            },
        ),
        Rule::new(
            "at <time-of-day>",
            vec![re("om|@"), time(is_a_time_of_day)],
            |m| not_latent_at(m, 1),
        ),
        Rule::new(
            "about <time-of-day>",
            vec![
                re(r"ongeveer|circa|ca\.|tegen|rond"),
                time(is_a_time_of_day),
            ],
            |m| not_latent_at(m, 1),
        ),
        Rule::new(
            "exactly <time-of-day>",
            vec![re("(stipt|exact|precies)( om)?"), time(is_a_time_of_day)],
            |m| not_latent_at(m, 1),
        ),
        Rule::new(
            "<time-of-day> sharp",
            vec![
                time(is_a_time_of_day),
                re("genau|exakt|p(ü)nktlich|punkt( um)?"),
            ],
            |m| not_latent_at(m, 0),
        ),
        Rule::new(
            "<time-of-day> approximately",
            vec![time(is_a_time_of_day), re("ongeveer")],
            |m| not_latent_at(m, 0),
        ),
        Rule::new(
            "midnight|EOD|end of day",
            vec![re("middernacht|EOD|einde? van de dag")],
            |_| Some(Token::Time(hour(false, 0))),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
                re(&zone_after_time()),
            ],
            |m| {
                let zone = m[1].group(1)?.to_uppercase();
                in_timezone(&zone, m[0].time()?).map(Token::Time)
            },
        ),
    ]
}
