//! Dates: days of the month ("de 15de", "15 februari", "februari 15"), dates in digits ("15-2",
//! "31.10.1974", "2015-03-03"), years, the intersections that join them to other times ("maandag, 18
//! februari", "vandaag om 20:00") and the words that only precede a date ("op"): ruleDayofmonthOrdinal …
//! ruleIntersectByOfFromS.
//!
//! Duckling also has "<day-of-month> (ordinal) <named-month>" with the month read first from the ordinal's
//! place: it never matches, so it is not here.

use crate::dims::time::helpers::{both, dom_of, integer_between};
use crate::dims::time::helpers::{dom_integer, dom_ordinal, get_int_value};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, is_not_latent, mk_latent,
    month_day, year, year_month_day,
};

fn int(s: Option<&str>) -> Option<i32> {
    s?.parse().ok()
}

/// The year a number token holds, as a time (latent when `latent`).
fn year_of(m: &Matched<'_, Token>, latent: bool) -> Option<Token> {
    let td = year(i32::try_from(m.numeral()?.int_value()?).ok()?);
    Some(Token::Time(if latent { mk_latent(td) } else { td }))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            Some(Token::Time(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("de"), integer_between(1, 31)],
            |m| Some(Token::Time(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("der"), dom_ordinal()],
            |m| Some(Token::Time(day_of_month(get_int_value(&m[1])?))),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month>",
            vec![dom_ordinal(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) of <named-month>",
            vec![dom_integer(), re("van"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month> year",
            vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
                intersect(&dom, &year(int(m[2].group(1))?)).map(Token::Time)
            },
        ),
        Rule::new(
            "dd/mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])\s?[/.-]\s?(1[0-2]|0?[1-9])")],
            |m| {
                let (d, mo) = (int(m[0].group(1))?, int(m[0].group(2))?);
                Some(Token::Time(month_day(mo, d)))
            },
        ),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/.-](1[0-2]|0?[1-9])[/.-](\d{2,4})",
            )],
            |m| {
                let (d, mo) = (int(m[0].group(1))?, int(m[0].group(2))?);
                let y = int(m[0].group(3))?;
                Some(Token::Time(year_month_day(y, mo, d)))
            },
        ),
        Rule::new(
            "yyyy-mm-dd",
            vec![re(
                r"(\d{2,4})[.-](1[0-2]|0?[1-9])[.-](3[01]|[12]\d|0?[1-9])",
            )],
            |m| {
                let y = int(m[0].group(1))?;
                let (mo, d) = (int(m[0].group(2))?, int(m[0].group(3))?);
                Some(Token::Time(year_month_day(y, mo, d)))
            },
        ),
        Rule::new("year", vec![integer_between(1000, 2100)], |m| {
            year_of(&m[0], false)
        }),
        Rule::new("year (latent)", vec![integer_between(25, 999)], |m| {
            year_of(&m[0], true)
        }),
        Rule::new("year (latent)", vec![integer_between(2101, 10000)], |m| {
            year_of(&m[0], true)
        }),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| both(m, 0, 1),
        ),
        Rule::new(
            "intersect by ','",
            vec![time(is_not_latent), re(",( den|r)?"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "intersect by 'of', 'from', 's",
            vec![time(is_not_latent), re("von|der|im"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new("on <date>", vec![re("op( de)?"), any(Kind::Time)], |m| {
            m[1].token().cloned()
        }),
        Rule::new(
            "on a named-day",
            vec![re("op( een)?"), time(is_a_day_of_week)],
            |m| m[1].token().cloned(),
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| m[0].token().cloned(),
        ),
    ]
}
