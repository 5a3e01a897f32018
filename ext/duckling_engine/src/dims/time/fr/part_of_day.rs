//! Parts of the day: "matin", "après-midi", "soir", "début de matinée", "fin de journée", "au déjeuner",
//! "ce soir", "du matin", "demain soir", "le soir du 3".

use super::tt;
use crate::dims::token::{Kind, Rule, any, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, intersect, interval, is_a_part_of_day, is_a_time_of_day, is_grain_of_time, mk_latent,
    not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// From hour `from` to hour `to` (0: midnight), the end excluded, as a part of the day.
fn hours(from: i32, to: i32) -> Option<TimeData> {
    interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to)).map(part_of_day)
}

/// A part of the day named by one regex: hours `from` to `to`, latent when the word alone is ambiguous.
fn named(name: &'static str, pattern: &str, from: i32, to: i32, latent: bool) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| {
        let td = hours(from, to)?;
        tt(if latent { mk_latent(td) } else { td })
    })
}

/// Hours `from` to `to` of today ("après le déjeuner").
fn today_between(name: &'static str, pattern: &str, from: i32, to: i32) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| {
        let span = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
        tt(part_of_day(intersect(&today(), &span)?))
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        named("matin", "mat(in(é|e)?e?)?", 4, 12, true),
        named("après-midi", r"apr(e|é|è)s( |\-)midi", 12, 19, true),
        named("soir", "soir(é|e)?e?", 18, 0, true),
        named(
            "début de soirée",
            "(en |au )?d(é|e)but de (la )?soir(é|e)e",
            18,
            21,
            false,
        ),
        named(
            "fin de soirée",
            "(en |(à|a) la )?fin de (la )?soir(é|e)e",
            21,
            0,
            false,
        ),
        named(
            "début de matinée",
            "le matin (tr(e|è)s )?t(ô|o)t|(tr(e|è)s )?t(ô|o)t le matin|(en |au )?d(é|e)but de (la )?matin(é|e)e",
            7,
            9,
            false,
        ),
        named(
            "milieu de matinée",
            "(en |au )?milieu de (la )?matin(é|e)e",
            9,
            11,
            false,
        ),
        named(
            "fin de matinée",
            "(en |(à|a) la )?fin de (la )?matin(é|e)e",
            10,
            12,
            false,
        ),
        named(
            "début d'après-midi",
            r"(au |en )?d(é|e)but (d'|de l')apr(e|é|è)s( |\-)midi",
            12,
            14,
            false,
        ),
        named(
            "milieu d'après-midi",
            r"(au |en )?milieu (d'|de l')apr(e|é|è)s( |\-)midi",
            14,
            17,
            false,
        ),
        named(
            "fin d'après-midi",
            r"((à|a) la |en )?fin (d'|de l')apr(e|é|è)s( |\-)midi",
            17,
            19,
            false,
        ),
        named(
            "début de journée",
            "(en |au )?d(é|e)but de (la )?journ(é|e)e",
            6,
            10,
            false,
        ),
        named(
            "milieu de journée",
            "(en |au )?milieu de (la )?journ(é|e)e",
            11,
            16,
            false,
        ),
        named(
            "fin de journée",
            "(en |(à|a) la )?fin de (la )?journ(é|e)e",
            17,
            21,
            false,
        ),
        named(
            "au déjeuner",
            "((à|a) l'heure du|au moment de|pendant( le)?|au)? d(e|é|è)jeuner",
            12,
            14,
            false,
        ),
        today_between(
            "après le déjeuner",
            "apr(e|è)s (le )?d(e|é|è)jeuner",
            13,
            17,
        ),
        today_between("après le travail", "apr(e|è)s (le )?travail", 17, 21),
        today_between("avant le déjeuner", "avant (le )?d(e|é|è)jeuner", 10, 12),
        Rule::new(
            "ce <part-of-day>",
            vec![re("cet?t?e?"), time(is_a_part_of_day)],
            |m| tt(part_of_day(not_latent(intersect(&today(), m[1].time()?)?))),
        ),
        Rule::new(
            "du|dans le <part-of-day>",
            vec![
                re("du|dans l[ae']? ?|au|en|l[ae' ]|d(è|e)s l?[ae']?"),
                time(is_a_part_of_day),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "plus tard <part-of-day>",
            vec![re("(un peu )?plus tard"), time(is_a_part_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<dim time> <part-of-day>",
            vec![
                time(|t| is_grain_of_time(Grain::Day, t)),
                time(is_a_part_of_day),
            ],
            |m| tt(intersect(m[0].time()?, m[1].time()?)?),
        ),
        Rule::new(
            "<part-of-day> du <dim time>",
            vec![time(is_a_part_of_day), re("du"), any(Kind::Time)],
            |m| tt(intersect(m[0].time()?, m[2].time()?)?),
        ),
        Rule::new(
            "<dim time> du matin",
            vec![
                time(is_a_time_of_day),
                re("((du|dans|de) )?((au|le|la) )?mat(in(é|e)?e?)?"),
            ],
            |m| tt(intersect(m[0].time()?, &mk_latent(hours(0, 12)?))?),
        ),
        Rule::new(
            "<dim time> du soir",
            vec![
                time(is_a_time_of_day),
                re("((du|dans|de) )?((au|le|la) )?soir(é|e)?e?"),
            ],
            |m| tt(intersect(m[0].time()?, &mk_latent(hours(16, 0)?))?),
        ),
    ]
}
