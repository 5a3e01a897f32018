//! Parts of the day ("matí", "migdia", "tarda", "vespre", "nit", "matinada", "del migdia") and the words that place them ("a la
//! tarda", "aquesta nit").

use crate::dims::token::{Rule, Token, re, time};
use crate::time::helpers::{
    hour, intersect, interval, is_a_part_of_day, mk_latent, not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// A latent part of the day, from hour `from` to hour `to`.
fn latent_part(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    Some(Token::Time(mk_latent(part_of_day(td))))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("afternoon", vec![re("tarda")], |_| latent_part(14, 19)),
        Rule::new("del mediodía", vec![re("del migdia")], |_| {
            latent_part(12, 17)
        }),
        Rule::new("evening", vec![re("vespre")], |_| latent_part(19, 22)),
        Rule::new("matinada", vec![re("matinada")], |_| latent_part(1, 6)),
        Rule::new("migdia", vec![re("migdia|mig dia")], |_| {
            latent_part(11, 14)
        }),
        Rule::new("morning", vec![re("mat(i|í)")], |_| latent_part(6, 12)),
        Rule::new("nit", vec![re("nit")], |_| latent_part(22, 1)),
        Rule::new(
            "in the <part-of-day>",
            vec![re("(a la|al|per la|pel|del)"), time(is_a_part_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("aquesta?"), time(is_a_part_of_day)],
            |m| {
                let td = intersect(&today(), &not_latent(m[1].time()?.clone()))?;
                Some(Token::Time(part_of_day(td)))
            },
        ),
    ]
}
