//! Irish times: Duckling's `Duckling/Time/GA/Rules.hs`, its rules in its order, then its days and months.
//!
//! Left out, as it never yields in Duckling: "i gceann <cycle>" reads a number where its production expects an
//! ordinal. Two rules open with the English "the" (Duckling's regex), kept as written.

use crate::dims::time::helpers::{
    day_of_week_rules, dom_integer, dom_ordinal, get_int_value, group_int, integer_between,
    month_rules, rank, tt,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, ordinal, re, time, time_grain};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_n, cycle_nth, cycle_nth_after, day_of_month, intersect, is_a_day_of_week, is_not_latent,
    mk_latent, month_day, now, nth_dow_of_month, pred_nth, today, year_month_day,
};

fn same(m: &Matched<'_, Token>) -> Option<Token> {
    tt(m.time()?.clone())
}

const AFTER: &str = "(i ndiaidh|tar (é|e)is)";

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", r"luai?n|lu\.?"),
    ("Tuesday", r"mh?(á|a)irt|m(á|a)?\.?"),
    ("Wednesday", r"ch?(é|e)adaoin|c(é|e)\.?"),
    ("Thursday", r"d(é|e)ardaoin|d(é|e)?\.?"),
    ("Friday", r"h?aoine|ao\.?"),
    ("Saturday", r"sathai?rn|sa\.?"),
    ("Sunday", r"domhnai?[cg]h|do\.?"),
];

/// Duckling's `ruleMonths` (October and December share a regex, as in Duckling).
const MONTHS: [(&str, &str); 12] = [
    ("January", r"(mh?(í|i) )?(an )?t?ean(á|a)ir|ean\.?"),
    ("February", r"(mh?(í|i) )?(na )?feabhra|fea\.?"),
    ("March", r"(mh?(í|i) )?(an )?mh?(á|a)rta|m(á|a)r\.?"),
    ("April", r"(mh?(í|i) )?(an )?t?aibre(á|a)i?n|abr\.?"),
    ("May", r"(mh?(í|i) )?(na )?bh?ealtaine|bea\.?"),
    ("June", r"(mh?(í|i) )?(an )?mh?eith(ea|i)mh|mei\.?"),
    ("July", r"(mh?(í|i) )?i(ú|u)il|i(ú|u)i\.?"),
    ("August", r"(mh?(í|i) )?(na )?l(ú|u)nasa|l(ú|u)n\.?"),
    ("September", r"(mh?(í|i) )?mh?e(á|a)n f(ó|o)mhair|mef?\.?"),
    ("October", r"(mh?(í|i) )?(na )?nollai?g|nol\.?"),
    ("November", r"(mh?(í|i) )?(na )?samh(ain|na)|sam\.?"),
    ("December", r"(mh?(í|i) )?(na )?nollai?g|nol\.?"),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        shared_rules::comma_after_named_day(),
        Rule::new("amárach", vec![re("am(á|a)rach")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new(
            "an <cycle> de <time>",
            vec![re("an"), any(Kind::TimeGrain), re("d[e']"), any(Kind::Time)],
            |m| tt(cycle_nth_after(true, m[1].time_grain()?, 0, m[3].time()?)),
        ),
        Rule::new(
            "an <cycle> i ndiaidh <time>",
            vec![re("the"), any(Kind::TimeGrain), re(AFTER), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, 1, m[3].time()?)),
        ),
        Rule::new(
            "an <cycle> seo",
            vec![re("an"), any(Kind::TimeGrain), re("seo")],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "an <day-of-month> (non ordinal)",
            vec![re("an|na"), dom_integer()],
            |m| tt(mk_latent(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "an <day-of-month> (ordinal)",
            vec![re("an|na"), dom_ordinal()],
            |m| tt(day_of_month(get_int_value(&m[1])?)),
        ),
        Rule::new(
            "an named-day",
            vec![re("an"), time(is_a_day_of_week)],
            |m| same(&m[1]),
        ),
        Rule::new("An Nollaig", vec![re("(l(á|a) |an )?(nollai?g)")], |_| {
            tt(month_day(12, 25))
        }),
        Rule::new(
            "an <ordinal> <cycle> de <time>",
            vec![
                re("an"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d[e']"),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    rank(&m[1])?,
                    m[4].time()?,
                ))
            },
        ),
        Rule::new(
            "an <ordinal> <cycle> i ndiaidh <time>",
            vec![
                re("an"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re(AFTER),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    rank(&m[1])?,
                    m[4].time()?,
                ))
            },
        ),
        Rule::new(
            "(an|na) <cycle> roimh <time>",
            vec![
                re("the"),
                any(Kind::TimeGrain),
                re("roimh"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, -1, m[3].time()?)),
        ),
        Rule::new("anois", vec![re("anois|(ag an (t-?)?am seo)")], |_| {
            tt(now())
        }),
        Rule::new("arú amárach", vec![re("ar(ú|u) am(á|a)rach")], |_| {
            tt(cycle_nth(Grain::Day, 2))
        }),
        Rule::new("ar <date>", vec![re("ar"), any(Kind::Time)], |m| {
            same(&m[1])
        }),
        Rule::new("arú inné", vec![re("ar(ú|u) inn(é|e)")], |_| {
            tt(cycle_nth(Grain::Day, -2))
        }),
        Rule::new(
            "<cycle> i ndiaidh <time>",
            vec![any(Kind::TimeGrain), re(AFTER), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[0].time_grain()?, 1, m[2].time()?)),
        ),
        Rule::new(
            "<cycle> ó inniu",
            vec![
                integer_between(1, 9999),
                any(Kind::TimeGrain),
                re("(ó|o)(n l(á|a) (at(á|a) )?)?inniu"),
            ],
            |m| tt(cycle_n(true, m[1].time_grain()?, get_int_value(&m[0])?)),
        ),
        Rule::new(
            "<cycle> roimh <time>",
            vec![any(Kind::TimeGrain), re("roimhe?"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[0].time_grain()?, -1, m[2].time()?)),
        ),
        Rule::new(
            "<cycle> ó shin",
            vec![any(Kind::TimeGrain), re("(ó|o) shin")],
            |m| tt(cycle_nth(m[0].time_grain()?, 1)),
        ),
        Rule::new(
            "dé named-day",
            vec![re("d(é|e)"), time(is_a_day_of_week)],
            |m| same(&m[1]),
        ),
        shared_rules::ordinal_day(),
        shared_rules::ordinal_day_named_month(),
        shared_rules::ordinal_day_named_month_year(),
        shared_rules::dd_mm(r"(3[01]|[12]\d|0?[1-9])/(0?[1-9]|1[0-2])"),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[-/](0?[1-9]|1[0-2])[/-](\d{2,4})",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                ))
            },
        ),
        Rule::new("inné", vec![re("inn(é|e)")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        Rule::new("inniu", vec![re("inniu")], |_| tt(today())),
        shared_rules::intersect(),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "Lá Fhéile Bríde",
            vec![re("(l(á|a) )?(fh(e|é)ile|'?le) bh?r(í|i)de")],
            |_| tt(month_day(2, 1)),
        ),
        Rule::new(
            "Lá Fhéile Pádraig",
            vec![re("(l(á|a) )?(fh(e|é)ile|'?le) ph?(á|a)draig")],
            |_| tt(month_day(3, 17)),
        ),
        Rule::new(
            "Lá Fhéile Vailintín",
            vec![re("(l(á|a) )?(fh(e|é)ile|'?le) vailint(í|i)n")],
            |_| tt(month_day(2, 14)),
        ),
        Rule::new(
            "Lá na nAithreacha",
            vec![re("l(á|a) na naithreacha")],
            |_| tt(nth_dow_of_month(2, 7, 6)),
        ),
        Rule::new(
            "Nollaig na mBan",
            vec![re("(l(á|a) |an )?nollaig (bheag|na mban)")],
            |_| tt(month_day(1, 6)),
        ),
        Rule::new(
            "on a named-day",
            vec![re("ar an"), time(is_a_day_of_week)],
            |m| same(&m[1]),
        ),
        Rule::new(
            "<ordinal> <cycle> de <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d[e']"),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    rank(&m[0])?,
                    m[3].time()?,
                ))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> i ndiaidh <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re(AFTER),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    rank(&m[0])?,
                    m[3].time()?,
                ))
            },
        ),
        Rule::new(
            "<ordinal> ráithe",
            vec![ordinal(|_| true), time_grain(|g| g == Grain::Quarter)],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(true, Grain::Quarter, rank(&m[0])?, &year))
            },
        ),
        Rule::new(
            "<ordinal> ráithe <year>",
            vec![
                ordinal(|_| true),
                time_grain(|g| g == Grain::Quarter),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    false,
                    Grain::Quarter,
                    rank(&m[0])?,
                    m[2].time()?,
                ))
            },
        ),
        Rule::new("<time> seo", vec![any(Kind::Time), re("seo")], |m| {
            tt(pred_nth(0, false, m[0].time()?))
        }),
        Rule::new(
            "<time> seo chaite",
            vec![any(Kind::Time), re("seo ch?aite")],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new(
            "<time> seo chugainn",
            vec![time(is_not_latent), re("seo (chugainn|at(a|á) ag teacht)")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        shared_rules::year(),
        shared_rules::latent_year(1, 999),
        shared_rules::latent_year(2101, 10000),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
    ];
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all
}
