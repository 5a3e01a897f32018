//! Georgian times: Duckling's `Duckling/Time/KA/Rules.hs`, its rules in the order of its `rules` list, then its
//! instants, days, months, seasons and holidays. Georgian writes its case endings on the word ("ორშაბათს",
//! "2014-ში", "8-ზე"), and Duckling's regexes carry them.
//!
//! Left out, because their productions never yield: "nth <time> after <time>" (reads an ordinal from the time's
//! place), "the <day-of-month> (number)" and "by <time>" (read a token past the pattern's end or from a regex's
//! place), "<duration> hence|ago" and "at the beginning|end of <week>" (read a regex group their regex lacks),
//! "at the beginning|end of <year>" (looks up its second group, which never holds a word of its table) and
//! "<TimeGrain>" (asks a grain of a time token, then reads a grain token). Nor is the first "this|last|next
//! <cycle>", whose token ("წინა თვე": last month) Duckling never keeps: the second rule of that name reads the
//! same words, later, into an interval, and Duckling's stash holds one node per span, rule name and children
//! whose times differ only in their predicate (`TimeData`'s `Eq` leaves it out), the one made last.

use crate::dims::time::helpers::{
    Holiday, Season, day_of_week_rules, dom_ordinal, dom_value_rules, get_int_value as int_value,
    group_int, holiday_rules, instant_rules, integer_between, month_rules, season_rules, tt,
    two_dom_rules,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{
    Kind, Matched, NumeralData, Rule, Token, any, numeral, re, time, time_grain,
};
use crate::time::Grain;
use crate::time::computed::orthodox_easter_sunday;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::duration::duration;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, day_of_month, day_of_week, duration_ago,
    duration_before, duration_interval_ago, hour, hour_minute, in_duration, in_duration_interval,
    intersect, intersect_dom, interval, is_a_day_of_week, is_a_month, is_a_part_of_day,
    is_a_time_of_day, is_an_hour_of_day, is_grain_finer_than, is_grain_of_time, is_not_latent,
    is_ok_with_this_next, minutes_after, minutes_before, mk_latent, mk_ok_for_this_next, month,
    month_day, not_latent, now, part_of_day, pred_last_of, pred_nth, season, time_of_day_ampm,
    today, weekend, with_direction, year, year_month_day,
};
use crate::time::object::TimeIntervalType::{Closed, Open};

/// Duckling's `geoWeekend`: Saturday to Sunday.
fn geo_weekend() -> TimeData {
    interval(Open, &day_of_week(6), &day_of_week(7)).unwrap_or_else(weekend)
}

/// Duckling's `workweek`: Monday 10:00 to Friday 18:00.
fn workweek() -> Option<TimeData> {
    let monday = intersect(&day_of_week(1), &hour(false, 10))?;
    let friday = intersect(&day_of_week(5), &hour(false, 18))?;
    interval(Open, &monday, &friday)
}

/// A latent part of the day from hour `from` to hour `to`.
fn part(from: i32, to: i32) -> Option<Token> {
    let td = interval(Open, &hour(false, from), &hour(false, to))?;
    tt(part_of_day(mk_latent(td)))
}

/// `td` within today, a part of the day no longer latent.
fn today_part(td: &TimeData) -> Option<Token> {
    tt(part_of_day(not_latent(intersect(&today(), td)?)))
}

/// A closed interval from the time at `from` to the time at `to`.
fn closed(m: &[Matched<'_, Token>], from: usize, to: usize) -> Option<Token> {
    interval(Closed, m[from].time()?, m[to].time()?).map(Token::Time)
}

/// The days `day1` to `day2` of the month at `month_at`, an interval.
fn days_of_month(
    m: &[Matched<'_, Token>],
    month_at: usize,
    day1: usize,
    day2: usize,
) -> Option<Token> {
    let td = m[month_at].time()?;
    let start = intersect_dom(td, int_value(&m[day1])?)?;
    let end = intersect_dom(td, int_value(&m[day2])?)?;
    interval(Closed, &start, &end).map(Token::Time)
}

/// The part of a month from day `from` to day `to` (its last day where `to` is `None`).
fn month_part(td: &TimeData, from: i32, to: Option<i32>) -> Option<Token> {
    let start = intersect(td, &day_of_month(from))?;
    let end = match to {
        Some(day) => intersect(td, &day_of_month(day))?,
        None => cycle_last_of(Grain::Day, td),
    };
    interval(Open, &start, &end).map(Token::Time)
}

/// A whole `grain` `n` from now, as an interval.
fn whole_cycle(grain: Grain, n: i32) -> Option<Token> {
    let td = cycle_nth(grain, n);
    interval(Closed, &td, &td).map(Token::Time)
}

/// A month or a time of month grain ("მარტის", "ამ თვის").
fn month_like(td: &TimeData) -> bool {
    is_a_month(td) || is_grain_of_time(Grain::Month, td)
}

/// Whether the text after a match goes on with a character and then a digit: Duckling's `(?!.\d)`.
fn digit_follows_next(m: &Matched<'_, Token>) -> bool {
    let (Some(text), Some(whole)) = (m.haystack(), m.range(0)) else {
        return false;
    };
    let mut rest = text[whole.end..].chars();
    rest.next().is_some() && rest.next().is_some_and(|c| c.is_ascii_digit())
}

const FROM: &str = "-ი?დან ?|ი?დან ?| ი?დან ?";
const UNTIL: &str = "-ა?მდე ?|ა?მდე ?| ა?მდე ?";

pub(crate) fn rules() -> Vec<Rule> {
    let year_or_not_latent = || time(|td| is_not_latent(td) || is_grain_of_time(Grain::Year, td));
    let mut all = vec![
        Rule::new(
            "intersect",
            vec![year_or_not_latent(), year_or_not_latent()],
            |m| {
                let (a, b) = (m[0].time()?, m[1].time()?);
                if a.latent && b.latent {
                    return None;
                }
                tt(not_latent(intersect(a, b)?))
            },
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), time_grain(|g| g == Grain::Quarter)],
            |m| {
                let n = int_value(&m[0])?;
                let this_year = cycle_nth(Grain::Year, 0);
                let start = cycle_nth_after(true, Grain::Quarter, n - 1, &this_year);
                let end = cycle_nth_after(true, Grain::Quarter, n, &this_year);
                interval(Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "last|past|next <duration>",
            vec![re("ბოლო|უკანასკნელი?"), any(Kind::Duration)],
            |m| interval(Closed, &duration_ago(m[1].duration()?), &now()).map(Token::Time),
        ),
        Rule::new(
            "in year",
            vec![
                time(|td| is_grain_of_time(Grain::Year, td)),
                re(" ?წელს| ?წელი| ?წლის|-ში|ში"),
            ],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![re("შემდეგი|მომავალი"), time(is_a_day_of_week)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![re("შემდეგი?|მომავალი?"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "this <time>",
            vec![re("ამ|ეს|ახლანდელი|მიმდინარე"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("(წინა|ბოლო|გასული?)"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![re("(შემდეგის შემდეგი? ?)"), any(Kind::Time)],
            |m| {
                let bare = m[0].group(1)? == "შემდეგის შემდეგ";
                tt(pred_nth(2, bare, m[1].time()?))
            },
        ),
        Rule::new(
            "<time> before last",
            vec![re("(ბოლოს წინა ?|წინის წინა ?)"), any(Kind::Time)],
            |m| {
                let bare = m[0].group(1)? == "ბოლოს წინა";
                tt(pred_nth(-2, bare, m[1].time()?))
            },
        ),
        Rule::new(
            "last weekend of <named-month>",
            vec![
                re("ბოლო უიქ?კ? ?ენდი|ვიქ?კ? ?ენდი|შაბ?ფ?ათკვირა|შაბ?ფ?ათ-კვირა|უქმეები"),
                time(is_a_month),
            ],
            |m| tt(pred_last_of(&geo_weekend(), m[1].time()?)),
        ),
        Rule::new(
            "last weekend of <named-month>",
            vec![
                time(is_a_month),
                re(
                    "(ს? ?ბოლო უიქ?კ? ?ენდი ?|ს? ბოლო ?ვიქ?კ? ?ენდი ?|ს? ბოლო ?შაბ?ფ?ათკვირა ?|ს? ბოლო ?შაბ?ფ?ათ-კვირა ?)| ს?უქმეები ?",
                ),
            ],
            |m| tt(pred_last_of(&geo_weekend(), m[0].time()?)),
        ),
        Rule::new(
            "last workweek of <named-month>",
            vec![re("ბოლო სამუშაო ?კვირას?(ში)?"), time(is_a_month)],
            |m| tt(pred_last_of(&workweek()?, m[1].time()?)),
        ),
        Rule::new(
            "last workweek of <named-month>",
            vec![time(is_a_month), re("(ს? ბოლო სამუშაო ?კვირას?(ში)?)")],
            |m| tt(pred_last_of(&workweek()?, m[0].time()?)),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![any(Kind::Time), any(Kind::Ordinal), any(Kind::Time)],
            |m| {
                let td = intersect(m[2].time()?, m[0].time()?)?;
                tt(pred_nth(int_value(&m[1])? - 1, false, &td))
            },
        ),
        shared_rules::latent_year(25, 10000),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_ordinal(), re("( დღეს?)?")],
            |m| intersect_dom(m[0].time()?, int_value(&m[1])?).map(Token::Time),
        ),
        shared_rules::ambiguous_latent_hour(),
        Rule::new(
            "at <time-of-day>",
            vec![time(is_a_time_of_day), re("ს|-ს|-ზე|ზე| ზე")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        shared_rules::oclock("სა?ათი?ს?(ზე)?(ისთვის)?"),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)"),
        // Duckling's `(?!.\d)` after the minutes is checked in the production.
        Rule::new(
            "hhmm (latent)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                if digit_follows_next(&m[0]) {
                    return None;
                }
                let hm = hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hm))
            },
        ),
        shared_rules::ambiguous_hh_mm_ss(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)"),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(r"((?:1[012]|0?\d))([0-5]\d)"), re(r"([ap])\.?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                let hm = hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(time_of_day_ampm(is_am, &hm))
            },
        ),
        // This rule and the next read am or pm from the regex's second group, the blank or dot after the
        // letter: both are always pm, as in Duckling.
        Rule::new(
            "military spelled out numbers am|pm",
            vec![
                integer_between(10, 12),
                integer_between(1, 59),
                re(r"([ap])(\s|\.)?m?\.?"),
            ],
            |m| {
                let is_am = m[2].group(2).unwrap_or_default().eq_ignore_ascii_case("a");
                let hm = hour_minute(true, int_value(&m[0])?, int_value(&m[1])?);
                tt(time_of_day_ampm(is_am, &hm))
            },
        ),
        Rule::new(
            "six thirty six a.m.",
            vec![integer_between(110, 999), re(r"([ap])(\s|\.)?m?\.?")],
            |m| {
                let n = int_value(&m[0])?;
                let minutes = n % 100;
                if minutes >= 60 {
                    return None;
                }
                let is_am = m[1].group(2).unwrap_or_default().eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(
                    is_am,
                    &hour_minute(true, n / 100, minutes),
                ))
            },
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![
                time(is_a_time_of_day),
                re(r"(in the )?([ap])(\s|\.)?(m?)\.?"),
            ],
            |m| {
                let td = m[0].time()?;
                let is_am = m[1].group(2)?.eq_ignore_ascii_case("a");
                let ampm = time_of_day_ampm(is_am, td);
                if td.latent && m[1].group(4).unwrap_or_default().is_empty() {
                    tt(mk_latent(ampm))
                } else {
                    tt(ampm)
                }
            },
        ),
        Rule::new(
            "half to|till|before <hour-of-day>",
            vec![
                time(is_an_hour_of_day),
                re("ის ნახევა?რი?(ზე)?|-ის ნახევა?რი?(ზე)?"),
            ],
            |m| minutes_before(30, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "integer after|past <hour-of-day>",
            vec![
                time(is_an_hour_of_day),
                integer_between(1, 59),
                re("წუთი?(ზე)?(სთვის)?"),
            ],
            |m| minutes_before(60 - int_value(&m[1])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "integer after|past <hour-of-day>",
            vec![
                time(is_an_hour_of_day),
                re("-ის|ის|საათ(სა)?(ზე)?(და )?"),
                integer_between(1, 59),
                re("წუთი?(ზე)?(სთვის)?"),
            ],
            |m| minutes_before(60 - int_value(&m[2])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "integer after|past <hour-of-day>",
            vec![
                time(is_an_hour_of_day),
                re("საათი?(სა)?(ზე)?( ?და ?)?"),
                integer_between(1, 59),
                re("წუთი?(ზე)?(სთვის)?"),
            ],
            |m| minutes_after(int_value(&m[2])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<integer> to|till|before <hour-of-day>",
            vec![
                time(is_an_hour_of_day),
                integer_between(1, 59),
                re("(წუთი ?)აკლ(ია)?(და)?|(წუთი ?)უკლია"),
            ],
            |m| minutes_before(int_value(&m[1])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<integer> to|till|before <hour-of-day>",
            vec![
                time(is_an_hour_of_day),
                re("რო"),
                integer_between(1, 59),
                re("(წუთი ?)აკლ(ია)?(და)?|(წუთი ?)უკლია"),
            ],
            |m| minutes_before(int_value(&m[2])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![time(is_a_part_of_day), re("(-ის )?(ის )?განმავლობაში")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("დღეს ?|ამ ?"), time(is_a_part_of_day)],
            |m| today_part(m[1].time()?),
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new("mm/yyyy", vec![re(r"(0?[1-9]|1[0-2])[/-](\d{4})")], |m| {
            tt(year_month_day(
                group_int(&m[0], 2)?,
                group_int(&m[0], 1)?,
                1,
            ))
        }),
        Rule::new(
            "part of days",
            vec![re(
                "(გვიან ღამე?(ით)?|დილა?ს?(ის)?(ით)?|საღამოს?(თი)?|(შუა)?ღამე?(ით)?ი?ს?(ისას)?|შუადღის|შუადღით|დღის)",
            )],
            |m| {
                let (from, to) = match m[0].group(1)? {
                    "დილას" | "დილის" | "დილით" | "დილა" | "დილ" => {
                        (4, 12)
                    }
                    "საღამოთი"
                    | "საღამოს"
                    | "საღამო"
                    | "შუაღამით"
                    | "შუაღამისას"
                    | "შუაღამის"
                    | "შუაღამე"
                    | "ღამით"
                    | "ღამის"
                    | "ღამე" => (18, 0),
                    "გვიან ღამე" | "გვიან ღამით" => (21, 0),
                    "შუადღე" | "შუადღის" | "შუადღით" | "დღისით" | "დღის" => {
                        (12, 18)
                    }
                    _ => (12, 19),
                };
                part(from, to)
            },
        ),
        Rule::new(
            "early morning",
            vec![re("დილაუთენია|დილაუთენია")],
            |_| part(4, 9),
        ),
        // Duckling compares the regex's first group, "დღეს " or nothing, with "გვიან ": tonight is from 18:00.
        Rule::new(
            "tonight",
            vec![re(
                "(დღეს )?(გვიან )?ღამე?(ით)?(ისას)?|(დღეს )?(შუა )?ღამე?(ით)?ი?ს?(ისას)?|საღამოს",
            )],
            |m| {
                let late = m[0].group(1) == Some("გვიან ");
                let evening = interval(
                    Open,
                    &hour(false, if late { 21 } else { 18 }),
                    &hour(false, 0),
                )?;
                today_part(&evening)
            },
        ),
        Rule::new(
            "after lunch/work/school",
            vec![re("((სკოლის|ლანჩის|სამსახურის) (მერე|შემდეგ))")],
            |m| {
                let (from, to) = match m[0].group(2)? {
                    "ლანჩის" => (13, 17),
                    "სამსახურის" => (17, 21),
                    "სკოლის" => (15, 21),
                    _ => return None,
                };
                today_part(&interval(Open, &hour(false, from), &hour(false, to))?)
            },
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[1].time()?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<part-of-day> <time>",
            vec![time(is_a_part_of_day), any(Kind::Time)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "week-end",
            vec![re(
                "(მიმდინარე )?ვიქ?კ? ?ენდი?(ზე)?(სას)?|(მიმდინარე )?უიქ?კ? ?ენდი?(ზე)?(სას)?|(მიმდინარე )?შაბ?ფ?ათ ?-?კვირას?|(მიმდინარე )?უქმეები?(ზე)?",
            )],
            |_| tt(mk_ok_for_this_next(geo_weekend())),
        ),
        Rule::new(
            "<time-of-day> sharp|exactly",
            vec![re("(ზუსტად|იმენა)"), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "about|exactly <time-of-day>",
            vec![
                re("დაახლოებით"),
                time(|td| is_grain_finer_than(Grain::Year, td)),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
    ];
    all.extend(two_dom_rules(
        "<month> dd-dd (interval)",
        |a, b| {
            vec![
                time(is_a_month),
                a,
                re("-დან|დან| დან"),
                b,
                re("-მდე|მდე| მდე"),
            ]
        },
        |m| days_of_month(m, 0, 1, 3),
    ));
    all.extend(two_dom_rules(
        "<month> dd-dd (interval)",
        |a, b| vec![time(is_a_month), a, re("-"), b],
        |m| days_of_month(m, 0, 1, 3),
    ));
    all.extend(two_dom_rules(
        "dd-dd <month> (interval)",
        |a, b| {
            vec![
                a,
                re("-დან|დან| დან"),
                b,
                re("-მდე|მდე| მდე"),
                time(is_a_month),
            ]
        },
        |m| days_of_month(m, 4, 0, 2),
    ));
    all.extend(two_dom_rules(
        "dd-dd <month> (interval)",
        |a, b| vec![a, re("-"), b, time(is_a_month)],
        |m| days_of_month(m, 3, 0, 2),
    ));
    all.extend([
        Rule::new(
            "between <time> and <time>",
            vec![any(Kind::Time), re(FROM), any(Kind::Time), re(UNTIL)],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "between <time> and <time> 1",
            vec![
                any(Kind::Time),
                re(FROM),
                re("დღემდე|ამ წუთამდე|ახლამდე|ამ მომენტამდე"),
            ],
            |m| interval(Closed, m[0].time()?, &now()).map(Token::Time),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day>",
            vec![
                any(Kind::Time),
                time(is_a_part_of_day),
                re("დან|-ი?დან ?|ი?დან ?| ი?დან ?"),
                any(Kind::Time),
                time(is_a_part_of_day),
                re("მდე|-ა?მდე ?|ა?მდე ?| ა?მდე ?"),
            ],
            |m| {
                let start = intersect(m[1].time()?, m[0].time()?)?;
                let end = intersect(m[4].time()?, m[3].time()?)?;
                interval(Closed, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re("დან|-ი?დან ?|ი?დან ?| ი?დან ?"),
                time(is_a_time_of_day),
                re("მდე|-ა?მდე ?|ა?მდე ?| ა?მდე ?"),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                time(is_a_time_of_day),
                re(" ?და ?"),
                time(is_a_time_of_day),
                re("შორის"),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                time(is_a_time_of_day),
                re("დან|-ი?დან ?|ი?დან ?| ი?დან ?"),
                time(is_a_time_of_day),
                re("მდე|-ა?მდე ?|ა?მდე ?| ა?მდე ?"),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "the <cycle> after|before <time>",
            vec![any(Kind::Time), re("(დან|ა?მდე)"), any(Kind::TimeGrain)],
            |m| {
                let n = if m[1].group(1)? == "დან" { 1 } else { -1 };
                tt(cycle_nth_after(false, m[2].time_grain()?, n, m[0].time()?))
            },
        ),
        Rule::new(
            "the <cycle> after <time>",
            vec![
                any(Kind::Time),
                re("დან"),
                integer_between(0, 99999),
                any(Kind::TimeGrain),
                re("ში|ის შემდეგ"),
            ],
            |m| {
                tt(cycle_nth_after(
                    false,
                    m[3].time_grain()?,
                    int_value(&m[2])?,
                    m[0].time()?,
                ))
            },
        ),
    ]);
    all.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) of <month>",
        |day| vec![day, time(|td| is_grain_of_time(Grain::Month, td))],
        |m| intersect_dom(m[1].time()?, int_value(&m[0])?).map(Token::Time),
    ));
    all.extend([
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Time),
                re("დან"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[3].time_grain()?,
                    int_value(&m[2])? - 1,
                    m[0].time()?,
                ))
            },
        ),
        Rule::new(
            "<ordinal> last <cycle> of <time>",
            vec![
                any(Kind::Time),
                re("ბოლოდან"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
            ],
            |m| {
                let td = m[0].time()?;
                let after = cycle_nth_after(true, td.grain, 1, td);
                tt(cycle_nth_after(
                    true,
                    m[3].time_grain()?,
                    -int_value(&m[2])?,
                    &after,
                ))
            },
        ),
        Rule::new(
            "in|within|after <duration>",
            vec![any(Kind::Duration), re("(განმავლობაში|შემდეგ)")],
            |m| {
                let dd = m[0].duration()?;
                match m[1].group(1)? {
                    "განმავლობაში" => {
                        interval(Open, &now(), &in_duration(dd)).map(Token::Time)
                    }
                    _ => tt(with_direction(IntervalDirection::After, in_duration(dd))),
                }
            },
        ),
        Rule::new(
            "<integer> <named-day> ago|back",
            vec![
                numeral(NumeralData::is_natural),
                time(is_a_day_of_week),
                re(" ?დღის წინ| ?დღის უკან"),
            ],
            |m| {
                let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                tt(pred_nth(-n, false, m[1].time()?))
            },
        ),
        Rule::new(
            "last|past|next <duration>",
            vec![re("(წინა|მომდევნო|გასული?|მომავალ)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                let value = i32::try_from(dd.value).ok()?;
                let n = match m[0].group(1)? {
                    "მომდევნო" | "მომავალ" => value,
                    _ => -value,
                };
                tt(cycle_n(true, dd.grain, n))
            },
        ),
        Rule::new(
            "<day> <duration> hence|ago",
            vec![
                time(|td| is_grain_of_time(Grain::Day, td) || is_grain_of_time(Grain::Month, td)),
                any(Kind::Duration),
                re("(წინ|უკან)"),
            ],
            |m| {
                let dd = m[1].duration()?;
                let shifted = match m[2].group(1)? {
                    "უკან" => duration_interval_ago(dd),
                    _ => in_duration_interval(dd),
                };
                intersect(m[0].time()?, &shifted).map(Token::Time)
            },
        ),
        Rule::new(
            "<duration> after|before|from <time>",
            vec![any(Kind::Time), any(Kind::Duration), re("(წინ)")],
            |m| tt(duration_before(m[1].duration()?, m[0].time()?)),
        ),
        Rule::new(
            "<duration> after|before|from <time>",
            vec![any(Kind::Duration), re("(წინ)")],
            |m| tt(duration_before(m[0].duration()?, &now())),
        ),
        Rule::new(
            "in <number> (implicit minutes)",
            vec![integer_between(0, 60), re(" ?წუთში")],
            |m| {
                let n = m[0].numeral()?.int_value()?;
                tt(in_duration(&duration(Grain::Minute, n)))
            },
        ),
        Rule::new(
            "this|last|next <cycle>",
            vec![
                re("(ეს|ამ|მიმდინარე|შემდეგი?|მომავალი?|წინა|წინის წინა?|გასული?|მომდევნო)"),
                any(Kind::TimeGrain),
            ],
            |m| {
                let n = match m[0].group(1)? {
                    "ეს" | "ამ" | "მიმდინარე" => 0,
                    "წინა" | "გასული" | "გასულ" => -1,
                    "წინის წინ" | "წინის წინა" => -2,
                    _ => 1,
                };
                whole_cycle(m[1].time_grain()?, n)
            },
        ),
        Rule::new(
            "part of <named-month>",
            vec![
                time(month_like),
                re("(ის )?(დასაწყის(ი|ში|ისას|ისკენ)|შუ(ა|აში|ისკენ)|ბოლო(ს|მდე|ში|სკენ)?)"),
            ],
            |m| {
                let (from, to) = match m[1].group(2)? {
                    "დასაწყისისკენ"
                    | "დასაწყისიდან"
                    | "დასაწყისას"
                    | "დასაწყისში"
                    | "დასაწყისი" => (1, Some(10)),
                    "შუისკენ" | "შუაში" | "შუა" => (11, Some(20)),
                    "ბოლომდე" | "ბოლოსკენ" | "ბოლოში" | "ბოლოს" | "ბოლო" => {
                        (21, None)
                    }
                    _ => return None,
                };
                month_part(m[0].time()?, from, to)
            },
        ),
        Rule::new(
            "at the beginning|end of <named-month>",
            vec![time(month_like), re("(ის )?(დასაწყისშ?ი|ბოლო(ს?|ში))")],
            |m| {
                let (from, to) = match m[1].group(2)? {
                    "დასაწყისი" | "დასაწყისში" => {
                        (1, Some(10))
                    }
                    "ბოლოს" | "ბოლოში" | "ბოლო" => (21, None),
                    _ => return None,
                };
                month_part(m[0].time()?, from, to)
            },
        ),
        Rule::new(
            "now",
            vec![re("ახლავე|ახლა|ამწუთას|ამ მომენტისთვის")],
            |_| tt(now()),
        ),
        Rule::new(
            "last|this|next <season>",
            vec![re(
                "(ამ|ეს|ახლანდელი|მიმდინარე|შემდეგი|მომავალი|წინა|ბოლო|გასული?) სეზონი?(ზე)?",
            )],
            |m| {
                let n = match m[0].group(1)? {
                    "ეს" | "ამ" | "ახლანდელი" | "მიმდინარე" => {
                        0
                    }
                    "წინა" | "ბოლო" | "გასული" | "გასულ" => {
                        -1
                    }
                    "შემდეგი" | "მომავალი" => 1,
                    _ => return None,
                };
                tt(pred_nth(n, false, &season()))
            },
        ),
        Rule::new(
            "end of month",
            vec![re("(ამ )?(მიმდინარე )?თვის ბოლოს?(კენ)?(თვის)?")],
            |_| {
                let this_month = cycle_nth(Grain::Month, 0);
                let start = intersect(&day_of_month(21), &this_month)?;
                interval(Open, &start, &cycle_last_of(Grain::Day, &this_month)).map(Token::Time)
            },
        ),
        Rule::new(
            "beginning of month",
            vec![re("(ამ )?(მიმდინარე )?თვის დასაწყისი?(ში)?(სკენ)?(სთვის)?")],
            |_| {
                let this_month = cycle_nth(Grain::Month, 0);
                let start = intersect(&day_of_month(1), &this_month)?;
                let end = intersect(&day_of_month(10), &this_month)?;
                interval(Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "end of year",
            vec![re("((მიმდინარე )?(ამ )?წლის ბოლოს?(კენ)?(ში)?(თვის)?)")],
            |_| {
                let start = intersect(&month(9), &cycle_nth(Grain::Year, 0))?;
                let end = intersect(&month(1), &cycle_nth(Grain::Year, 1))?;
                interval(Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "beginning of year",
            vec![re(
                "((ამ )?(მიმდინარე )?წლის დასაწყისი?(ში)?(სკენ)?(სთვის)?)",
            )],
            |_| {
                let this_year = cycle_nth(Grain::Year, 0);
                let start = intersect(&month(1), &this_year)?;
                let end = intersect(&month(4), &this_year)?;
                interval(Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "this|last|next year",
            vec![re(
                "(შარშან ?წინის? ?წინ|შარშან ?წინ|შარშან|გასული? წელი?ს?|წელს)",
            )],
            |m| {
                let n = match m[0].group(1)? {
                    "წელს" => 0,
                    "შარშან" | "გასული წელი" | "გასულ წელს" => {
                        -1
                    }
                    "შარშან წინ" | "შარშანწინ" => -2,
                    _ => -3,
                };
                let start = cycle_nth(Grain::Year, n);
                interval(Open, &start, &cycle_nth(Grain::Year, n + 1)).map(Token::Time)
            },
        ),
    ]);
    all.extend(two_dom_rules(
        "between <time> and <time>",
        |a, b| vec![a, re(FROM), b, time(is_a_month), re(UNTIL)],
        |m| days_of_month(m, 3, 0, 2),
    ));
    all.extend([
        Rule::new(
            "work-week",
            vec![re("(მიმდინარე )?სამუშაო ?კვირას?(ში)?")],
            |_| tt(mk_ok_for_this_next(workweek()?)),
        ),
        Rule::new(
            "in <named-month>",
            vec![time(is_a_month), re("ში")],
            |m| {
                let td = cycle_nth_after(false, Grain::Month, 0, m[0].time()?);
                interval(Closed, &td, &td).map(Token::Time)
            },
        ),
        shared_rules::dd_mm(r"(3[01]|[12]\d|0?[1-9])\s?[/-]\s?(1[0-2]|0?[1-9])"),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[-/\s](1[0-2]|0?[1-9])[-/\s](\d{2,4})",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                ))
            },
        ),
        Rule::new(
            "mm.dd.yyyy",
            vec![re(r"(1[0-2]|0?[1-9])\.(3[01]|[12]\d|0?[1-9])\.(\d{4})")],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                ))
            },
        ),
        Rule::new(
            "<integer> year",
            vec![
                numeral(NumeralData::is_natural),
                re("წელიწად(ის|ი|ში)?|წლ(ის)?|წელ(შ?ი|ს)"),
            ],
            |m| {
                let n = int_value(&m[0])?;
                interval(Open, &year(n), &year(n + 1)).map(Token::Time)
            },
        ),
    ]);
    all.extend(instant_rules(&INSTANTS));
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all.extend(season_rules(&SEASONS));
    all.extend(holiday_rules(HOLIDAYS));
    all
}

/// Duckling's `ruleInstants`: name, grain, how many from now, regex.
const INSTANTS: [(&str, Grain, i32, &str); 7] = [
    (
        "ახლა",
        Grain::Second,
        0,
        "ახლავე|ეხლავე|ეხლა|ახლა|ამ წამს|ამ წუთას|ამ მომენტისთვი",
    ),
    ("დღეს", Grain::Day, 0, "დღეს"),
    ("ხვალ", Grain::Day, 1, "ხვალე?"),
    ("ზეგ", Grain::Day, 2, "ზეგ"),
    ("მაზეგ", Grain::Day, 3, "მაზეგ"),
    ("გუშინ", Grain::Day, -1, "გუშინ?"),
    ("გუშინწინ", Grain::Day, -2, "გუშინ ?წინ"),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("ორშაბათი", "ორშაბათი?ს?"),
    ("სამშაბათი", "სამშაბათი?ს?"),
    ("ოთხშაბათი", "ოთხშაბათი?ს?"),
    ("ხუთშაბათი", "ხუთშაბათი?ს?"),
    ("პარასკევი", "პარასკევი?ს?"),
    ("შაბათი", "შაბათი?ს?"),
    ("კვირა", "კვირას?|კვირის"),
];

/// Duckling's `ruleMonths`.
const MONTHS: [(&str, &str); 12] = [
    ("იანვარი", "იანვა?რი?ს?(ის)?"),
    ("თებერვალი", "თებერვა?ლი?ს?(ის)?"),
    ("მარტი", "მარტი?ს?(ის)?"),
    ("აპრილი", "აპრილი?ს?(ის)?"),
    ("მაისი", "მაისი?ს?(ის)?"),
    ("ივნისი", "ივნისი?ს?(ის)?"),
    ("ივლისი", "ივლისი?ს?(ის)?"),
    ("აგვისტო", "აგვისტო?ს?"),
    ("სექტემბერი", "სექტემბე?რის|სექტემბე?რი?ს?"),
    ("ოქტომბერი", "ოქტომბე?რის|ოქტომბე?რი?ს?"),
    ("ნოემბერი", "ნოემბე?რის|ნოემბე?რი?ს?"),
    ("დეკემბერი", "დეკემბრის?|დეკემბე?რი?ს?"),
];

/// Duckling's `ruleSeasons`: name, regex, first day, last day.
const SEASONS: [Season; 4] = [
    ("ზაფხული", "ზაფხული?(ში)?ს?", (6, 1), (8, 31)),
    ("შემოდგომა", "შემოდგომა?(ში)?ს?", (9, 1), (11, 30)),
    ("ზამთარი", "ზამთარი?(ში)?ს?", (12, 1), (2, 28)),
    ("გაზაფხული", "გაზაფხული?(ში)?ს?", (3, 1), (5, 31)),
];

/// Duckling's `ruleComputedHolidays` and `rulePeriodicHolidays`, in that order.
const HOLIDAYS: &[Holiday] = &[
    (
        "Orthodox Easter Monday",
        r"orthodox\s+easter\s+mon(day)?",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                1,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    (
        "აღდგომა",
        "აღდგომი?ა?ს?(ისას)?",
        || Some(orthodox_easter_sunday()),
    ),
    (
        "დიდი შაბათი",
        "დიდი? შაბათი?ს?(ისას)?",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -1,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    (
        "წითელი პარასკევი",
        "წითელი? პარასკევი?ს?(სას)?",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -2,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    (
        "დიდი ხუთშაბათი",
        "დიდი? ხუთშაბათი?ს?(ისას)?",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -7,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    ("ახალი წელი", "ახალი წე?ლი?ს?", || Some(month_day(1, 1))),
    ("შობა", "შობა?(ი)?ს?", || {
        Some(month_day(1, 7))
    }),
    ("ნათლისღება", "ნათლისღება?(ი)?ს?", || Some(month_day(1, 19))),
    ("დედის დღე", "დედის დღე?ს?", || Some(month_day(3, 3))),
    (
        "ქალთა საერთაშორისო დღე",
        "ქალთა (საერთაშორისო )?დღე?ს?",
        || Some(month_day(3, 8)),
    ),
    (
        "საქართველოს დამოუკიდებლობის აღდგენის დღე",
        "საქართველოს (თავისუფლებისა და ერთიანობისთვის დაღუპულთა მოხსენიების)?(დამოუკიდებლობის აღდგენის )?დღეს?",
        || Some(month_day(4, 9)),
    ),
    (
        "გამარჯვების დღე",
        "(ფაშიზმზე)?გამარჯვების დღეს?",
        || Some(month_day(5, 9)),
    ),
    (
        "წმინდა ანდრია პირველწოდებულის ხსენების დღე",
        "(წმინდა)?ანდრია პირველწოდებულის ხსენების დღე?ს?",
        || Some(month_day(5, 12)),
    ),
    (
        "დამოუკიდებლობის დღე",
        "(საქართველოს)?დამოუკიდებლობის დღე?ს?",
        || Some(month_day(5, 26)),
    ),
    ("მცხეთობა", "მცხეთობა?ს?", || Some(month_day(10, 14))),
    ("გიორგობა", "გიორგობა?ს?", || Some(month_day(11, 26))),
];
