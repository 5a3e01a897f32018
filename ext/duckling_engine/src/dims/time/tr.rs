//! Turkish times: Duckling's `Duckling/Time/TR/Rules.hs`, its rules in its order, then its instants, days,
//! months, seasons and holidays.
//!
//! Left out, as they never yield in Duckling: "between <time-of-day> and <time-of-day> (interval)" and
//! "until <time-of-day>" read a regex token where their production expects a time; "week" builds only for
//! "hafta boyunca" (Duckling's production has no case for its other spellings). "dd.(mm.)? - dd.mm.(yy[yy]?)?
//! (interval)" needs a look-behind, which Rust's `regex` lacks: not ported yet.

use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{
    Holiday, closed_interval, day_of_week_rules, dom_ordinal, get_int_value, group_int,
    holiday_rules, in_zone, instant_rules, int_value, integer_between, intersected,
    latent_part_of_day, month_rules, rank, tod_not_latent, tt, zone_after_time,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::computed::{eidal_adha, eidal_fitr};
use crate::time::data::{Form, IntervalDirection};
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, day_of_month, duration_after, duration_before, hour,
    hour_minute, in_duration, intersect, interval, is_a_day_of_week, is_a_month, is_a_part_of_day,
    is_a_time_of_day, is_an_hour_of_day, is_grain_finer_than, is_not_latent, is_ok_with_this_next,
    mk_latent, mk_ok_for_this_next, month_day, not_latent, now, pred_last_of, pred_nth,
    pred_nth_after, weekend, with_direction, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `mkRuleInstants`: name, grain, offset, regex.
const INSTANTS: [(&str, Grain, i32, &str); 9] = [
    ("now", Grain::Second, 0, r"ş?imdi|şu(\s)?an"),
    ("today", Grain::Day, 0, "bugün"),
    ("tomorrow", Grain::Day, 1, "yarın"),
    ("yesterday", Grain::Day, -1, "dün"),
    (
        "after tomorrow",
        Grain::Day,
        2,
        r"(yarından\ssonraki)\s?(gün)?",
    ),
    (
        "before yesterday",
        Grain::Day,
        -2,
        r"(dün\sdeğil\sevvelsi|dünden\sönceki|öbürsü|öbürki)\s(gün)?",
    ),
    (
        "EOM|End of day",
        Grain::Day,
        1,
        r"gün\s(sonu(na|ndan?)?|bitimi(ne|nden?)?)?",
    ),
    (
        "EOM|End of month",
        Grain::Month,
        1,
        r"ay\s(sonu(na|ndan?)?|bitimi(ne|nden?)?)?",
    ),
    (
        "EOY|End of year",
        Grain::Year,
        1,
        r"yıl\s(sonu(na|ndan?)?|bitimi(ne|nden?)?)?",
    ),
];

/// Duckling's `ruleDaysOfWeek` list (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Pazartesi", "pazartesi'?(si|den|ye)?|pzts?"),
    ("Salı", "salı?'?(sı|dan|ya)?"),
    ("Çarşamba", "çar(şamba)?'?(sı|dan|ya)?"),
    ("Perşembe", "per(şembe)?'?(si|den|ye)?"),
    ("Cuma", "cuma?'?(sı|dan|ya)?"),
    ("Cumartesi", "cumartesi'?(si|den|ye)?|cmt"),
    ("Pazar", "paz(ar)?'?(ı|dan|a)?"),
];

/// Duckling's `ruleMonths` list.
const MONTHS: [(&str, &str); 12] = [
    ("Ocak", "ocak?'?(ğın|tan|ğ?a)?"),
    ("Şubat", "şub(at)?'?(a|ın|tan)?"),
    ("Mart", "mart?'?(ın|a|tan)?"),
    ("Nisan", "nis(an)?'?(ın|a|dan)?"),
    ("Mayıs", "may(ıs)?'?(ın|a|tan)?"),
    ("Haziran", "haz(iran)?'?(ın|a|dan)?"),
    ("Temmuz", "tem(muz)?'?(un|a|dan)?"),
    ("Ağustos", "ağu(stos)?'?(un|a|tan)?"),
    ("Eylül", "eyl(ül)?'?(ün|e|den)?"),
    ("Ekim", "ekim?'?(in|den|e)?"),
    ("Kasım", "kas(ım)?'?(ın|dan|a)?"),
    ("Aralık", "ara(lık?)?'?(ğın|ğa|tan)?"),
];

/// A month and a day of it.
type MonthDay = (i32, i32);

/// Duckling's `ruleSeasons`: name, regex, first day, last day.
const SEASONS: [(&str, &str, MonthDay, MonthDay); 4] = [
    ("yaz", "yaz(ın|a|dan)?", (6, 21), (9, 23)),
    ("sonbahar", "sonbahar(ın|a|dan)?", (9, 23), (12, 21)),
    ("kış", "kış(ın|a|tan)?", (12, 21), (3, 20)),
    ("ilkbahar", "ilkbahar(ın|a|dan)?", (3, 20), (6, 21)),
];

/// Duckling's `ruleHolidays` and `ruleComputedHolidays`.
const HOLIDAYS: [Holiday; 8] = [
    (
        "Yılbaşı",
        r"yılbaşı(ndan|na)?|yılbaşı(\statili(nden|ne))?",
        || Some(month_day(1, 1)),
    ),
    (
        "Ulusal Egemenlik ve Çocuk Bayramı",
        r"(ulusal\segemenlik\sve\s)?çocuk\sbayramı",
        || Some(month_day(4, 23)),
    ),
    (
        "Emek ve Dayanışma Günü",
        r"emek\sve\sdayanışma\sgünü",
        || Some(month_day(5, 1)),
    ),
    (
        "Atatürk’ü Anma, Gençlik ve Spor Bayramı",
        r"(gençlik\sve\sspor|spor|gençlik)\sbayramı",
        || Some(month_day(5, 19)),
    ),
    ("Zafer Bayramı", r"zafer\sbayramı", || {
        Some(month_day(8, 30))
    }),
    ("Cumhuriyet Bayramı", r"cumhuriyet\sbayramı", || {
        Some(month_day(10, 29))
    }),
    ("Kurban Bayramı", r"kurban\sbayramı", || Some(eidal_adha())),
    ("Ramazan Bayramı", r"ramazan\sbayramı", || {
        Some(eidal_fitr())
    }),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        shared_rules::comma_after_named_day(),
        Rule::new(
            "after <time-of-day>",
            vec![re("sonraki|önümüzdeki"), time(is_a_time_of_day)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        shared_rules::latent_part("afternoon", "öğleden sonra", 12, 19),
        shared_rules::at("saat"),
        Rule::new(
            "at <time-of-day>",
            vec![re("saat"), time(is_a_time_of_day), re("'?(den|dan)?")],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        shared_rules::datetime_to_datetime(r"\-"),
        shared_rules::day_named_month(),
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(day_of_month(get_int_value(&m[0])?))
        }),
        shared_rules::ordinal_day_named_month(),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Time), re("sonra(ki)?"), any(Kind::Duration)],
            |m| tt(duration_after(m[2].duration()?, m[0].time()?)),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Time), any(Kind::Duration), re("sonra")],
            |m| tt(duration_after(m[1].duration()?, m[0].time()?)),
        ),
        Rule::new(
            "for <duration> from <time>",
            vec![
                any(Kind::Time),
                re("itibaren"),
                any(Kind::Duration),
                re("boyunca|süresince"),
            ],
            |m| {
                let from = m[0].time()?;
                closed_interval(from, &duration_after(m[2].duration()?, from))
            },
        ),
        shared_rules::duration_ago("önce"),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Time), re("önceki"), any(Kind::Duration)],
            |m| tt(duration_before(m[2].duration()?, m[0].time()?)),
        ),
        shared_rules::latent_part("evening", "akşam(a|dan)?", 18, 0),
        Rule::new(
            "hh:mm",
            vec![re(
                r"((?:[01]?\d)|(?:2[0-3]))[:.ч]([0-5]\d)(?:час(ов|а|у)?|ч)?",
            )],
            |m| {
                tt(hour_minute(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                ))
            },
        ),
        Rule::new(
            "hhmm (military)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, min) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, min)))
            },
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| match m[0].time()?.form {
                Some(Form::TimeOfDay {
                    hours: Some(h),
                    is_12h,
                }) => tt(hour_minute(is_12h, h, int_value(&m[1])?)),
                _ => None,
            },
        ),
        Rule::new(
            "the ides of <named-month>",
            vec![time(is_a_month), re("ortası")],
            |m| {
                let td = m[0].time()?;
                let day = ides_of(td)?;
                intersected(td, &day)
            },
        ),
        Rule::new(
            "in <duration>",
            vec![any(Kind::Duration), re("içinde|içerisinde")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new("by <time>", vec![any(Kind::Time), re("kadar")], |m| {
            interval(TimeIntervalType::Open, &now(), m[0].time()?).map(Token::Time)
        }),
        Rule::new(
            "<duration> hence",
            vec![any(Kind::Duration), re("sonra")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> from now",
            vec![re(r"(bugünden\s)?sonra(ki)?"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        shared_rules::intersect(),
        Rule::new(
            "intersect by ','",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersected(m[0].time()?, m[2].time()?),
        ),
        shared_rules::last_cycle("son|geçen|geçtiğimiz|önceki"),
        Rule::new(
            "last <cycle> of <time>",
            vec![any(Kind::Time), re("son"), any(Kind::TimeGrain)],
            |m| tt(cycle_last_of(m[2].time_grain()?, m[0].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![any(Kind::Time), re("son"), time(is_a_day_of_week)],
            // Duckling's argument order: the time is the cycle, the day of the week the base.
            |m| tt(pred_last_of(m[0].time()?, m[2].time()?)),
        ),
        shared_rules::last_n_cycles("son|geçen|geçtiğimiz|önceki"),
        Rule::new(
            "last <time>",
            vec![
                re("geçen|önceki|geçtiğimiz|son"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "this <time>",
            vec![re("bu"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![re("önümüzdeki|gelecek|sonraki"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        shared_rules::latent_part("lunch", "öğlen? (yemeği|arası)", 12, 14),
        shared_rules::midnight(r"gece\syarısı|gün\ssonu|gün\sbitimi"),
        Rule::new(
            "mm/dd",
            vec![re(r"([012]?[1-9]|10|20|30|31)\.(10|11|12|0?[1-9])\.?")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(
                r"(1[0-2]|0?[1-9])[-/\s](3[01]|[12]\d|0?[1-9])[-/\s](\d{2,4})",
            )],
            |m| {
                let (mm, dd, y) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mm, dd))
            },
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|10|11|12)-([012]?[1-9]|10|20|30|31)"),
        shared_rules::named_month_day(),
        shared_rules::next_cycle("sonraki|önümüzdeki|gelecek"),
        shared_rules::next_n_cycles("önümüzdeki|sonraki"),
        shared_rules::latent_part("night", "gece(ye|den)?", 0, 4),
        shared_rules::noon("öğle(n|den|ye)?"),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Time),
                re("sonra(ki)?"),
                any(Kind::Ordinal),
                any(Kind::Time),
            ],
            |m| tt(pred_nth_after(rank(&m[2])?, m[0].time()?, m[3].time()?)),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![any(Kind::Time), any(Kind::Ordinal), any(Kind::Time)],
            |m| {
                let td = intersect(m[2].time()?, m[0].time()?)?;
                tt(pred_nth(rank(&m[1])?, false, &td))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![any(Kind::Time), any(Kind::Ordinal), any(Kind::TimeGrain)],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    rank(&m[1])?,
                    m[0].time()?,
                ))
            },
        ),
        shared_rules::ordinal_quarter(),
        shared_rules::ordinal_quarter_year(),
        Rule::new(
            "part of days",
            vec![re(r"(sabah(ı|a|tan)?|öğlen?|akşam|gece|öğle\syemeği)")],
            |m| {
                let (from, to) = match m[0].group(1)?.to_lowercase().as_str() {
                    "sabah" | "sabahı" | "sabaha" | "sabahtan" => (0, 12),
                    "akşam" | "gece" => (18, 0),
                    "öğlen" | "öğle" | "öğle yemeği" => (12, 14),
                    _ => (12, 19),
                };
                latent_part_of_day(from, to)
            },
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![time(is_a_part_of_day), any(Kind::Time)],
            |m| intersected(m[0].time()?, m[1].time()?),
        ),
        Rule::new(
            "about|exactly <time-of-day>",
            vec![
                time(|td| is_grain_finer_than(Grain::Year, td)),
                re("gibi|civarı(nda)?"),
            ],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "about|exactly <time-of-day>",
            vec![
                re(r"yaklaşık|tam(\solarak)?"),
                time(|td| is_grain_finer_than(Grain::Year, td)),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        shared_rules::this_cycle("bu"),
        shared_rules::this_part_of_day("bu"),
        shared_rules::this_next_day_of_week("bu|sonraki"),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersected(m[0].time()?, m[1].time()?),
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = int_value(&m[0])?;
            tt(mk_latent(hour(n < 12, n)))
        }),
        shared_rules::time_of_day_to_time_of_day(r"\-"),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![time(is_a_time_of_day), re(r"\-|/"), time(tod_not_latent)],
            |m| closed_interval(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "week",
            vec![re(
                r"((bu\s)?hafta boyunca)|(bu hafta)|(haftanın geri kalanı)",
            )],
            |m| {
                if m[0].group(1)?.to_lowercase() != "hafta boyunca" {
                    return None;
                }
                let end = cycle_nth_after(true, Grain::Day, -2, &cycle_nth(Grain::Week, 1));
                closed_interval(&cycle_nth(Grain::Week, 0), &end)
            },
        ),
        Rule::new("week-end", vec![re("hafta sonu")], |_| {
            tt(mk_ok_for_this_next(weekend()))
        }),
        shared_rules::year(),
        shared_rules::latent_year(25, 999),
        shared_rules::latent_year(2101, 10000),
        Rule::new(
            "<time> timezone",
            vec![time(tod_not_latent), re(&zone_after_time())],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
    ];
    all.extend(instant_rules(&INSTANTS));
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all.extend(SEASONS.iter().map(|&(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (from, to) = (month_day(from.0, from.1), month_day(to.0, to.1));
            tt(mk_ok_for_this_next(interval(
                TimeIntervalType::Open,
                &from,
                &to,
            )?))
        })
    }));
    all.extend(holiday_rules(&HOLIDAYS));
    all
}
