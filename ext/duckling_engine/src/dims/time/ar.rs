//! Arabic times (`Duckling/Time/AR/Rules.hs`), each rule named as Duckling names it and in its order.
//!
//! Ported so far: intersections and absorptions, this/next/last, years, months and days of the month, clock
//! times in digits, numeric dates, cycles, durations from now, instants, days of the week and months. Not
//! yet: times of day in words, parts of the day, intervals, nth/last of, holidays.

use crate::dims::numeral::helpers::parse_int;
use crate::dims::time::en::day_of_month::{dom_integer, dom_number, dom_ordinal, dom_value_rules};
use crate::dims::time::en::time_of_day::integer_between;
use crate::dims::token::{Kind, Matched, Rule, Token, any, ordinal, re, time};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::duration::duration;
use crate::time::helpers::{
    cycle_nth, day_of_month, day_of_week, duration_ago, hour_minute, hour_minute_second,
    in_duration, intersect, intersect_dom, interval, is_a_day_of_week, is_a_month, is_not_latent,
    is_ok_with_this_next, mk_latent, mk_ok_for_this_next, month, month_day, now, pred_nth,
    with_direction, year, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `tt`: a time token.
fn tt(td: TimeData) -> Option<Token> {
    Some(Token::Time(td))
}

/// What regex group `i` of `m` holds, as a number.
fn group_int(m: &Matched<'_, Token>, i: usize) -> Option<i32> {
    i32::try_from(parse_int(m.group(i)?)?).ok()
}

/// The integer a numeral or ordinal token holds (Duckling's `getIntValue`).
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    dom_number(m)
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

/// "هذا|هذه" is this cycle, "اخر|آخر" the last one.
fn this_or_last(word: &str) -> Option<i32> {
    match word {
        "هذا" | "هذه" => Some(0),
        "اخر" | "آخر" => Some(-1),
        _ => None,
    }
}

/// Day `m[day]` of the month `m[month]`.
fn dom_of(m: &[Matched<'_, Token>], day: usize, month: usize) -> Option<Token> {
    intersect_dom(m[month].time()?, dom_number(&m[day])?).map(Token::Time)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
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
        Rule::new("year", vec![integer_between(1000, 2100)], |m| {
            tt(year(int_value(&m[0])?))
        }),
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
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(mk_latent(day_of_month(int_value(&m[0])?)))
        }),
        Rule::new(
            "<named-month>|<named-day> <day-of-month> (ordinal)",
            vec![
                time(|t| is_a_month(t) || is_a_day_of_week(t)),
                dom_ordinal(),
            ],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
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
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)")],
            |m| tt(hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                tt(hour_minute_second(
                    true,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                ))
            },
        ),
        Rule::new(
            "dd/mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])\s?[/-]\s?(1[0-2]|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(r"(3[01]|[12]\d|0?[1-9])[/-](1[0-2]|0?[1-9])[-/](\d{2,4})")],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                ))
            },
        ),
        Rule::new(
            "yyyy-mm-dd",
            vec![re(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])")],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                ))
            },
        ),
        Rule::new(
            "mm/yyyy",
            vec![re(r"(0?[1-9]|1[0-2])[/-](\d{4})")],
            |m| tt(year_month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?, 1)),
        ),
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
            "in <number> (implicit minutes)",
            vec![re("في|خلال"), integer_between(0, 60)],
            |m| {
                tt(in_duration(&duration(
                    Grain::Minute,
                    i64::from(int_value(&m[1])?),
                )))
            },
        ),
        Rule::new("now", vec![re("ال[اآ]ن|حالا")], |_| tt(now())),
    ]);
    all.extend(INSTANTS.iter().map(|&(name, words, grain, n)| {
        Rule::new(name, vec![re(words)], move |_| tt(cycle_nth(grain, n)))
    }));
    all.extend((1..).zip(DAYS).map(|(n, (name, words))| {
        Rule::new(name, vec![re(words)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    }));
    all.extend((1..).zip(MONTHS).map(|(n, (name, words))| {
        Rule::new(name, vec![re(words)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    }));
    all
}
