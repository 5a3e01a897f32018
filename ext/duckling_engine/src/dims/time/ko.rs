//! Korean times: Duckling's `Duckling/Time/KO/Rules.hs`, its rules in the order of its `rules` list, then its
//! holidays, seasons and days of the week.
//!
//! Three of Duckling's rules are left out because their productions never yield: "<time-of-day>에" and
//! "<duration> from now" read their token from the regex's place, and "<time> 마지막 <cycle> " (with a
//! trailing blank) expects its grain first; "<time> 마지막 <cycle>" makes the same tokens.

use crate::dims::time::helpers::{
    Holiday, Season, day_of_week_rules, group_int, holiday_rules, in_zone, int_value,
    integer_between, season_rules, tt, zone_after_time,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time, time_grain};
use crate::time::Grain;
use crate::time::data::{Form, IntervalDirection};
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, day_of_month, has_no_timezone, hour, hour_minute,
    in_duration, intersect, interval, is_a_day_of_week, is_a_month, is_a_part_of_day,
    is_a_time_of_day, is_an_hour_of_day, is_not_latent, minutes_before, month, month_day,
    not_latent, now, part_of_day, pred_last_of, pred_nth, second, time_of_day_ampm, today, weekend,
    with_direction, year, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// The hour as written of an hour-of-day token (Duckling's `TimeOfDay (Just hours) _`).
fn hours(m: &Matched<'_, Token>) -> Option<i32> {
    match m.time()?.form {
        Some(Form::TimeOfDay { hours: Some(h), .. }) => Some(h),
        _ => None,
    }
}

/// The token itself, as Duckling's `(x:_) -> Just x`: a particle after it changes only the span.
fn same(m: &[Matched<'_, Token>]) -> Option<Token> {
    m[0].token().cloned()
}

/// The Sino-Korean digits, as ruleDayWithKoreanNumeral reads them.
fn sino_digit(word: &str) -> Option<i32> {
    ["일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
        .iter()
        .position(|&d| d == word)
        .map(|i| i as i32 + 1)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        shared_rules::about("대충|약"),
        shared_rules::comma_after_named_day(),
        Rule::new(
            "after <duration>",
            vec![any(Kind::Duration), re("(이)?후")],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    in_duration(m[0].duration()?),
                ))
            },
        ),
        Rule::new(
            "after <part-of-day>",
            vec![time(is_a_part_of_day), re("지나서|후에")],
            |m| tt(part_of_day(intersect(&today(), m[0].time()?)?)),
        ),
        Rule::new(
            "after <time-of-day>",
            vec![
                time(|td| is_a_time_of_day(td) || is_a_part_of_day(td)),
                re("지나서|(이)?후(에)?"),
            ],
            |m| {
                tt(not_latent(with_direction(
                    IntervalDirection::After,
                    m[0].time()?.clone(),
                )))
            },
        ),
        shared_rules::latent_part("afternoon", "오후", 12, 19),
        Rule::new(
            "am|pm <time-of-day>",
            vec![re("(오전|아침|오후|저녁)"), time(is_a_time_of_day)],
            |m| {
                let is_am = matches!(m[0].group(1)?, "오전" | "아침");
                tt(time_of_day_ampm(is_am, m[1].time()?))
            },
        ),
        Rule::new(
            "by <time> - 까지",
            vec![any(Kind::Time), re("까지")],
            |m| interval(TimeIntervalType::Open, &now(), m[0].time()?).map(Token::Time),
        ),
        Rule::new("<date>에", vec![any(Kind::Time), re("에")], same),
        shared_rules::datetime_to_datetime(r"\-|\~|부터"),
        Rule::new("day", vec![integer_between(1, 31), re("일")], |m| {
            tt(day_of_month(int_value(&m[0])?))
        }),
        Rule::new(
            "day with korean number - 십일..삼십일일",
            vec![re("((이|삼)?십(일|이|삼|사|오|육|칠|팔|구)?)일")],
            |m| {
                // An unmatched group is empty text to Duckling, and counts one ten or one unit.
                let dozens = match m[0].group(2) {
                    Some("이") => 2,
                    Some("삼") => 3,
                    _ => 1,
                };
                let units = m[0].group(3).and_then(sino_digit).unwrap_or(1);
                tt(day_of_month(10 * dozens + units))
            },
        ),
        Rule::new(
            "day with korean number - 일일..구일",
            vec![re("(일|이|삼|사|오|육|칠|팔|구)일")],
            |m| tt(day_of_month(sino_digit(m[0].group(1)?)?)),
        ),
        shared_rules::duration_ago("(이)?전"),
        Rule::new("end of <time>", vec![any(Kind::Time), re("말")], |m| {
            tt(pred_nth(1, false, m[0].time()?))
        }),
        shared_rules::latent_part("evening|night", "저녁|밤", 18, 0),
        Rule::new(
            "exactly <time-of-day>",
            vec![time(is_a_time_of_day), re("정각")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
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
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
                re("분"),
            ],
            |m| tt(hour_minute(true, hours(&m[0])?, int_value(&m[1])?)),
        ),
        Rule::new(
            "<hour-of-day> half (as relative minutes)",
            vec![time(is_an_hour_of_day), re("반")],
            |m| tt(hour_minute(true, hours(&m[0])?, 30)),
        ),
        Rule::new(
            "in <duration>",
            vec![any(Kind::Duration), re("(안|내)(에)?")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![time(is_a_part_of_day), re("에|동안")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<integer> (hour-of-day) relative minutes 전",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
                re("분전"),
            ],
            |m| minutes_before(int_value(&m[1])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "half (hour-of-day) relative minutes 전",
            vec![time(is_an_hour_of_day), re("반전")],
            |m| minutes_before(30, m[0].time()?).map(Token::Time),
        ),
        shared_rules::intersect(),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        shared_rules::last_cycle("지난|작|전|저번"),
        shared_rules::last_n_cycles("지난"),
        shared_rules::last_time("전|저번|지난"),
        shared_rules::latent_part("lunch", "점심", 12, 14),
        shared_rules::midnight("자정"),
        Rule::new(
            "mm/dd",
            vec![re(r"(0?[1-9]|1[0-2])/(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(
                r"(\d{2,4})[-/](0?[1-9]|1[0-2])[/-](3[01]|[12]\d|0?[1-9])",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                ))
            },
        ),
        Rule::new("month", vec![integer_between(1, 12), re("월")], |m| {
            tt(month(int_value(&m[0])?))
        }),
        shared_rules::latent_part("morning", "아침", 4, 12),
        Rule::new(
            "<named-day>에",
            vec![time(is_a_day_of_week), re("에")],
            same,
        ),
        Rule::new("<named-month>에", vec![time(is_a_month), re("에")], same),
        shared_rules::next_cycle("다음|오는|차|내"),
        shared_rules::next_n_cycles("다음"),
        shared_rules::next_time("다음|오는"),
        shared_rules::noon("정오"),
        Rule::new("now", vec![re("방금|지금|방금|막")], |_| tt(now())),
        Rule::new(
            "<1..4> quarter",
            vec![integer_between(1, 4), time_grain(|g| g == Grain::Quarter)],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(
                    false,
                    Grain::Quarter,
                    int_value(&m[0])? - 1,
                    &year,
                ))
            },
        ),
        Rule::new(
            "since <time-of-day>",
            vec![time(is_a_time_of_day), re("이래로")],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    pred_nth(-1, false, m[0].time()?),
                ))
            },
        ),
        Rule::new(
            "the day after tomorrow - 내일모레",
            vec![re("(내일)?모레")],
            |_| {
                tt(cycle_nth_after(
                    false,
                    Grain::Day,
                    1,
                    &cycle_nth(Grain::Day, 1),
                ))
            },
        ),
        Rule::new(
            "the day before yesterday - 엊그제",
            vec![re("(엊)?그(제|재)")],
            |_| {
                tt(cycle_nth_after(
                    false,
                    Grain::Day,
                    -1,
                    &cycle_nth(Grain::Day, -1),
                ))
            },
        ),
        shared_rules::this_cycle("이번|금|올"),
        Rule::new(
            "this <day-of-week>",
            vec![re("이번(주)?|금주"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        shared_rules::this_time("이번"),
        Rule::new(
            "<time> after next",
            vec![any(Kind::Time), re("after next")],
            |m| tt(pred_nth(1, true, m[0].time()?)),
        ),
        Rule::new(
            "<time> 마지막 <cycle>",
            vec![any(Kind::Time), re("마지막"), any(Kind::TimeGrain)],
            |m| tt(cycle_last_of(m[2].time_grain()?, m[0].time()?)),
        ),
        Rule::new(
            "<time> 마지막 <day-of-week>",
            vec![any(Kind::Time), re("마지막"), time(is_a_day_of_week)],
            |m| tt(pred_last_of(m[2].time()?, m[0].time()?)),
        ),
        Rule::new(
            "<time> nth <time> - 3월 첫째 화요일",
            vec![any(Kind::Time), any(Kind::Ordinal), any(Kind::Time)],
            |m| {
                let n = i32::try_from(m[1].ordinal()?.value).ok()?;
                let td = intersect(m[0].time()?, m[2].time()?)?;
                tt(pred_nth(n - 1, false, &td))
            },
        ),
        Rule::new(
            "<time> <ordinal> <cycle>",
            vec![any(Kind::Time), any(Kind::Ordinal), any(Kind::TimeGrain)],
            |m| {
                let n = i32::try_from(m[1].ordinal()?.value).ok()?;
                tt(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    n - 1,
                    m[0].time()?,
                ))
            },
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "time-of-day",
            vec![integer_between(0, 24), re("시")],
            |m| tt(hour(true, int_value(&m[0])?)),
        ),
        Rule::new(
            "<time-of-day> 정각",
            vec![time(is_a_time_of_day), re("정각")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<time-of-day>이전",
            vec![time(is_a_time_of_day), re("(이)?전")],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[0].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"(in the )?([ap])(\s|\.)?m?\.?")],
            |m| {
                let is_am = m[1].group(2)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(is_am, m[0].time()?))
            },
        ),
        shared_rules::approximately("정도|쯤"),
        shared_rules::ambiguous_latent_hour(),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(r"\-|\~|부터"),
                time(is_a_time_of_day),
            ],
            |m| interval(TimeIntervalType::Closed, m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new("today", vec![re("오늘|당일|금일")], |_| tt(today())),
        Rule::new("tomorrow", vec![re("내일|명일|낼")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new("week-end", vec![re("주말")], |_| tt(weekend())),
        Rule::new(
            "within <duration>",
            vec![any(Kind::Duration), re("이내(에)?")],
            |m| {
                interval(
                    TimeIntervalType::Open,
                    &now(),
                    &in_duration(m[0].duration()?),
                )
                .map(Token::Time)
            },
        ),
        shared_rules::year(),
        Rule::new("year", vec![integer_between(1, 2100), re("년")], |m| {
            tt(year(int_value(&m[0])?))
        }),
        shared_rules::latent_year(1, 999),
        shared_rules::latent_year(2101, 10000),
        Rule::new(
            "<year> <1..4>quarter",
            vec![
                any(Kind::Time),
                integer_between(1, 4),
                time_grain(|g| g == Grain::Quarter),
            ],
            |m| {
                tt(cycle_nth_after(
                    false,
                    Grain::Quarter,
                    int_value(&m[1])? - 1,
                    m[0].time()?,
                ))
            },
        ),
        Rule::new("yesterday", vec![re("어제")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new("seconds", vec![integer_between(0, 59), re("초")], |m| {
            tt(second(int_value(&m[0])?))
        }),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td) && has_no_timezone(td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
    ];
    all.extend(holiday_rules(HOLIDAYS));
    all.extend(season_rules(&SEASONS));
    all.extend(day_of_week_rules(&DAYS));
    all
}

/// Duckling's `ruleHolidays`.
const HOLIDAYS: &[Holiday] = &[
    ("Liberation Day", "광복절", || Some(month_day(8, 15))),
    ("Constitution Day", "제헌절", || Some(month_day(7, 17))),
    ("New Year's Day", "(신정)|(설날)", || {
        Some(month_day(1, 1))
    }),
    ("Hangul Day", "한글날", || Some(month_day(10, 9))),
    ("National Foundation Day", "개천절", || {
        Some(month_day(10, 3))
    }),
    ("Independence Movement Day", "삼일절", || {
        Some(month_day(3, 1))
    }),
    ("Memorial Day", "현충일", || Some(month_day(6, 6))),
    ("Christmas", "크리스마스", || Some(month_day(12, 25))),
    ("Christmas Eve", "(크리스마스)?이브", || {
        Some(month_day(12, 24))
    }),
    ("Children's Day", "어린이날", || Some(month_day(5, 5))),
];

/// Duckling's `ruleSeasons`: name, regex, first day, first day of the next season.
const SEASONS: [Season; 4] = [
    ("Summer", "여름", (6, 21), (9, 23)),
    ("Fall", "가을", (9, 23), (12, 21)),
    ("Winter", "겨울", (12, 21), (3, 20)),
    ("Spring", "봄", (3, 20), (6, 21)),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", "월(요일|욜)"),
    ("Tuesday", "화(요일|욜)"),
    ("Wednesday", "수(요일|욜)"),
    ("Thursday", "목(요일|욜)"),
    ("Friday", "금(요일|욜)"),
    ("Saturday", "토(요일|욜)"),
    ("Sunday", "일(요일|욜)"),
];

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's KO corpus never reaches, each with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check(
            "ko",
            &[
                (
                    "7시 이래로",
                    r#"{"from": {"grain": "hour", "value": "2013-02-11T19:00:00.000-02:00"}, "type": "interval"}"#,
                ),
                (
                    "3월말",
                    r#"{"grain": "month", "type": "value", "value": "2014-03-01T00:00:00.000-02:00"}"#,
                ),
                (
                    "3시 정각",
                    r#"{"grain": "hour", "type": "value", "value": "2013-02-12T15:00:00.000-02:00"}"#,
                ),
                (
                    "저녁 동안",
                    r#"{"from": {"grain": "hour", "value": "2013-02-12T18:00:00.000-02:00"}, "to": {"grain": "hour", "value": "2013-02-13T00:00:00.000-02:00"}, "type": "interval"}"#,
                ),
                (
                    "점심 지나서",
                    r#"{"from": {"grain": "hour", "value": "2013-02-12T12:00:00.000-02:00"}, "to": {"grain": "hour", "value": "2013-02-12T14:00:00.000-02:00"}, "type": "interval"}"#,
                ),
                (
                    "11시 반전",
                    r#"{"grain": "minute", "type": "value", "value": "2013-02-12T10:30:00.000-02:00"}"#,
                ),
                (
                    "2013년 1분기",
                    r#"{"grain": "quarter", "type": "value", "value": "2013-01-01T00:00:00.000-02:00"}"#,
                ),
                (
                    "월요일,",
                    r#"{"grain": "day", "type": "value", "value": "2013-02-18T00:00:00.000-02:00"}"#,
                ),
                (
                    "어제, 3시",
                    r#"{"grain": "hour", "type": "value", "value": "2013-02-11T03:00:00.000-02:00"}"#,
                ),
                (
                    "1130am",
                    r#"{"grain": "minute", "type": "value", "value": "2013-02-12T11:30:00.000-02:00"}"#,
                ),
                (
                    "오전 8시 30분 정도",
                    r#"{"grain": "minute", "type": "value", "value": "2013-02-12T08:30:00.000-02:00"}"#,
                ),
                (
                    "2시간 이후",
                    r#"{"from": {"grain": "minute", "value": "2013-02-12T06:30:00.000-02:00"}, "type": "interval"}"#,
                ),
                (
                    "지난 크리스마스",
                    r#"{"grain": "day", "holidayBeta": "Christmas", "type": "value", "value": "2012-12-25T00:00:00.000-02:00"}"#,
                ),
            ],
        );
    }
}
