//! Croatian times: Duckling's `Duckling/Time/HR/Rules.hs`, its rules in the order of its `rules` list, then its
//! days, months, holidays and seasons.

use crate::dims::time::helpers::{
    Holiday, Season, closed_interval, day_of_week_rules, dom_ordinal, get_int_value, group_int,
    holiday_rules, hours_of, in_zone, integer_between, month_rules, rank, season_rules, tt,
    zone_after_time,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, ordinal, re, time, time_grain};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, day_of_month, duration_ago, hour, hour_minute, in_duration,
    intersect, intersect_dom, interval, is_a_day_of_week, is_a_month, is_a_part_of_day,
    is_a_time_of_day, is_an_hour_of_day, is_grain_finer_than, is_not_latent, is_ok_with_this_next,
    minutes_after, minutes_before, mk_latent, mk_ok_for_this_next, month_day, not_latent, now,
    nth_dow_of_month, part_of_day, pred_last_of, pred_nth, time_of_day_ampm, today, weekend,
    with_direction, year,
};
use crate::time::object::TimeIntervalType;

fn same(m: &Matched<'_, Token>) -> Option<Token> {
    tt(m.time()?.clone())
}

/// A latent part of the day from hour `from` to hour `to`.
fn latent_part(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    tt(part_of_day(mk_latent(td)))
}

/// Today from hour `from` to hour `to`, a part of the day that is not latent.
fn part_of_today(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    tt(part_of_day(not_latent(intersect(&today(), &td)?)))
}

/// The clock time `minutes` past the hour of the hour-of-day `td`, 12-hour if it was.
fn hour_and(td: &TimeData, minutes: i32) -> Option<Token> {
    let (h, is_12h) = hours_of(td)?;
    tt(hour_minute(is_12h, h, minutes))
}

const QUARTER: &str = r"kvarata?|(c|č)etvrt|frtalj";

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", r"ponedjelja?ka?|pon\.?"),
    ("Tuesday", r"utora?ka?|uto?\.?"),
    ("Wednesday", r"srijed(a|e|u)|sri\.?"),
    ("Thursday", r"(č|c)etvrta?ka?|(č|c)et\.?"),
    ("Friday", r"peta?ka?|pet\.?"),
    ("Saturday", r"subot(a|e|u)|sub?\.?"),
    ("Sunday", r"nedjelj(a|e|u)|ned\.?"),
];

/// Duckling's `ruleMonths`: each month also by its ordinal ("prvi" is January).
const MONTHS: [(&str, &str); 12] = [
    (
        "January",
        r"sije(c|č)a?nj(a|u)?|januar(a|u)?|jan\.?|sij?\.?|prv(i|a|o(ga?)?)",
    ),
    (
        "February",
        r"(ve)?lja(c|č)(a|e|i)|februar(a|u)?|feb\.?|ve(lj)?\.?|drug(i|a|o(ga?)?)",
    ),
    (
        "March",
        r"o(z|ž)uja?k(a|u)?|mart(a|u)?|mar\.?|o(z|ž)u?\.?|tre(c|ć)(i|a|e(ga?)?)",
    ),
    (
        "April",
        r"trava?nj(a|u)?|april(a|u)?|apr\.?|tra\.?|(č|c)etvrt(i|a|o(ga?)?)",
    ),
    ("May", r"sviba?nj(a|u)?|maj|svi\.?|pet(i|a|o(ga?)?)"),
    (
        "June",
        r"lipa?nj(a|u)?|jun(i|u|a)?|jun\.?|lip?\.?|(š|s)est(i|a|o(ga?)?)",
    ),
    (
        "July",
        r"srpa?nj(a|u)?|jul(i|u|a)?|jul\.?|srp\.?|sedm(i|a|o(ga?)?)",
    ),
    (
        "August",
        r"kolovoz(a|u)?|august(a|u)?|aug\.?|kol\.?|osm(i|a|o(ga?)?)",
    ),
    (
        "September",
        r"ruja?n(a|u)?|septemba?r(a|u)?|sept?\.?|ruj\.?|devet(i|a|o(ga?)?)",
    ),
    (
        "October",
        r"listopad(a|u)?|oktobar(a|u)?|okt\.?|lis\.?|deset(i|a|o(ga?)?)",
    ),
    (
        "November",
        r"studen(i|oga?|om)|novemba?r(a|u)?|nov\.?|stu\.?|jedanaest(i|a|o(ga?)?)",
    ),
    (
        "December",
        r"prosina?c(a|u)?|decemba?r(a|u)?|dec\.?|pros?\.?|dvanaest(i|a|o(ga?)?)",
    ),
];

/// Duckling's `ruleHolidays`.
const HOLIDAYS: [Holiday; 8] = [
    ("new year's eve", "star(a|u|e) godin(a|e|u)", || {
        Some(month_day(12, 31))
    }),
    ("new year's day", "nov(a|u|e) godin(a|e|u)", || {
        Some(month_day(1, 1))
    }),
    ("christmas eve", "badnjaka?", || Some(month_day(12, 24))),
    (
        "christmas",
        "(zi(c|ć)bo|bo(z|ž)i(c|ć))(a|u|ni|na)?",
        || Some(month_day(12, 25)),
    ),
    ("halloween day", "no(c|ć) vje(s|š)tica", || {
        Some(month_day(10, 31))
    }),
    ("Mother's Day", "maj(c|č)in dan", || {
        Some(nth_dow_of_month(2, 7, 5))
    }),
    ("Father's Day", "dan (o(c|č)eva|tata)", || {
        Some(nth_dow_of_month(3, 7, 6))
    }),
    ("valentine's day", "valentinov(og?|a|)", || {
        Some(month_day(2, 14))
    }),
];

/// Duckling's `ruleSeasons`.
const SEASONS: [Season; 4] = [
    ("summer", "ljet(os?|a)", (6, 21), (9, 23)),
    ("fall", "jesen(i|as)?", (9, 23), (12, 21)),
    ("winter", "zim(a|e|us)?", (12, 21), (3, 20)),
    ("spring", "prolje(c|ć)(e|a)", (3, 20), (6, 21)),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "about <duration>",
            vec![re("oko"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        shared_rules::about("(oko|cca|otprilike)"),
        shared_rules::comma_after_named_day(),
        shared_rules::after_duration("(nakon|poslije)( jo(s|š))?"),
        Rule::new("after lunch", vec![re("poslije ru(c|č)ka")], |_| {
            part_of_today(13, 17)
        }),
        Rule::new(
            "after next <time>",
            vec![re("nakon sljede(ć|c)(i|e|a)(ga?)?"), any(Kind::Time)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        shared_rules::after("(nekad |najranije )?(prije|od)"),
        Rule::new(
            "after work",
            vec![re("poslije (posla|kraja radnog vremena)")],
            |_| part_of_today(17, 21),
        ),
        Rule::new("afternoon", vec![re("po(slije)?podne")], |_| {
            latent_part(12, 20)
        }),
        shared_rules::at("u|@"),
        Rule::new(
            "before last<time>",
            vec![
                re("prije (prethodn(i|u|a|e|o(ga?)?)|pro(s|š)l(ih?|a|e|o(ga?)?))"),
                any(Kind::Time),
            ],
            |m| tt(pred_nth(-2, false, m[1].time()?)),
        ),
        shared_rules::between_datetimes("od|izme(dj|đ)u", "do|i"),
        shared_rules::between_times_of_day("od|izme(dj|đ)u", "do|i"),
        shared_rules::by_the_end_of("(do )(kraja|isteka)? "),
        Rule::new("by <time>", vec![re("do"), any(Kind::Time)], |m| {
            interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time)
        }),
        shared_rules::cycle_after_time("nakon"),
        shared_rules::cycle_before_time("prije"),
        shared_rules::datetime_to_datetime(r"\-"),
        Rule::new("day after tomorrow", vec![re("(preko?sutra)")], |_| {
            tt(cycle_nth(Grain::Day, 2))
        }),
        Rule::new(
            "day before day before yesterday",
            vec![re(r"(prek\s?prekju(c|č)er)")],
            |_| tt(cycle_nth(Grain::Day, -3)),
        ),
        Rule::new("day before yesterday", vec![re("(prekju(c|č)er)")], |_| {
            tt(cycle_nth(Grain::Day, -2))
        }),
        shared_rules::day_named_month(),
        shared_rules::day_of_named_month("of|in"),
        Rule::new(
            "<day-of-month>. (ordinal)",
            vec![dom_ordinal(), re(r"\.|i|og")],
            |m| tt(day_of_month(get_int_value(&m[0])?)),
        ),
        shared_rules::ordinal_day_of_named_month("of|in"),
        shared_rules::ordinal_day_named_month(),
        shared_rules::ordinal_day_named_month_year(),
        Rule::new(
            "dd.mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])/(0?[1-9]|1[0-2])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        shared_rules::dd_mm_yyyy(r"(3[01]|[12]\d|0?[1-9])/(0?[1-9]|1[0-2])/(\d{2,4})"),
        shared_rules::duration_after_time("nakon|poslije|od"),
        shared_rules::duration_before_time("prije"),
        shared_rules::duration_from_now("od (sada?|ovog trenutka|dana(s|š)nj(i|eg) dana?)"),
        Rule::new(
            "early morning",
            vec![re(
                "(rano( (u )?u?jutros?)?)|(u ran(im|e) jutarnj(im|e) sat(ima|e))",
            )],
            |_| latent_part(3, 9),
        ),
        Rule::new(
            "EOM|End of month",
            vec![re("(the )?(EOM|(do )? kraja mjeseca)")],
            |_| tt(cycle_nth(Grain::Month, 1)),
        ),
        Rule::new(
            "EOY|End of year",
            vec![re("(the )?(EOY|(do )? kraja? godine)")],
            |_| tt(cycle_nth(Grain::Year, 1)),
        ),
        Rule::new("evening|night", vec![re("(na)?ve(c|č)er(i|as)?")], |_| {
            let td = interval(TimeIntervalType::Open, &hour(false, 18), &hour(false, 0))?;
            tt(mk_ok_for_this_next(part_of_day(mk_latent(td))))
        }),
        shared_rules::exactly("to(c|č)no( u)?"),
        Rule::new(
            "for <duration>",
            vec![re("za( jo(s|š))?|u"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        shared_rules::from_datetime_to_datetime("od|izme(dj|đ)u", r"\-"),
        shared_rules::from_time_of_day_to_time_of_day("od", r"\-"),
        Rule::new(
            "half <integer> (HR style hour-of-day)",
            vec![re("pol?a?"), time(is_an_hour_of_day)],
            |m| tt(minutes_before(30, m[1].time()?)?),
        ),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[(:.\si]+([0-5]\d)"),
        Rule::new(
            "hhmm (military, prefixed with m to avoid ambiguity with years)",
            vec![re(r"m((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let hm = hour_minute(false, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(time_of_day_ampm(false, &hm))
            },
        ),
        shared_rules::ambiguous_hh_mm_ss(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)"),
        shared_rules::in_duration("za"),
        shared_rules::in_part_of_day("(u|tokom)"),
        shared_rules::intersect(),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        shared_rules::last_cycle("prethodn(i|a|e|u)|pro(s|š)l(i|a|e|u|o(ga?)?)"),
        shared_rules::last_cycle_of_time("zadnj(ih?|a|e(ga?)?)", "u"),
        Rule::new(
            "last <day-of-week> <time>",
            vec![
                re("zadnj(ih?|a|e(ga?)?)"),
                time(is_a_day_of_week),
                re("u"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "last <day-of-week> <time>",
            vec![
                re("zadnj(ih?|a|e(ga?)?)"),
                time(is_a_day_of_week),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[2].time()?)),
        ),
        shared_rules::last_n_cycles("prethodn(ih?|a|e)|pro(s|š)l(a|e|ih?)"),
        Rule::new(
            "last <time>",
            vec![
                re("(prethodn(i|u|a|e|o(ga?)?)|pro(s|š)l(ih?|u|a|e|o(ga?)?))"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "late night",
            vec![re(r"(((u|po)\s)?no(c|ć)(i|as|u)?|u?jutros?)")],
            |_| latent_part(0, 4),
        ),
        Rule::new(
            "lunch",
            vec![re("(((za )|(u vrijeme )) )?ru(c|č)a?k(a|om)?")],
            |_| latent_part(12, 14),
        ),
        shared_rules::midnight("(u )?pono(c|ć)i?|(the )?(EOD|((do )? kraja? dana))"),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                time(is_a_month),
                re(r"(3[01]|[12]\d|0?[1-9])"),
                re(r"\-|do"),
                re(r"(3[01]|[12]\d|0?[1-9])"),
            ],
            |m| {
                let td = m[0].time()?;
                let from = intersect(&day_of_month(group_int(&m[1], 1)?), td)?;
                let to = intersect(&day_of_month(group_int(&m[3], 1)?), td)?;
                closed_interval(&from, &to)
            },
        ),
        Rule::new("morning", vec![re("(u )?u?jutros?")], |_| {
            latent_part(4, 12)
        }),
        Rule::new(
            "<named-day> <day-of-month> (ordinal)",
            vec![time(is_a_day_of_week), dom_ordinal()],
            |m| intersect_dom(m[0].time()?, get_int_value(&m[1])?).map(Token::Time),
        ),
        shared_rules::named_month_day(),
        shared_rules::named_month_ordinal_day(),
        shared_rules::next_cycle("sljede(c|ć)(i|a|u|e(ga?)?)"),
        shared_rules::next_n_cycles("(u )?(sljede(c|ć)(ih?|a|eg?))"),
        Rule::new(
            "next <time>",
            vec![
                re("sljede(c|ć)(i|u|a|e(ga?)?)"),
                time(|td| is_not_latent(td) && is_ok_with_this_next(td)),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        shared_rules::noon("(u )?podne(va)?"),
        Rule::new(
            "now",
            vec![re(
                "((upravo|ov(aj?|og?|e|i))? ?sada?|trenutak|upravo|trenutno)|(ov(aj|og) trena?)",
            )],
            |_| tt(now()),
        ),
        shared_rules::nth_time_after_time("poslije|nakon|iza"),
        shared_rules::nth_time_of_time("u"),
        shared_rules::ordinal_cycle_after_time("nakon"),
        shared_rules::ordinal_cycle_of_time("od|u"),
        Rule::new(
            "<ordinal> quarter",
            vec![ordinal(|_| true), time_grain(|g| g == Grain::Quarter)],
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
            "prije <duration>",
            vec![re("prije"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        Rule::new(
            "numeral after|past (hour-of-day)",
            vec![
                integer_between(1, 59),
                re("poslije|nakon"),
                time(is_an_hour_of_day),
            ],
            |m| tt(minutes_after(get_int_value(&m[0])?, m[2].time()?)?),
        ),
        Rule::new(
            "quarter after|past (hour-of-day)",
            vec![
                re(r"(kvarata?|(c|č)etvrt|frtalj)\s+(poslije|nakon)"),
                time(is_an_hour_of_day),
            ],
            |m| tt(minutes_after(15, m[1].time()?)?),
        ),
        Rule::new(
            "half after|past (hour-of-day)",
            vec![re(r"(i pol?a?)\s+(poslije|nakon)"), time(is_an_hour_of_day)],
            |m| tt(minutes_after(30, m[1].time()?)?),
        ),
        Rule::new(
            "numeral to|till|before <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("do"), time(is_an_hour_of_day)],
            |m| tt(minutes_before(get_int_value(&m[0])?, m[2].time()?)?),
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![
                re(r"(kvarata?|(c|č)etvrt|frtalj)\s+do"),
                time(is_an_hour_of_day),
            ],
            |m| tt(minutes_before(15, m[1].time()?)?),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![re(r"di pol?a?\s+do"), time(is_an_hour_of_day)],
            |m| tt(minutes_before(30, m[1].time()?)?),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| hour_and(m[0].time()?, get_int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> quarter",
            vec![time(is_an_hour_of_day), re(QUARTER)],
            |m| hour_and(m[0].time()?, 15),
        ),
        Rule::new(
            "<hour-of-day> half",
            vec![time(is_an_hour_of_day), re("i pol?a?")],
            |m| hour_and(m[0].time()?, 30),
        ),
        Rule::new(
            "since <time-of-day>",
            vec![re("od"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        shared_rules::this_cycle("ov(aj?|og?|e|i)"),
        Rule::new(
            "this <part-of-day>",
            vec![re("ov(aj?|og?|i|e)"), time(is_a_part_of_day)],
            |m| {
                let td = intersect(&today(), m[1].time()?)?;
                tt(part_of_day(not_latent(td)))
            },
        ),
        Rule::new(
            "this <time>",
            vec![re("ov(aj?|og?|e)(sad)?"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        shared_rules::this_next_day_of_week("ov(aj?|og?|e)|sljede(c|ć)(i|u|a|e(ga?)?)"),
        Rule::new(
            "<time> after next",
            vec![any(Kind::Time), re("nakon sljede(ć|c)(i|e|a)(ga?)?")],
            |m| tt(pred_nth(1, true, m[0].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![
                any(Kind::Time),
                re("prije (prethodn(e|o(ga?)?)|pro(s|š)l(ih?|u|a|e|o(ga?)?))"),
            ],
            |m| tt(pred_nth(-2, false, m[0].time()?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[1].time()?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_grain_finer_than(Grain::Day, td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        shared_rules::approximately("(-?ak)"),
        shared_rules::ambiguous_latent_hour(),
        shared_rules::oclock("sat(i|a)?"),
        shared_rules::time_of_day_to_time_of_day(r"\-|:"),
        Rule::new(
            "today",
            vec![re("danas?|(dana(s|š)nj(i|eg) dana?) ")],
            |_| tt(today()),
        ),
        Rule::new("tomorrow", vec![re("(sutra(dan)?)")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new("tonight", vec![re("(na)?ve(c|č)er(as)?")], |_| {
            part_of_today(18, 0)
        }),
        Rule::new(
            "u <named-day>",
            vec![re("u"), time(is_a_day_of_week)],
            |m| same(&m[1]),
        ),
        Rule::new("u <named-month>", vec![re("u"), time(is_a_month)], |m| {
            same(&m[1])
        }),
        Rule::new(
            "until <time-of-day>",
            vec![
                re("((nekad|najkasnije) )?(prije|do)"),
                time(is_a_time_of_day),
            ],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new("week-end", vec![re("(za )?vikenda?")], |_| {
            tt(mk_ok_for_this_next(weekend()))
        }),
        shared_rules::within_duration("(u|za )vrijeme"),
        shared_rules::year(),
        Rule::new(
            "year",
            vec![ordinal(|o| (1000..=2100).contains(&o.value)), re(r"\.|e")],
            |m| tt(year(get_int_value(&m[0])?)),
        ),
        shared_rules::latent_year(25, 999),
        shared_rules::latent_year(2101, 10000),
        Rule::new("yesterday", vec![re("(ju(c|č)er)")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new(
            "za <integer> (hour-of-day)",
            vec![re("za"), integer_between(1, 59), time(is_an_hour_of_day)],
            |m| hour_and(m[2].time()?, get_int_value(&m[1])?),
        ),
        Rule::new(
            "za quarter (hour-of-day)",
            vec![
                re(r"za\s+(kvarata?|(c|č)etvrt|frtalj)"),
                time(is_an_hour_of_day),
            ],
            |m| hour_and(m[1].time()?, 15),
        ),
        Rule::new(
            "za half (hour-of-day)",
            vec![re(r"za\s+(i pol?a?)"), time(is_an_hour_of_day)],
            |m| hour_and(m[1].time()?, 30),
        ),
    ];
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all.extend(holiday_rules(&HOLIDAYS));
    all.extend(season_rules(&SEASONS));
    all
}
