//! Times of day: "at 3", "3 o'clock", "15:30", "3pm", "half past 3", "a quarter to noon", "ten-thirty": ruleTODLatent … ruleHalfHOD, ruleMinutesToHOD.
//!
//! Four of Duckling's regexes here use look-around, which Rust's `regex` lacks: each is matched without it
//! and the production checks the characters around the match instead (see [`after_match`]).

use crate::dims::time::helpers::{hours_of, integer_between};
use crate::dims::token::{Rule, Token, re, time, time_grain};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::{Form, TimeData};
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, intersect, is_a_part_of_day, is_a_time_of_day,
    is_an_hour_of_day, minutes_after, minutes_before, mk_latent, not_latent, time_of_day_ampm,
};
use crate::time::predicate::Predicate;

/// The text right after a regex item's match (empty for a token item), for the look-ahead checks.
pub(crate) fn after_match<'a>(m: &Matched<'a, Token>) -> &'a str {
    match (m.haystack(), m.range(0)) {
        (Some(text), Some(whole)) => &text[whole.end..],
        _ => "",
    }
}

/// The text right before a regex item's match, for the look-behind check.
pub(crate) fn before_match<'a>(m: &Matched<'a, Token>) -> &'a str {
    match (m.haystack(), m.range(0)) {
        (Some(text), Some(whole)) => &text[..whole.start],
        _ => "",
    }
}

pub(crate) fn starts_with_digit(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_digit())
}

fn int(s: Option<&str>) -> Option<i32> {
    s?.parse().ok()
}

/// "<hour-of-day> <minutes>": the hour with `n` minutes, latent when the hour was.
fn with_minutes(td: &TimeData, n: i32) -> Option<Token> {
    let (h, is_12h) = hours_of(td)?;
    let hm = hour_minute(is_12h, h, n);
    Some(Token::Time(if td.latent { mk_latent(hm) } else { hm }))
}

/// The hour a part of the day starts at ("morning": 0, "evening": 18), read from its predicate as
/// Duckling's `rulePODatTOD` reads it: the interval alone, or intersected with a day ("this evening").
fn part_of_day_start(pred: &Predicate) -> Option<i32> {
    let intervals = match pred {
        Predicate::Intersect(_, a, _) => a.as_ref(),
        p => p,
    };
    match intervals {
        Predicate::Intervals(_, start, _) => match start.as_ref() {
            Predicate::Fields(f) => match f.hour {
                Some((false, h)) => Some(h),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
            Some(Token::Time(mk_latent(hour(n < 13, n))))
        }),
        Rule::new(
            "at <time-of-day>",
            vec![re("at|@"), time(is_a_time_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "<time-of-day> o'clock",
            vec![time(is_a_time_of_day), re("o.?clock")],
            |m| Some(Token::Time(not_latent(m[0].time()?.clone()))),
        ),
        // "in the morning at 3" is 3am, "evening at 8" 8pm, "afternoon at 12" noon.
        Rule::new(
            "<part-of-day> at <time-of-day>",
            vec![time(is_a_part_of_day), re("at|@"), time(is_a_time_of_day)],
            |m| {
                let start = part_of_day_start(&m[0].time()?.pred)?;
                let tod = m[2].time()?;
                match tod.form {
                    Some(Form::TimeOfDay {
                        hours: Some(h),
                        is_12h: true,
                    }) => Some(Token::Time(time_of_day_ampm(start < 12 || h == 12, tod))),
                    _ => None,
                }
            },
        ),
        Rule::new(
            "<part-of-day> <latent-time-of-day> (latent)",
            vec![time(is_a_part_of_day), time(is_a_time_of_day)],
            |m| {
                let (pod, tod) = (m[0].time()?, m[1].time()?);
                if pod.latent && !tod.latent {
                    return None;
                }
                intersect(pod, tod).map(|td| Token::Time(mk_latent(td)))
            },
        ),
        Rule::new(
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)")],
            |m| {
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                Some(Token::Time(hour_minute(h != 0 && h < 12, h, mm)))
            },
        ),
        // Duckling: `(?<!/)((?:[01]?\d)|(?:2[0-3]))h(([0-5]\d)|(?!\d))`; here the look-behind (no "/" before)
        // and the look-ahead (no digit right after an "h" without minutes) are checked in the production.
        Rule::new(
            "hhhmm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))h([0-5]\d)?")],
            |m| {
                let minutes = m[0].group(2);
                if before_match(&m[0]).ends_with('/')
                    || (minutes.is_none() && starts_with_digit(after_match(&m[0])))
                {
                    return None;
                }
                let h = int(m[0].group(1))?;
                Some(Token::Time(hour_minute(
                    false,
                    h,
                    int(minutes).unwrap_or(0),
                )))
            },
        ),
        // Duckling: `…([0-5]\d)(?!.\d)`; here the look-ahead (not a character then a digit after the match) is
        // checked in the production.
        Rule::new(
            "hhmm (latent)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let mut after = after_match(&m[0]).chars();
                if let (Some(c), Some(d)) = (after.next(), after.next())
                    && c != '\n'
                    && d.is_ascii_digit()
                {
                    return None;
                }
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                Some(Token::Time(mk_latent(hour_minute(h < 12, h, mm))))
            },
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                let h = int(m[0].group(1))?;
                let (mm, ss) = (int(m[0].group(2))?, int(m[0].group(3))?);
                Some(Token::Time(hour_minute_second(h < 12, h, mm, ss)))
            },
        ),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(r"((?:1[012]|0?\d))([0-5]\d)"), re(r"([ap])\.?m?\.?")],
            |m| {
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                let am = m[1].group(1)?.eq_ignore_ascii_case("a");
                Some(Token::Time(time_of_day_ampm(am, &hour_minute(true, h, mm))))
            },
        ),
        // A latent hour with a bare "a"/"p" ("3 p") stays latent; with "am"/"pm", or after any hour up to 12
        // that is not latent, the suffix fixes the half of the day.
        Rule::new(
            "<time-of-day> am|pm",
            vec![
                time(is_a_time_of_day),
                re(r"(in the )?([ap])(\s|\.)?(m?)\.?"),
            ],
            |m| {
                let td = m[0].time()?;
                let am = m[1].group(2)?.eq_ignore_ascii_case("a");
                if td.latent && m[1].group(4).unwrap_or("").is_empty() {
                    return Some(Token::Time(mk_latent(time_of_day_ampm(am, td))));
                }
                match td.form {
                    Some(Form::TimeOfDay { hours: Some(h), .. }) if h < 13 => {
                        Some(Token::Time(time_of_day_ampm(am, td)))
                    }
                    _ => None,
                }
            },
        ),
        Rule::new(
            "<hour-of-day> <integer>",
            vec![time(is_an_hour_of_day), integer_between(10, 59)],
            |m| {
                let n = i32::try_from(m[1].numeral()?.int_value()?).ok()?;
                with_minutes(m[0].time()?, n)
            },
        ),
        // Duckling: `-(?!\d)`; the look-ahead (no digit right after the dash) is checked in the production.
        Rule::new(
            "<hour-of-day> - <integer-as-word>",
            vec![time(is_an_hour_of_day), re("-"), integer_between(10, 59)],
            |m| {
                if starts_with_digit(after_match(&m[1])) {
                    return None;
                }
                let n = i32::try_from(m[2].numeral()?.int_value()?).ok()?;
                with_minutes(m[0].time()?, n)
            },
        ),
        Rule::new(
            "<hour-of-day> zero <integer>",
            vec![
                time(is_an_hour_of_day),
                re("(zero|o(h|u)?)"),
                integer_between(1, 9),
            ],
            |m| {
                let n = i32::try_from(m[2].numeral()?.int_value()?).ok()?;
                with_minutes(m[0].time()?, n)
            },
        ),
        // Duckling's last dash is `-(?!\d)`, checked in the production.
        Rule::new(
            "<hour-of-day> - zero - <integer>",
            vec![
                time(is_an_hour_of_day),
                re("-"),
                re("(zero|o(h|u)?)"),
                re("-"),
                integer_between(1, 9),
            ],
            |m| {
                if starts_with_digit(after_match(&m[3])) {
                    return None;
                }
                let n = i32::try_from(m[4].numeral()?.int_value()?).ok()?;
                with_minutes(m[0].time()?, n)
            },
        ),
        Rule::new(
            "<hour-of-day> half",
            vec![time(is_an_hour_of_day), re("half")],
            |m| {
                let (h, is_12h) = hours_of(m[0].time()?)?;
                Some(Token::Time(hour_minute(is_12h, h, 30)))
            },
        ),
        Rule::new(
            "<hour-of-day> quarter",
            vec![time(is_an_hour_of_day), re("(a|one)? ?quarter")],
            |m| {
                let (h, is_12h) = hours_of(m[0].time()?)?;
                Some(Token::Time(hour_minute(is_12h, h, 15)))
            },
        ),
        Rule::new(
            "<integer> to|till|before <hour-of-day>",
            // Deliberate difference: Duckling also takes "of", so a rating ("four of 6 stars") became 05:56
            // (test/conformance/deliberate_differences.jsonl); its corpus has no clock time with a bare "of".
            vec![
                integer_between(1, 59),
                re("to|till|before"),
                time(is_an_hour_of_day),
            ],
            |m| {
                let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                minutes_before(n, m[2].time()?).map(Token::Time)
            },
        ),
        Rule::new(
            "half to|till|before <hour-of-day>",
            vec![re("half (to|till|before|of)"), time(is_an_hour_of_day)],
            |m| minutes_before(30, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "quarter to|till|before <hour-of-day>",
            vec![
                re("(a|one)? ?quarter (to|till|before|of)"),
                time(is_an_hour_of_day),
            ],
            |m| minutes_before(15, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "integer after|past <hour-of-day>",
            vec![
                integer_between(1, 59),
                re("after|past"),
                time(is_an_hour_of_day),
            ],
            |m| {
                let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                minutes_after(n, m[2].time()?).map(Token::Time)
            },
        ),
        Rule::new(
            "half after|past <hour-of-day>",
            vec![re("half (after|past)"), time(is_an_hour_of_day)],
            |m| minutes_after(30, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "quarter after|past <hour-of-day>",
            vec![
                re("(for )?((a|one) )?quarter (after|past)"),
                time(is_an_hour_of_day),
            ],
            |m| minutes_after(15, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "half <integer> (UK style hour-of-day)",
            vec![re("half"), time(is_an_hour_of_day)],
            |m| minutes_after(30, m[1].time()?).map(Token::Time),
        ),
        // Rules.hs line 2674, out of its family's place there.
        Rule::new(
            "<integer> minutes to|till|before <hour-of-day>",
            vec![
                integer_between(1, 59),
                time_grain(|g| g == Grain::Minute),
                re("to|till|before|of"),
                time(is_an_hour_of_day),
            ],
            |m| {
                let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                minutes_before(n, m[3].time()?).map(Token::Time)
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::{check, whole_text_times};

    /// Bare numbers are latent hours 0–23 only; "at" makes one a time.
    #[test]
    fn hours_are_0_to_23() {
        check(
            "en",
            &[(
                "at 17",
                r#"{"type": "value", "value": "2013-02-12T17:00:00.000-02:00", "grain": "hour"}"#,
            )],
        );
        assert!(whole_text_times("at 24", "en").is_empty());
    }
}
