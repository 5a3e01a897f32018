//! Days of the week, months, holidays, seasons and parts of the day by name: ruleDaysOfWeek, ruleMonths,
//! "giáng sinh", "quốc khánh", "mùa hè", "buổi sáng", "tối nay", "sau bữa trưa".

use super::tt;
use crate::dims::time::helpers::{Season, hours_between};
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, day_of_week, hour, intersect, interval, mk_latent, mk_ok_for_this_next, month,
    month_day, not_latent, part_of_day, today, weekend,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", "th(ứ) (2|hai)"),
    ("Tuesday", "th(ứ) (3|ba)"),
    ("Wednesday", "th(ứ) 4|th(ứ) b(ố)n|th(ứ) t(ư)"),
    ("Thursday", "th(ứ) (5|n(ă)m)"),
    ("Friday", "th(ứ) 6|th(ứ) s(á)u"),
    ("Saturday", "th(ứ) (7|b((ả)|(ẩ))y)"),
    ("Sunday", "ch((ủ)|(ú)a) nh(ậ)t"),
];

/// Duckling's `ruleMonths` list: name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("January", "th(á)ng (gi(ê)ng|m(ộ)t)"),
    ("February", "th(á)ng hai"),
    ("March", "th(á)ng ba"),
    ("April", "th(á)ng t(ư)|th(á)ng b(ố)n"),
    ("May", "th(á)ng n(ă)m"),
    ("June", "th(á)ng s(á)u"),
    ("July", "th(á)ng b(ả)y"),
    ("August", "th(á)ng t(á)m"),
    ("September", "th(á)ng ch(í)n"),
    ("October", "th(á)ng m(ư)(ờ)i"),
    ("November", "th(á)ng m(ư)(ờ)i m(ộ)t"),
    ("December", "th(á)ng m(ư)(ờ)i hai"),
];

/// Days Duckling gives a rule of their own: name, regex, month, day.
const NAMED_DAYS: [(&str, &str, i32, i32); 6] = [
    ("tết dương", "(t(ế)t d(ư)(ơ)ng)(l(ị)ch)?", 1, 1),
    (
        "cách mạng tháng 8",
        "c(á)ch m(ạ)ng th(á)ng (8|t(á)m)",
        8,
        19,
    ),
    (
        "quốc tế lao động",
        "(ng(à)y )?qu(ố)c t(ế) lao (đ)(ô)ng",
        5,
        1,
    ),
    ("lễ tình nhân", "(ng(à)y )?(l(ễ))? t(ì)nh nh(â)n", 2, 14),
    ("quốc khánh", "qu(ố)c kh(á)nh", 9, 3),
    ("giáng sinh", "(ngày )?(xmas|christmas|giáng sinh)", 12, 25),
];

/// Duckling's seasons, each its own rule: name, regex, first day, the next season's first day (Duckling's
/// `mkRuleSeasons` is not used: these seasons do not take "this" or "next").
const SEASONS: [Season; 4] = [
    ("season", "m(ù)a? xu(â)n", (3, 20), (6, 21)),
    ("season", "m(ù)a? (đ)(ô)ng", (12, 21), (3, 20)),
    ("season", "m(ù)a? (h(è)|h(ạ))", (6, 21), (9, 23)),
    ("season", "m(ù)a? thu", (9, 23), (12, 21)),
];

/// A latent part of the day, from hour `from` to hour `to` ("buổi sáng").
fn latent_part(from: i32, to: i32) -> Option<Token> {
    tt(part_of_day(mk_latent(hours_between(from, to)?)))
}

/// The hours `from` to `to` today, as a part of the day ("tối nay").
fn part_of_today(from: i32, to: i32) -> Option<Token> {
    tt(part_of_day(not_latent(intersect(
        &today(),
        &hours_between(from, to)?,
    )?)))
}

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
        Rule::new(
            "after lunch",
            vec![re("(sau|qua) (bu(ổ)i |b(ữ)a )?tr(ư)a")],
            |_| part_of_today(13, 17),
        ),
        Rule::new(
            "after work",
            vec![re("(sau gi(ờ) l(à)m|sau gi(ờ) tan t(ầ)m|l(ú)c tan t(ầ)m)")],
            |_| part_of_today(17, 21),
        ),
        Rule::new("afternoon", vec![re("(bu(ổ)i )?chi(ề)u")], |_| {
            latent_part(12, 19)
        }),
        Rule::new("cuối năm", vec![re("cu(ố)i n(ă)m")], |_| {
            tt(cycle_nth(Grain::Year, 1))
        }),
        Rule::new("cuối tháng", vec![re("cu(ố)i th(á)ng")], |_| {
            tt(cycle_nth(Grain::Month, 1))
        }),
        Rule::new("lunch", vec![re("(bu(ổ)i )?tr(ư)a")], |_| {
            latent_part(12, 14)
        }),
        Rule::new("morning", vec![re("(bu(ổ)i )?s(á)ng")], |_| {
            latent_part(4, 12)
        }),
        // Duckling's two rules "noon" share the evening's regex: one makes it noon, the other the evening.
        Rule::new("noon", vec![re("(bu(ổ)i )?(t(ố)i|(đ)(ê)m)")], |_| {
            tt(hour(false, 12))
        }),
        Rule::new("noon", vec![re("(bu(ổ)i )?(t(ố)i|(đ)(ê)m)")], |_| {
            latent_part(18, 0)
        }),
        Rule::new(
            "tonight",
            vec![re("(t(ố)i|(đ)(ê)m)( h(ô)m)? nay")],
            |_| part_of_today(18, 0),
        ),
        Rule::new("week-end", vec![re("(cu(ố)i|h(ế)t) tu(ầ)n")], |_| {
            tt(weekend())
        }),
    ]);
    all
}
