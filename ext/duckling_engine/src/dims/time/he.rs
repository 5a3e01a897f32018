//! Hebrew times: Duckling's `Duckling/Time/HE/Rules.hs`, its rules in the order of its `rules` list, then its
//! months. Hebrew writes its prepositions on the word ("בשבת", "למרץ", "מ10"): a one-letter regex such as
//! "ב" stands alone there, since Duckling's edges take every uncased letter as a class of its own.
//!
//! One of Duckling's rules is left out because its production never yields: "half after|past <integer>
//! (hour-of-day)" reads its time from the regex's place.

use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{
    dom_integer, dom_ordinal, get_int_value as int_value, group_int, hours_of, integer_between,
    rank, tt,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time, time_grain};
use crate::engine::rule::Item;
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_n, cycle_nth, cycle_nth_after, day_of_month, day_of_week, duration_ago, hour,
    hour_minute, in_duration, intersect, intersect_dom, interval, is_a_day_of_week, is_a_month,
    is_a_part_of_day, is_a_time_of_day, is_an_hour_of_day, is_not_latent, minutes_after,
    minutes_before, mk_latent, mk_ok_for_this_next, month, month_day, not_latent, now, part_of_day,
    pred_last_of, pred_nth, time_of_day_ampm, today, weekend, with_direction, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// The token itself, as Duckling's `(x:_) -> Just x`: a particle beside it changes only the span.
fn same(m: &Matched<'_, Token>) -> Option<Token> {
    m.token().cloned()
}

/// Duckling's part-of-day intervals: latent, from hour `from` to hour `to`.
fn part(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    tt(part_of_day(mk_latent(td)))
}

/// `hourMinute is12H hours minutes` of an hour-of-day token.
fn at_minutes(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (hours, is_12h) = hours_of(m.time()?)?;
    tt(hour_minute(is_12h, hours, minutes))
}

/// The rule `name` reading the day of the month of its `day` item with the month at `month_at`.
fn dom_rule(name: &'static str, pattern: Vec<Item<Token>>, day: usize, month_at: usize) -> Rule {
    Rule::new(name, pattern, move |m| {
        intersect_dom(m[month_at].time()?, int_value(&m[day])?).map(Token::Time)
    })
}

const QUARTER: &str = "רבע(י)?";
const HALF: &str = "חצי|מחצית";

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        shared_rules::comma_after_named_day(),
        shared_rules::after_duration("אחרי"),
        shared_rules::after("אחרי"),
        Rule::new(
            "afternoon",
            vec![re("אחה(״)?צ|אחר הצהריים")],
            |_| part(12, 19),
        ),
        Rule::new(
            "at hour <time-of-day>",
            vec![re("בשעה"), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        shared_rules::at("ב"),
        shared_rules::between_datetimes("בין", "ל"),
        shared_rules::between_times_of_day("בין", "ל"),
        Rule::new(
            "current <day-of-week>",
            vec![time(is_a_day_of_week), re("(הזה|הזאת|הקרוב(ה)?)")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        shared_rules::cycle_after_time("אחרי"),
        shared_rules::cycle_before_time("לפני"),
        Rule::new("ב <date>", vec![re("ב"), any(Kind::Time)], |m| {
            same(&m[1])
        }),
        shared_rules::datetime_to_datetime(r"\-|ע(ד)?"),
        shared_rules::day_named_month(),
        shared_rules::day_of_named_month("של|ב|ל"),
        shared_rules::ordinal_day(),
        shared_rules::ordinal_day_of_named_month("של|ב|ל"),
        shared_rules::ordinal_day_named_month(),
        shared_rules::ordinal_day_named_month_year(),
        shared_rules::duration_after_time("אחרי|לאחר"),
        Rule::new(
            "<duration> ago",
            vec![re("לפני"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        shared_rules::duration_before_time("לפני"),
        shared_rules::duration_from_now("מעכשיו"),
        Rule::new("End of month", vec![re("סוף (ה)?חודש")], |_| {
            tt(cycle_nth(Grain::Month, 1))
        }),
        Rule::new("End of year", vec![re("סוף (ה)?שנה")], |_| {
            tt(cycle_nth(Grain::Year, 1))
        }),
        Rule::new("evening|night", vec![re("(ב)?ערב")], |_| part(18, 0)),
        Rule::new(
            "for <duration>",
            vec![re("תוך"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        shared_rules::from_datetime_to_datetime("מ|משעה", r"\-|עד"),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)"),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(r"((?:1[012]|0?\d))([0-5]\d)"), re(r"([ap])\.?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                let hm = hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(time_of_day_ampm(is_am, &hm))
            },
        ),
        shared_rules::ambiguous_hh_mm_ss(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)"),
        Rule::new(
            "<hour-of-day> and <integer>",
            vec![time(is_an_hour_of_day), re("ו"), integer_between(1, 59)],
            |m| at_minutes(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> and quarter",
            vec![time(is_an_hour_of_day), re("ו"), re(QUARTER)],
            |m| at_minutes(&m[0], 15),
        ),
        Rule::new(
            "<hour-of-day> and half",
            vec![time(is_an_hour_of_day), re("ו"), re(HALF)],
            |m| at_minutes(&m[0], 30),
        ),
        Rule::new(
            "<hour-of-day> <integer>",
            vec![time(is_an_hour_of_day), integer_between(1, 59)],
            |m| at_minutes(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> quarter",
            vec![time(is_an_hour_of_day), re(QUARTER)],
            |m| at_minutes(&m[0], 15),
        ),
        Rule::new(
            "<hour-of-day> half",
            vec![time(is_an_hour_of_day), re(HALF)],
            |m| at_minutes(&m[0], 30),
        ),
        shared_rules::in_duration("בעוד"),
        Rule::new("in <named-month>", vec![re("ב"), time(is_a_month)], |m| {
            same(&m[1])
        }),
        shared_rules::intersect(),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "last <cycle>",
            vec![any(Kind::TimeGrain), re("האחרון|האחרונה|שעבר|שעברה")],
            |m| tt(cycle_nth(m[0].time_grain()?, -1)),
        ),
        // Duckling's production is `predNth 0 True`, the coming one, as "current <day-of-week>".
        Rule::new(
            "last <day-of-week>",
            vec![time(is_a_day_of_week), re("(שעבר(ה)?|הקודמת|הקודם)")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![time(is_a_day_of_week), re("האחרון של"), any(Kind::Time)],
            |m| tt(pred_last_of(m[0].time()?, m[2].time()?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                integer_between(1, 9999),
                any(Kind::TimeGrain),
                re("אחרון|אחרונות|אחרונה|אחרונים"),
            ],
            |m| tt(cycle_n(true, m[1].time_grain()?, -int_value(&m[0])?)),
        ),
        Rule::new(
            "last <time>",
            vec![any(Kind::Time), re("שעבר|(ה)?קודם|(ה)?אחרון")],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new("lunch", vec![re("(ב)?צהריים")], |_| part(12, 14)),
        shared_rules::midnight("(ב)?חצות"),
        Rule::new(
            "mm/dd",
            vec![re(r"(0?[1-9]|1[0-2])/(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(
                r"(0?[1-9]|1[0-2])[/-](3[01]|[12]\d|0?[1-9])[-/](\d{2,4})",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                ))
            },
        ),
        Rule::new("morning", vec![re("(ב)?בוקר")], |_| part(4, 12)),
        Rule::new(
            "ב <named-day>",
            vec![re("ב"), time(is_a_day_of_week)],
            |m| same(&m[1]),
        ),
    ];
    all.extend((1..).zip(DAYS).map(|(n, pattern)| {
        Rule::new("named-day", vec![re(pattern)], move |_| tt(day_of_week(n)))
    }));
    all.extend([
        dom_rule(
            "<named-day> <day-of-month> (ordinal)",
            vec![time(is_a_day_of_week), dom_ordinal()],
            1,
            0,
        ),
        shared_rules::named_month_day(),
        shared_rules::named_month_ordinal_day(),
        Rule::new(
            "next <cycle>",
            vec![any(Kind::TimeGrain), re("הבא(ה)?")],
            |m| tt(cycle_nth(m[0].time_grain()?, 1)),
        ),
        Rule::new(
            "next <day-of-week>",
            vec![time(is_a_day_of_week), re("(הבא(ה)?)")],
            |m| tt(pred_nth(1, true, m[0].time()?)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                integer_between(1, 9999),
                any(Kind::TimeGrain),
                re("הבא|הבאה|הבאים|הבאות"),
            ],
            |m| tt(cycle_n(true, m[1].time_grain()?, int_value(&m[0])?)),
        ),
        Rule::new(
            "next <time>",
            vec![time(is_not_latent), re("הבא(ה)?")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        shared_rules::noon("(ב)?צהריים"),
        Rule::new("now", vec![re("עכשיו|מייד")], |_| tt(now())),
        shared_rules::nth_time_after_time("אחרי"),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Time),
                any(Kind::Ordinal),
                re("של|ב"),
                any(Kind::Time),
            ],
            |m| {
                let td = intersect(m[3].time()?, m[0].time()?)?;
                tt(pred_nth(rank(&m[1])?, false, &td))
            },
        ),
        shared_rules::ordinal_cycle_after_time("אחרי|לאחר"),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), time_grain(|g| g == Grain::Quarter)],
            |m| {
                let this_year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(
                    true,
                    Grain::Quarter,
                    rank(&m[0])?,
                    &this_year,
                ))
            },
        ),
        shared_rules::ordinal_quarter_year(),
        Rule::new(
            "<part-of-day> of <time>",
            vec![re("ב"), time(is_a_part_of_day), re("של"), any(Kind::Time)],
            |m| intersect(m[1].time()?, m[3].time()?).map(Token::Time),
        ),
        Rule::new(
            "integer after|past <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("אחרי"), time(is_an_hour_of_day)],
            |m| minutes_after(int_value(&m[0])?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![re(QUARTER), re("אחרי"), time(is_an_hour_of_day)],
            |m| minutes_after(15, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "<integer> to|till|before <integer> (hour-of-day)",
            vec![
                integer_between(1, 59),
                re("לפני|ל"),
                time(is_an_hour_of_day),
            ],
            |m| minutes_before(int_value(&m[0])?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![re(QUARTER), re("לפני|ל"), time(is_an_hour_of_day)],
            |m| minutes_before(15, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![re(HALF), re("לפני|ל"), time(is_an_hour_of_day)],
            |m| minutes_before(30, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "since <time-of-day>",
            vec![re("מ"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "the <cycle> after <time>",
            vec![re("ה"), any(Kind::TimeGrain), re("אחרי"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, 1, m[3].time()?)),
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![re("ה"), any(Kind::TimeGrain), re("לפני"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, -1, m[3].time()?)),
        ),
        // Duckling's regex is "ה/S", a slash and a capital S after the article, as written.
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("ה/S"), dom_integer()],
            |m| tt(mk_latent(day_of_month(int_value(&m[1])?))),
        ),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("ה"), dom_ordinal()],
            |m| tt(day_of_month(int_value(&m[1])?)),
        ),
        Rule::new(
            "the ides of <named-month>",
            vec![re("באמצע"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let day = ides_of(td)?;
                intersect(td, &day).map(Token::Time)
            },
        ),
        shared_rules::the_ordinal_cycle_after_time("ה", "אחרי|לאחר"),
        Rule::new(
            "this <cycle>",
            vec![any(Kind::TimeGrain), re("הקרו(ב)?ה|הזה|הזאת")],
            |m| tt(cycle_nth(m[0].time_grain()?, 0)),
        ),
        Rule::new("this evening", vec![re("הערב")], |_| {
            let evening = interval(TimeIntervalType::Open, &hour(false, 18), &hour(false, 0))?;
            tt(part_of_day(intersect(&today(), &evening)?))
        }),
        Rule::new(
            "this <time>",
            vec![any(Kind::Time), re("הקרוב|הזה")],
            |m| tt(pred_nth(0, false, m[0].time()?)),
        ),
        Rule::new(
            "<time> of <part-of-day>",
            vec![any(Kind::Time), re("ב"), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[1].time()?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"(in the )?([ap])(\s|\.)?m?\.?")],
            |m| {
                let is_am = m[1].group(2)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(is_am, m[0].time()?))
            },
        ),
        shared_rules::ambiguous_latent_hour(),
        shared_rules::oclock("o.?clock"),
        Rule::new("today", vec![re("היום")], |_| tt(today())),
        Rule::new("tomorrow", vec![re("(מחר|למחרת)")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        shared_rules::until("עד"),
        Rule::new("week-end", vec![re("(סופ״ש|סוף השבוע)")], |_| tt(weekend())),
        shared_rules::year(),
        Rule::new("yesterday", vec![re("(אתמול|אמש)")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
    ]);
    all.extend((1..).zip(MONTHS).map(|(n, name)| {
        Rule::new(name, vec![re(name)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    }));
    all
}

/// Duckling's "named-day" rules, Monday (1) to Sunday (7).
const DAYS: [&str; 7] = [
    "(יום )?שני",
    "(יום )?שלישי",
    "(יום )?רביעי",
    "(יום )?חמישי",
    "(יום )?שישי",
    "(יום )?שבת",
    "(יום )?ראשון",
];

/// Duckling's `ruleMonths`: each month's name is its regex.
const MONTHS: [&str; 12] = [
    "ינואר",
    "פברואר",
    "מרץ",
    "אפריל",
    "מאי",
    "יוני",
    "יולי",
    "אוגוסט",
    "ספטמבר",
    "אוקטובר",
    "נובמבר",
    "דצמבר",
];
