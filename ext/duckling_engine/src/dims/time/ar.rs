//! Arabic times (`Duckling/Time/AR/Rules.hs`), each rule named as Duckling names it and in its order.
//!
//! Ported so far: intersections and absorptions, this/next/last, years, months and days of the month, times
//! of day, numeric dates, parts of the day, cycles, durations from now, instants, days of the week and
//! months, parts of a month, seasons and holidays. Left out as Duckling's productions never
//! yield: "<hour-of-day>" (it reads its "و" as the minutes) and "after lunch/work/school"
//! (it compares the words to its regex's source).

use crate::dims::numeral::helpers::lookup;
use crate::dims::time::helpers::{
    Holiday, TIMEZONE_NAME, an_hour, closed, day_of_week_rules, dom_integer, dom_of, dom_ordinal,
    dom_value_rules, get_int_value, group_int, holiday_rules, integer_between, month_rules, rank,
    tt,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, ordinal, re, time};
use crate::engine::rule::Item;
use crate::time::data::{Form, IntervalDirection, TimeData};
use crate::time::duration::duration;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, day_of_month, duration_after, duration_ago,
    duration_before, hour, hour_minute, in_duration, in_timezone, intersect, intersect_dom,
    interval, is_a_day_of_week, is_a_month, is_a_part_of_day, is_a_time_of_day, is_an_hour_of_day,
    is_grain_finer_than, is_not_latent, is_ok_with_this_next, minutes_after, minutes_before,
    mk_latent, mk_ok_for_this_next, month, month_day, not_latent, now, part_of_day, pred_last_of,
    pred_nth, pred_nth_after, time_of_day_ampm, today, weekend, with_direction, year,
    year_month_day,
};
use crate::time::object::TimeIntervalType;
use crate::time::{Grain, computed};

/// The integer a numeral or ordinal token holds (Duckling's `getIntValue`).
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    get_int_value(m)
}

fn this_next_ok(td: &TimeData) -> bool {
    is_not_latent(td) && is_ok_with_this_next(td)
}

/// Duckling's `instants`: name, regex, grain, cycles from now.
const INSTANTS: [(&str, &str, Grain, i32); 6] = [
    ("right now", "الان|حالا|(في )?هذه اللحظ[ةه]", Grain::Second, 0),
    ("today", "اليوم", Grain::Day, 0),
    ("tomorrow", "((يوم )?(غدا?|الغد))|(بكر[اةه])", Grain::Day, 1),
    ("yesterday", "[أا]مس|(ال|ام)بارح[ةه]?", Grain::Day, -1),
    ("end of month", "(نهاي[ةه] الشهر)", Grain::Month, 1),
    ("end of year", "(نهاي[ةه] (السن[ةه]|العام))", Grain::Year, 1),
];

/// Duckling's `ruleDaysOfWeek` list (Monday first).
const DAYS: [(&str, &str); 7] = [
    ("Monday", "(ال)?[اإ]ثنين"),
    ("Tuesday", "(ال)?ثلاثاء?"),
    ("Wednesday", "(ال)?[اأ]ربعاء?"),
    ("Thursday", "(ال)?خميس"),
    ("Friday", "(ال)?جمع[ةه]"),
    ("Saturday", "(ال)?سبت"),
    ("Sunday", "(ال)?[اأ]حد"),
];

/// Duckling's `ruleMonths` list.
const MONTHS: [(&str, &str); 12] = [
    ("January", "يناير|كانون (ال)ثاني?"),
    ("February", "فبراير|شباط"),
    ("March", "مارس|[اآ]ذار"),
    ("April", "[اأ]بريل|نيسان"),
    ("May", "مايو|[اأ]ي[اآ]ر"),
    ("June", "يونيو|حزيران"),
    ("July", "يوليو|تموز"),
    ("August", "[اأ]غسطس|[اآ]ب"),
    ("September", "سي?بتمبر|[اأ]يلول"),
    ("October", "[اأ]كتوبر|تشرين (ال)?[اأ]ول"),
    ("November", "نوفمبر|تشرين (ال)?ثاني"),
    ("December", "ديسمبر|كانون (ال)?[اأ]ول"),
];

/// The cycles from now each word of "<cycle> this|last|next" names.
const CYCLE_WORDS: [(&str, i32); 12] = [
    ("هذ", 0),
    ("الحالي", 0),
    ("القادم", 1),
    ("التالي", 1),
    ("المقبل", 1),
    ("الجاي", 1),
    ("السابق", -1),
    ("الماضي", -1),
    ("الماض", -1),
    ("المنصرم", -1),
    ("الفائت", -1),
    ("الفايت", -1),
];

/// "-", "الى", "ل", "حتى" between the ends of an interval.
const TO: &str = r"\-|[اإ]لى|لـ?|حتى";

/// The same, maybe after "و".
const AND_TO: &str = r"(و ?)?(\-|[اإ]لى|لـ?|حتى)";

/// "هذا|هذه" is this cycle, "اخر|آخر" the last one.
fn this_or_last(word: &str) -> Option<i32> {
    match word {
        "هذا" | "هذه" => Some(0),
        "اخر" | "آخر" => Some(-1),
        _ => None,
    }
}

/// Duckling's `parOfDaysMap`: the hours from and to of each part of the day.
const PARTS_OF_DAY: [(&str, (i32, i32)); 13] = [
    ("فجر", (3, 6)),
    ("صبح", (0, 12)),
    ("صباح", (0, 12)),
    ("نهار", (6, 17)),
    ("ظهر", (11, 15)),
    ("ظهيرة", (11, 15)),
    ("عصر", (15, 18)),
    ("مغرب", (17, 21)),
    ("غداء", (13, 16)),
    ("عشاء", (18, 3)),
    ("ليلة", (18, 3)),
    ("ليله", (18, 3)),
    ("مساء", (12, 24)),
];

/// A part of the day from hour `start` to hour `end`, latent or not.
fn part(start: i32, end: i32, latent: bool) -> Option<Token> {
    let td = interval(
        TimeIntervalType::Open,
        &hour(false, start),
        &hour(false, end),
    )?;
    tt(part_of_day(if latent {
        mk_latent(td)
    } else {
        not_latent(td)
    }))
}

/// The written hour and whether it may be am or pm, of an hour-of-day token.
fn hours(m: &Matched<'_, Token>) -> Option<(i32, bool)> {
    match m.time()?.form {
        Some(Form::TimeOfDay {
            hours: Some(h),
            is_12h,
        }) => Some((h, is_12h)),
        _ => None,
    }
}

/// `minutes` after the hour of `m`, as written.
fn past(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (h, is_12h) = hours(m)?;
    tt(hour_minute(is_12h, h, minutes))
}

fn a_named_hour() -> Item<Token> {
    time(|t| is_not_latent(t) && is_an_hour_of_day(t))
}

/// The rule `name` once per kind of each of its two day items (Duckling's `isDOMValue` twice: an ordinal or
/// a number).
fn two_dom_rules(
    name: &'static str,
    pattern: fn(Item<Token>, Item<Token>) -> Vec<Item<Token>>,
    production: fn(&[Matched<'_, Token>]) -> Option<Token>,
) -> Vec<Rule> {
    let day = [dom_ordinal, dom_integer];
    day.iter()
        .flat_map(|first| {
            day.iter()
                .map(move |second| Rule::new(name, pattern(first(), second()), production))
        })
        .collect()
}

/// Days `m[first]` to `m[second]` of the month `m[month]`, both included.
fn days_of(m: &[Matched<'_, Token>], month: usize, first: usize, second: usize) -> Option<Token> {
    let td = m[month].time()?;
    let from = intersect_dom(td, get_int_value(&m[first])?)?;
    let to = intersect_dom(td, get_int_value(&m[second])?)?;
    interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        shared_rules::intersect(),
        Rule::new(
            "intersect by \",\", \"of\", \"from\", \"'s\"",
            vec![
                time(is_not_latent),
                re("من|,|،|لـ?|بـ?|الموافق( ل)?"),
                time(is_not_latent),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new("on <date>", vec![re("في"), any(Kind::Time)], |m| {
            tt(m[1].time()?.clone())
        }),
        Rule::new(
            "on a <named-day>",
            vec![re("يوم"), time(is_a_day_of_week)],
            |m| tt(m[1].time()?.clone()),
        ),
        Rule::new(
            "in <named-month>",
            vec![re("شهر"), time(is_a_month)],
            |m| tt(m[1].time()?.clone()),
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re("[,،]")],
            |m| tt(m[0].time()?.clone()),
        ),
        Rule::new(
            "this <day-of-week>",
            vec![re("هذا"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "<day-of-week> next",
            vec![time(is_a_day_of_week), re("القادم|التالي|ال[آا]تي?|القادم")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        Rule::new(
            "<day-of-week> last",
            vec![
                time(is_a_day_of_week),
                re("السابق|الماضي|المنصرم|الفا[يئ]ت"),
            ],
            |m| tt(pred_nth(-1, true, m[0].time()?)),
        ),
        Rule::new("this <time>", vec![re("هذا"), time(this_next_ok)], |m| {
            tt(pred_nth(0, false, m[1].time()?))
        }),
        // Duckling's production reads its regex as the time: it never yields.
        Rule::new(
            "<time> next",
            vec![time(this_next_ok), re("التالي")],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("([اآ]خر)"), time(this_next_ok)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "<time> last",
            vec![
                time(this_next_ok),
                re("((ال)?ماضيت?(ان|ين|ة|ه)?|(ال)?منصرمت?(ان|ين|ة|ه)?|(ال)?سابقت?(ان|ين|ة|ه)?)"),
            ],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        shared_rules::last_day_of_week_of_time("[اآ]خر", "من|في"),
        Rule::new(
            "<day-of-week> the last of <time>",
            vec![
                time(is_a_day_of_week),
                re("(ال[اأآ]خي?رة?) (من|في|ب|ل)"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[0].time()?, m[2].time()?)),
        ),
        shared_rules::last_cycle_of_time("[اآ]خر", "(من|في|ل|ب)"),
        Rule::new(
            "<cycle> last of <time>",
            vec![
                re("ال"),
                any(Kind::TimeGrain),
                re("ال[اأ]خيرة? (من|في|ل|ب)"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        shared_rules::nth_time_of_time("في|من|ب"),
        Rule::new(
            "<time> nth of <time>",
            vec![
                any(Kind::Time),
                any(Kind::Ordinal),
                re("من|في"),
                any(Kind::Time),
            ],
            |m| {
                let td = intersect(m[3].time()?, m[0].time()?)?;
                tt(pred_nth(rank(&m[1])?, false, &td))
            },
        ),
        shared_rules::nth_time_after_time("بعد"),
        Rule::new(
            "<time> nth after <time>",
            vec![
                any(Kind::Time),
                any(Kind::Ordinal),
                re("بعد"),
                any(Kind::Time),
            ],
            |m| tt(pred_nth_after(rank(&m[1])?, m[0].time()?, m[3].time()?)),
        ),
        shared_rules::year(),
        Rule::new("past year (latent)", vec![integer_between(25, 999)], |m| {
            tt(mk_latent(year(int_value(&m[0])?)))
        }),
        Rule::new(
            "future year (latent)",
            vec![integer_between(2101, 10000)],
            |m| tt(mk_latent(year(int_value(&m[0])?))),
        ),
        Rule::new(
            "year (integer)",
            vec![re("سنة|عام"), integer_between(1, 3000)],
            |m| tt(year(int_value(&m[1])?)),
        ),
        Rule::new(
            "month (integer)",
            vec![re("شهر"), integer_between(1, 12)],
            |m| tt(month(int_value(&m[1])?)),
        ),
        Rule::new(
            "month (ordinal)",
            vec![re("الشهر"), ordinal(|_| true)],
            |m| tt(month(int_value(&m[1])?)),
        ),
        shared_rules::ordinal_day(),
        Rule::new(
            "<named-month>|<named-day> <day-of-month> (ordinal)",
            vec![
                time(|t| is_a_month(t) || is_a_day_of_week(t)),
                dom_ordinal(),
            ],
            |m| dom_of(m, 1, 0),
        ),
        shared_rules::named_month_day(),
    ];
    all.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) <named-month>",
        |day| vec![day, time(is_a_month)],
        |m| dom_of(m, 0, 1),
    ));
    all.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) of <named-month>",
        |day| vec![day, re("(من|في|بـ?)"), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    ));
    all.extend([
        Rule::new(
            "time-of-day integer (latent)",
            vec![integer_between(0, 23)],
            |m| tt(mk_latent(hour(true, int_value(&m[0])?))),
        ),
        Rule::new(
            "time-of-day ordinal (latent)",
            vec![ordinal(|o| (1..=24).contains(&o.value))],
            |m| tt(mk_latent(hour(true, int_value(&m[0])?))),
        ),
        shared_rules::at("عند ((ال)?ساع[ةه])?"),
        Rule::new(
            "<hour-of-day> and integer",
            vec![a_named_hour(), re("و"), integer_between(0, 60)],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> and integer minutes",
            vec![
                an_hour(),
                re("و"),
                integer_between(0, 60),
                re("دقيق[ةه]|دقا[ئي]ق"),
            ],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        shared_rules::at("(ال)?ساع[ةه]"),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)"),
        Rule::new(
            "hhmm (latent)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                tt(mk_latent(hour_minute(
                    true,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                )))
            },
        ),
        shared_rules::ambiguous_hh_mm_ss(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)"),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([ap])(\s|\.)?m?\.?")],
            // Duckling compares the regex's second group, never "a", to "a": always the afternoon.
            |m| tt(time_of_day_ampm(m[1].group(2) == Some("a"), m[0].time()?)),
        ),
        Rule::new(
            "<hour-of-day> <integer>",
            vec![a_named_hour(), integer_between(1, 59)],
            |m| past(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> half",
            vec![an_hour(), re("(و ?)?نصف?( ساع[ةه])?")],
            |m| past(&m[0], 30),
        ),
        Rule::new(
            "<hour-of-day> third",
            vec![an_hour(), re("(و ?)?ثلث( ساع[ةه])?")],
            |m| past(&m[0], 20),
        ),
        Rule::new(
            "<hour-of-day> quarter",
            vec![an_hour(), re("(و ?)?ربع( ساع[ةه])?")],
            |m| past(&m[0], 15),
        ),
        Rule::new(
            "<hour-of-day> till third",
            vec![an_hour(), re("[إا]لا ثلثا?")],
            |m| minutes_before(20, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<hour-of-day> till quarter",
            vec![an_hour(), re("[إا]لا ربعا?")],
            |m| minutes_before(15, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "integer after <hour-of-day>",
            vec![
                integer_between(1, 59),
                re("(دقيق[ةه]|دقا[ئي]ق) بعد"),
                an_hour(),
            ],
            |m| minutes_after(int_value(&m[0])?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "half after <hour-of-day>",
            vec![re("نصف? ساع[ةه] بعد"), an_hour()],
            |m| minutes_after(30, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "third after <hour-of-day>",
            vec![re("ثلث ساع[ةه] بعد"), an_hour()],
            |m| minutes_after(20, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "quarter after <hour-of-day>",
            vec![re("ربع ساع[ةه] بعد"), an_hour()],
            |m| minutes_after(15, m[1].time()?).map(Token::Time),
        ),
        shared_rules::dd_mm(r"(3[01]|[12]\d|0?[1-9])\s?[/-]\s?(1[0-2]|0?[1-9])"),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/-](1[0-2]|0?[1-9])[-/](\d{2,4})",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                ))
            },
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new("mm/yyyy", vec![re(r"(0?[1-9]|1[0-2])[/-](\d{4})")], |m| {
            tt(year_month_day(
                group_int(&m[0], 2)?,
                group_int(&m[0], 1)?,
                1,
            ))
        }),
        // Duckling compares its first group, which never holds "منتصف الليل", to it: always midnight.
        Rule::new(
            "noon|midnight|EOD|end of day",
            vec![re("(ليلا|مساء|نهاية (ال)يوم)|منتصف الليل")],
            |_| tt(hour(false, 0)),
        ),
        Rule::new(
            "part of days",
            vec![re(
                "(ال)?(صبا?ح|فجر|ظهر|ظهيرة|فطور|إفطار|عصر|مغرب|مساء|عشاء|ليل[ةه]|غداء)ا?",
            )],
            |m| {
                let (start, end) = lookup(&PARTS_OF_DAY, m[0].group(2)?)?;
                part(start, end, true)
            },
        ),
        Rule::new(
            "after part of days",
            vec![re(
                "بعد ال(فجر|ظهر|ظهيرة|فطور|إفطار|عصر|مغرب|عشاء|ليل|غداء)",
            )],
            |m| {
                let (start, end) = lookup(&PARTS_OF_DAY, m[0].group(1)?)?;
                part(start, end + 1, false)
            },
        ),
        Rule::new(
            "before part of days",
            vec![re(
                "قبل ال(فجر|ظهر|ظهيرة|فطور|إفطار|عصر|مغرب|عشاء|ليل|غداء)",
            )],
            |m| {
                let (start, end) = lookup(&PARTS_OF_DAY, m[0].group(1)?)?;
                part(start - 1, end, false)
            },
        ),
        Rule::new(
            "early morning",
            vec![re("(ال)?صبا?ح (((ال)?باكر)|بدري)")],
            |_| part(4, 9, true),
        ),
        shared_rules::in_part_of_day("(في|خلال|في خلال|عند)(وقت )?( ال)?|وقت ال"),
        Rule::new(
            "this <part-of-day>",
            vec![re("هذ[اه](ال)?"), time(is_a_part_of_day)],
            |m| tt(part_of_day(not_latent(intersect(&today(), m[1].time()?)?))),
        ),
        Rule::new("tonight", vec![re("(هذه )?الليل[ةه]")], |_| {
            let evening = interval(TimeIntervalType::Open, &hour(false, 18), &hour(false, 0))?;
            tt(part_of_day(not_latent(intersect(&today(), &evening)?)))
        }),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[1].time()?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "week-end",
            vec![re("(عطل[ةه] )?نهاي[ةه] ال[اأ]سبوع")],
            |_| tt(weekend()),
        ),
        Rule::new(
            "<time-of-day> sharp|exactly",
            vec![time(is_a_time_of_day), re("(تقريبا)")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "about|exactly <time-of-day>",
            vec![
                re("(حول|حوالي?|تقريبا|قراب[ةه]|(ب|في )حدود)"),
                time(|t| is_grain_finer_than(Grain::Year, t)),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
    ]);
    all.extend(two_dom_rules(
        "<month> dd-dd (interval)",
        |a, b| vec![time(is_a_month), a, re(TO), b],
        |m| days_of(m, 0, 1, 3),
    ));
    all.extend(two_dom_rules(
        "dd-dd <month> (interval)",
        |a, b| vec![a, re(TO), b, time(is_a_month)],
        |m| days_of(m, 3, 0, 2),
    ));
    all.extend(two_dom_rules(
        "from <month> dd-dd (interval)",
        |a, b| vec![re("من"), time(is_a_month), a, re(TO), b],
        |m| days_of(m, 1, 2, 4),
    ));
    all.extend(two_dom_rules(
        "from <day-of-month> (ordinal or number) to <day-of-month> (ordinal or number) <named-month> (interval)",
        |a, b| vec![re("من|بين"), a, re(AND_TO), b, time(is_a_month)],
        |m| days_of(m, 4, 1, 3),
    ));
    all.extend(two_dom_rules(
        "from <day-of-month> (ordinal or number) to <day-of-month> (ordinal or number) in <named-month> (interval)",
        |a, b| vec![re("من|بين"), a, re(AND_TO), b, re("من|في"), time(is_a_month)],
        |m| days_of(m, 5, 1, 3),
    ));
    all.extend([
        shared_rules::datetime_to_datetime(r"(و ?)?(\-|[اإ]لى|حتى)"),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![
                re("من"),
                time(is_not_latent),
                re(AND_TO),
                time(is_not_latent),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time> and <time>",
            vec![
                re("بين ?((ال)?ساع[ةه])?"),
                any(Kind::Time),
                re("و ?(بين)? ?((ال)?ساع[ةه])?"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
                re(r"(و ?)?(\-|:|[اإ]لى|لـ?|حتى)"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 0, 2),
        ),
        shared_rules::from_time_of_day_to_time_of_day(
            "(من|بين|)((ال)?ساع[ةه]?)",
            r"(و ?)?(\-|[اإ]لى|لـ?|حتى)((ال)?ساع[ةه]?)",
        ),
        shared_rules::between_times_of_day("بين", "و"),
        Rule::new("by <time>", vec![re("حتى"), any(Kind::Time)], |m| {
            interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time)
        }),
        shared_rules::until("([اأ]ي وقت)?(قبل|حتى|[إا]لى)"),
        shared_rules::after("([اأ]ي وقت)?(بعد)"),
        Rule::new(
            "since <time-of-day>",
            vec![re("منذ"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
    ]);
    all.extend([
        Rule::new(
            "this|last <cycle>",
            vec![re("(هذا|هذه|اخر|آخر)"), any(Kind::TimeGrain)],
            |m| {
                tt(cycle_nth(
                    m[1].time_grain()?,
                    this_or_last(m[0].group(1)?)?,
                ))
            },
        ),
        Rule::new(
            "this|last the <cycle>",
            vec![re("(هذا|هذه|اخر|آخر)"), re("(ال)"), any(Kind::TimeGrain)],
            |m| {
                tt(cycle_nth(
                    m[2].time_grain()?,
                    this_or_last(m[0].group(1)?)?,
                ))
            },
        ),
        Rule::new(
            "<cycle> this|last|next",
            vec![
                re("ال"),
                any(Kind::TimeGrain),
                re("(هذ|القادم|التالي|الحالي|المقبل|الجاي|السابق|الماضي?|الفا[ئي]ت|المنصرم)[اةه]?(ين|ان|ات)?"),
            ],
            |m| {
                let n = CYCLE_WORDS
                    .iter()
                    .find(|(w, _)| Some(*w) == m[2].group(1))?
                    .1;
                tt(cycle_nth(m[1].time_grain()?, n))
            },
        ),
        Rule::new(
            "the <cycle> after|before <time>",
            vec![
                re("ال"),
                any(Kind::TimeGrain),
                re("(الذ?ي |ال)(قبل|بعد)"),
                any(Kind::Time),
            ],
            |m| {
                let n = if m[2].group(2)? == "بعد" { 1 } else { -1 };
                tt(cycle_nth_after(false, m[1].time_grain()?, n, m[3].time()?))
            },
        ),
        Rule::new(
            "<cycle> after|before <time>",
            vec![any(Kind::TimeGrain), re("(قبل|بعد)"), any(Kind::Time)],
            |m| {
                let n = if m[1].group(1)? == "بعد" { 1 } else { -1 };
                tt(cycle_nth_after(false, m[0].time_grain()?, n, m[2].time()?))
            },
        ),
        shared_rules::last_n_cycles("([اآ]خر)"),
        Rule::new(
            "<cycle> n next",
            vec![
                re("ال"),
                any(Kind::TimeGrain),
                re("ال"),
                integer_between(1, 9999),
                re("(ال)(تالي|قادم)[ةه]?"),
            ],
            |m| tt(cycle_n(true, m[1].time_grain()?, int_value(&m[3])?)),
        ),
        Rule::new(
            "the <cycle> the <ordinal> of <time>",
            vec![
                re("ال"),
                any(Kind::TimeGrain),
                any(Kind::Ordinal),
                re("في|من|بـ?"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(true, m[1].time_grain()?, rank(&m[2])?, m[4].time()?)),
        ),
        shared_rules::ordinal_cycle_of_time("في|من|بـ?"),
        Rule::new(
            "<cycle> <ordinal> day? of <time>",
            vec![
                any(Kind::TimeGrain),
                any(Kind::Ordinal),
                re("((ال)?يوم )?(بـ?|في|من)"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(true, m[0].time_grain()?, rank(&m[1])?, m[3].time()?)),
        ),
        shared_rules::ordinal_cycle_after_time("بعد"),
        Rule::new(
            "in|within|after <duration>",
            vec![re("(في|خلال|بعد)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                match m[0].group(1)? {
                    "خلال" => {
                        interval(TimeIntervalType::Open, &now(), &in_duration(dd)).map(Token::Time)
                    }
                    "بعد" => tt(with_direction(IntervalDirection::After, in_duration(dd))),
                    _ => tt(in_duration(dd)),
                }
            },
        ),
        Rule::new(
            "<duration> hence|ago",
            vec![any(Kind::Duration), re("(مض[تى]|من الان)")],
            |m| {
                let dd = m[0].duration()?;
                match m[1].group(1)? {
                    "من الان" => tt(in_duration(dd)),
                    _ => tt(duration_ago(dd)),
                }
            },
        ),
        Rule::new(
            "before <duration>",
            vec![re("من|قبل"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        Rule::new(
            "<duration> after|before|from <time>",
            vec![any(Kind::Duration), re("(من|قبل|بعد)"), any(Kind::Time)],
            |m| {
                let (dd, td) = (m[0].duration()?, m[2].time()?);
                match m[1].group(1)? {
                    "قبل" => tt(duration_before(dd, td)),
                    _ => tt(duration_after(dd, td)),
                }
            },
        ),
        Rule::new(
            "for <duration> from <time>",
            vec![
                re("لمدة|ل"),
                any(Kind::Duration),
                re("(من بداي[ةه]|ابتداء ب|بداية من|من)"),
                any(Kind::Time),
            ],
            |m| {
                let td = m[3].time()?;
                let end = duration_after(m[1].duration()?, td);
                interval(TimeIntervalType::Open, td, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "<time> for <duration>",
            vec![any(Kind::Time), re("لمدة|ل"), any(Kind::Duration)],
            |m| {
                let td = m[0].time()?;
                let end = duration_after(m[2].duration()?, td);
                interval(TimeIntervalType::Open, td, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "in <number> (implicit minutes)",
            vec![re("في|خلال"), integer_between(0, 60)],
            |m| {
                tt(in_duration(&duration(
                    Grain::Minute,
                    i64::from(int_value(&m[1])?),
                )))
            },
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
                re(&format!(r"(بتوقيت |)?\b({TIMEZONE_NAME})\b")),
            ],
            |m| in_timezone(&m[1].group(2)?.to_uppercase(), m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "part of <named-month>",
            vec![re("([اأ]وائل|[اأ]واخر|نهاي[ةه])-?"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let (first, end) = match m[0].group(1)? {
                    "اوائل" | "أوائل" => (1, intersect(&day_of_month(10), td)?),
                    "اواخر" | "أواخر" => (21, cycle_last_of(Grain::Day, td)),
                    _ => return None,
                };
                let start = intersect(td, &day_of_month(first))?;
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "day of <named-month>",
            vec![re("(بداي[ةه]|منتصف|نصف?|[اآ]خر|نهاي[ةه])-?"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let day = match m[0].group(1)? {
                    "بداية" | "بدايه" => 1,
                    "منتصف" | "نصف" | "نص" => 15,
                    _ => return tt(cycle_last_of(Grain::Day, td)),
                };
                intersect(&day_of_month(day), td).map(Token::Time)
            },
        ),
        Rule::new("now", vec![re("ال[اآ]ن|حالا")], |_| tt(now())),
    ]);
    all.extend(INSTANTS.iter().map(|&(name, words, grain, n)| {
        Rule::new(name, vec![re(words)], move |_| tt(cycle_nth(grain, n)))
    }));
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all.extend(SEASONS.iter().map(|&(name, words, (m1, d1), (m2, d2))| {
        Rule::new(name, vec![re(words)], move |_| {
            let season = interval(
                TimeIntervalType::Open,
                &month_day(m1, d1),
                &month_day(m2, d2),
            )?;
            tt(mk_ok_for_this_next(season))
        })
    }));
    all.extend(holiday_rules(HOLIDAYS));
    all
}

/// A month and a day.
type MonthDay = (i32, i32);

/// Duckling's `ruleSeasons`: name, regex, first and last day.
const SEASONS: [(&str, &str, MonthDay, MonthDay); 4] = [
    ("summer", "صيف|الصيف", (6, 21), (9, 23)),
    ("fall", "الخريف|خريف", (9, 23), (12, 21)),
    ("winter", "شتاء|الشتاء", (12, 21), (3, 20)),
    ("spring", "ربيع|الربيع", (3, 20), (6, 21)),
];

/// Duckling's `ruleUSHolidays`, `rulePeriodicHolidays`, `ruleComputedHolidays` and `ruleComputedHolidays'`, in
/// that order.
const HOLIDAYS: &[Holiday] = &[
    (
        "Christmas",
        "(يوم |عطل[ةه] )?((ال)?كري?سماس)",
        || Some(month_day(12, 25)),
    ),
    (
        "Christmas Eve",
        "(ليل[ةه] )((ال)?كري?سماس)",
        || Some(month_day(12, 24)),
    ),
    (
        "New Year's Eve",
        "(ليل[ةه] )(ر[اأ]س السن[ةه])",
        || Some(month_day(12, 31)),
    ),
    (
        "New Year's Day",
        "(وم |عطل[ةه] )?(ر[اأ]س السن[ةه])",
        || Some(month_day(1, 1)),
    ),
    (
        "Valentine's Day",
        "(عيد|يوم|عطل[ةه])((ال)?حب|(ال)?فالنتا?ين)",
        || Some(month_day(2, 12)),
    ),
    (
        "Halloween",
        "(عيد |يوم |عطل[ةه] )?((ال)?هالوي?ين)",
        || Some(month_day(10, 31)),
    ),
    ("عيد الميلاد", "عيد الميلاد", || {
        Some(month_day(12, 25))
    }),
    ("عيد الأضحى", "عيد الأضحى", || {
        Some(computed::eidal_adha())
    }),
    ("عيد الفطر", "عيد الفطر", || {
        Some(computed::eidal_fitr())
    }),
    ("عيد الفصح", "عيد الفصح", || {
        Some(computed::easter_sunday())
    }),
    (
        "رأس السنة الهجرية",
        "رأس السنة الهجرية",
        || Some(computed::muharram()),
    ),
    ("رمضان", "رمضان", || {
        interval(
            TimeIntervalType::Open,
            &computed::ramadan(),
            &cycle_nth_after(false, Grain::Day, -1, &computed::eidal_fitr()),
        )
    }),
];
