//! Hungarian times: Duckling's `Duckling/Time/HU/Rules.hs`, each rule named as Duckling names it. Its words
//! carry their case endings ("hétfőn", "januárban", "március 15-én"), which the regexes list.

use crate::dims::numeral::helpers::lookup;
use crate::dims::time::helpers::{
    Instant, day_of_week_rules, dom_integer, dom_ordinal, get_int_value, instant_rules,
    integer_between, month_rules,
};
use crate::dims::time::helpers::{group_int, tt};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, hour, hour_minute_second, intersect, intersect_dom, interval, is_a_day_of_week,
    is_a_month, is_a_part_of_day, is_a_time_of_day, is_not_latent, mk_latent, month_day,
    part_of_day, pred_nth, time_of_day_ampm, year_month_day,
};
use crate::time::object::TimeIntervalType;

const INSTANTS: [Instant; 8] = [
    (
        "right now",
        Grain::Second,
        0,
        "mostani(t)?|((épp )?most)|azonnal",
    ),
    (
        "today",
        Grain::Day,
        0,
        "m(á|a)(i( nap(o(t|n)|it?)?|t)?|ma)?",
    ),
    ("tomorrow", Grain::Day, 1, "holnap(i(t)?)?"),
    ("day after tomorrow", Grain::Day, 2, "holnapután(i(t)?)?"),
    ("yesterday", Grain::Day, -1, "tegnap(i(t)?)?"),
    (
        "day before yesterday",
        Grain::Day,
        -2,
        "tegnapelőtt(i(t)?)?",
    ),
    (
        "end of month",
        Grain::Month,
        1,
        "(a )?hónap vége|hó vég(e|i(t)?|én)",
    ),
    ("end of year", Grain::Year, 1, "(az )?év vég(e|i(t)?|én)"),
];

const DAYS: [(&str, &str); 7] = [
    ("Monday", r"hétfő(n|t|i(t)?)?|hét\.?"),
    ("Tuesday", "kedd(en|et|i(t)?)?"),
    ("Wednesday", r"szerda(i(t)?)?|szerdá(n|t)|szer\.?"),
    ("Thursday", r"csütörtök(ö(n|t)|i(t)?)?|csüt\.?"),
    ("Friday", r"péntek(e(n|t)|i(t)?)?|pén\.?"),
    ("Saturday", r"szombat(o(n|t)|i(t)?)?|szom\.?"),
    ("Sunday", r"vasárnap(ot|i(t)?)?|vas\.?"),
];

const MONTHS: [(&str, &str); 12] = [
    ("January", r"január(ban|i(t)?)?|jan\.?"),
    ("February", r"február(ban|i(t)?)?|febr?\.?"),
    ("March", r"március(ban|i(t)?)?|márc?\.?"),
    ("April", r"április(ban|i(t)?)?|ápr\.?"),
    ("May", r"május(ban|i(t)?)?|máj\.?"),
    ("June", r"június(ban|i(t)?)?|jún\.?"),
    ("July", r"július(ban|i(t)?)?|júl\.?"),
    ("August", r"augusztus(ban|i(t)?)?|aug\.?"),
    ("September", r"szeptember(ben|i(t)?)?|szept?\.?"),
    ("October", r"október(ben|i(t)?)?|okt\.?"),
    ("November", r"november(ben|i(t)?)?|nov\.?"),
    ("December", r"december(ben|i(t)?)?|dec\.?"),
];

/// The parts of the day, each word with its start and end hour.
const PARTS_OF_DAY: [(&str, (i32, i32)); 15] = [
    ("reggel", (6, 10)),
    ("reggeli", (6, 10)),
    ("reggelit", (6, 10)),
    ("délelőtt", (8, 12)),
    ("délelőtti", (8, 12)),
    ("délelőttit", (8, 12)),
    ("délben", (12, 13)),
    ("déli", (12, 13)),
    ("délit", (12, 13)),
    ("délután", (12, 18)),
    ("délutáni", (12, 18)),
    ("délutánit", (12, 18)),
    ("este", (16, 20)),
    ("esti", (16, 20)),
    ("estit", (16, 20)),
];

/// The seasons, each word with its first day and the next season's, as (month, day).
/// A (month, day).
type MonthDay = (i32, i32);

const SEASONS: [(&str, (MonthDay, MonthDay)); 16] = [
    ("nyár", ((6, 21), (9, 23))),
    ("nyári", ((6, 21), (9, 23))),
    ("nyárit", ((6, 21), (9, 23))),
    ("nyáron", ((6, 21), (9, 23))),
    ("ősz", ((9, 23), (12, 21))),
    ("őszi", ((9, 23), (12, 21))),
    ("őszit", ((9, 23), (12, 21))),
    ("ősszel", ((9, 23), (12, 21))),
    ("tél", ((12, 21), (3, 20))),
    ("téli", ((12, 21), (3, 20))),
    ("télit", ((12, 21), (3, 20))),
    ("télen", ((12, 21), (3, 20))),
    ("tavasz", ((3, 20), (6, 21))),
    ("tavaszi", ((3, 20), (6, 21))),
    ("tavaszit", ((3, 20), (6, 21))),
    ("tavasszal", ((3, 20), (6, 21))),
];

const CYCLES: [(&str, i32); 5] = [
    ("most", 0),
    ("előző", -1),
    ("múlt", -1),
    ("következő", 1),
    ("jövő", 1),
];

/// The named month of `month` on the day `day` holds.
fn month_dom(month: &Matched<'_, Token>, day: &Matched<'_, Token>) -> Option<Token> {
    tt(intersect_dom(month.time()?, get_int_value(day)?)?)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| tt(intersect(m[0].time()?, m[1].time()?)?),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| month_dom(&m[0], &m[1]),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![
                time(is_a_month),
                dom_integer(),
                re("(-?(jei|jén|án|én|ai|ei|je|ji|a|e|i))"),
            ],
            |m| month_dom(&m[0], &m[1]),
        ),
        Rule::new(
            "<named-month> <day-of-month> (ordinal)",
            vec![time(is_a_month), dom_ordinal()],
            |m| month_dom(&m[0], &m[1]),
        ),
        Rule::new(
            "this|last|next <cycle>",
            vec![re("(most|előző|múlt|következő|jövő)"), any(Kind::TimeGrain)],
            |m| {
                let n = lookup(&CYCLES, m[0].group(1)?)?;
                tt(cycle_nth(m[1].time_grain()?, n))
            },
        ),
        Rule::new(
            "next <day-of-week>",
            vec![re("jövő"), time(is_a_day_of_week)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)"),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                let (h, min) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(hour_minute_second(true, h, min, group_int(&m[0], 3)?))
            },
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
            tt(mk_latent(hour(true, n)))
        }),
        Rule::new(
            "am <time-of-day>",
            vec![re(r"(de\.?|délelőtt)"), time(is_a_time_of_day)],
            |m| tt(time_of_day_ampm(true, m[1].time()?)),
        ),
        Rule::new(
            "pm <time-of-day>",
            vec![re(r"(du\.?|délután)"), time(is_a_time_of_day)],
            |m| tt(time_of_day_ampm(false, m[1].time()?)),
        ),
        Rule::new(
            "yyyy.mm.dd",
            vec![re(
                r"(\d{2,4})\s?[-\.]\s?(0?[1-9]|1[0-2])\s?[-\.]\s?(3[01]|[12]\d|0?[1-9])",
            )],
            |m| {
                let (y, mo) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(year_month_day(y, mo, group_int(&m[0], 3)?))
            },
        ),
        Rule::new(
            "mm.dd",
            vec![re(r"(0?[1-9]|1[0-2])\s?[-\.]\s?(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "part of days",
            vec![re(
                "(reggel(i(t)?)?|délelőtt(i(t)?)?|délben|déli(t)?|délután(i(t)?)?|est(e|i(t)?)|éjszaka(i(t)?)?)",
            )],
            |m| {
                // Every other word is the night ("éjszaka").
                let (start, end) = lookup(&PARTS_OF_DAY, m[0].group(1)?).unwrap_or((20, 23));
                let td = interval(
                    TimeIntervalType::Open,
                    &hour(false, start),
                    &hour(false, end),
                )?;
                tt(part_of_day(td))
            },
        ),
        // Since part of days are latent, general time intersection is blocked.
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| tt(intersect(m[1].time()?, m[0].time()?)?),
        ),
        Rule::new(
            "seasons",
            vec![re(
                "(nyár(i(t)?|on)?|ősz(i(t)?)?|ősszel|tél(i(t)?|en)?|tavasz(i(t)?)?|tavasszal)",
            )],
            |m| {
                let (from, to) = lookup(&SEASONS, m[0].group(1)?)?;
                let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
                tt(interval(TimeIntervalType::Open, &start, &end)?)
            },
        ),
    ];
    all.extend(instant_rules(&INSTANTS));
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all
}
