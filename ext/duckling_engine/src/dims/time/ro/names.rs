//! Days of the week, months, holidays, seasons and parts of the day by name: ruleDaysOfWeek, ruleMonths,
//! "craciun", "valentine's day", "primavara", "dimineața", "diseara".

use super::tt;
use crate::dims::time::helpers::{Season, hours_between, latent_part_of_day};
use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{
    day_of_week, hour, intersect, interval, mk_ok_for_this_next, month, month_day,
    nth_dow_of_month, part_of_day, today, weekend,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("luni", "lu(n(ea|i)?)?"),
    ("marti", "ma(r((t|ț)(ea|i))?)?"),
    ("miercuri", "mi(e(rcur(ea|i))?)?"),
    ("joi", "jo(ia?)?"),
    ("vineri", "vi(n(er(ea|i))?)?"),
    ("sambata", "s(a|â)mb(a|ă)t(a|ă)|s(a|â)m"),
    ("duminica", "du(m(inic(a|ă))?)?"),
];

/// Duckling's `ruleMonths` list: name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("ianuarie", "ian(uarie)?"),
    ("februarie", "feb(ruarie)?"),
    ("martie", "martie|mar"),
    ("aprilie", "apr(ilie)?"),
    ("mai", "mai"),
    ("iunie", "iun(ie)?"),
    ("iulie", "iul(ie)?"),
    ("august", "aug(ust)?"),
    ("septembrie", "sept(embrie)?"),
    ("octombrie", "oct(ombrie)?"),
    ("noiembrie", "noi(embrie)?"),
    ("decembrie", "dec(embrie)?"),
];

/// Days Duckling gives a rule of their own: name, regex, month, day.
const NAMED_DAYS: [(&str, &str, i32, i32); 6] = [
    ("valentine's day", r"sf\.?((a|â)ntul)? Valentin", 2, 14),
    ("new year's day", "(siua de )? an(ul)? nou", 1, 1),
    ("craciun", "(ziua de )?cr(a|ă)ciun", 12, 25),
    ("christmas eve", "ajun(ul)? (de )?cr(a|ă)ciun", 12, 24),
    ("new year's eve", "(ajun(ul)? )?(de )?an(ul)? nou", 12, 31),
    ("halloween day", "hall?owe?en", 10, 31),
];

/// Duckling's seasons, each its own rule: name, regex, first day, the next season's first day.
/// (Duckling's `mkRuleSeasons` is not used: these seasons do not take "this" or "next".)
const SEASONS: [Season; 4] = [
    ("season", "primavar(a|ă)", (3, 20), (6, 21)),
    ("season", "toamn(a|ă)", (9, 23), (12, 21)),
    ("sezon anotimp", "var(a|ă)", (6, 21), (9, 23)),
    ("season", "iarn(a|ă)", (12, 21), (3, 20)),
];

pub(super) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    let named = NAMED_DAYS.iter().map(|&(name, pattern, m, d)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(month_day(m, d)))
    });
    let seasons = SEASONS.iter().map(|&(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (from, to) = (month_day(from.0, from.1), month_day(to.0, to.1));
            interval(TimeIntervalType::Open, &from, &to).map(Token::Time)
        })
    });
    let mut all: Vec<Rule> = days.chain(months).chain(named).chain(seasons).collect();
    all.extend([
        Rule::new("black friday", vec![re("black frid?day")], |_| {
            tt(nth_dow_of_month(4, 5, 11))
        }),
        Rule::new("Mother's Day", vec![re("ziua (mamei|memeii)")], |_| {
            tt(nth_dow_of_month(1, 7, 5))
        }),
        Rule::new("week-end", vec![re(r"(week(\s|\-)?end|wkend)")], |_| {
            tt(weekend())
        }),
        Rule::new("noon", vec![re("noon")], |_| tt(hour(false, 12))),
        Rule::new(
            "dupamiaza",
            vec![re("dupamiaz(a|ă)|dup(a|ă) amiaz(a|ă)")],
            |_| latent_part_of_day(12, 19),
        ),
        Rule::new("diminea[tț][aă]", vec![re("diminea(t|ț)(a|ă)")], |_| {
            latent_part_of_day(4, 12)
        }),
        Rule::new("sear[aă] noapte", vec![re("sear(a|ă)|noapte")], |_| {
            latent_part_of_day(18, 0)
        }),
        Rule::new(
            "diseara",
            vec![re("disear(a|ă)|((i|î)n aceas(a|ă) )?sear(a|ă)")],
            |_| tt(part_of_day(intersect(&today(), &hours_between(18, 0)?)?)),
        ),
    ]);
    all
}
