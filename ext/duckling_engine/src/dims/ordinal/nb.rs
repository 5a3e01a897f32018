//! Norwegian Bokmål ordinals (`Duckling/Ordinal/NB/Rules.hs`): "første", "tjuende", "enogtjuende", "15.".

use super::rules::{digits_ordinal, ordinal};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, re};

/// The words of "ordinals (first..31st)". Duckling's regex writes "åtteogtyvend", so "åtteogtjuende" is
/// in this table but never read; kept so.
const ORDINALS: [(&str, i64); 41] = [
    ("første", 1),
    ("andre", 2),
    ("tredje", 3),
    ("fjerde", 4),
    ("femte", 5),
    ("sjette", 6),
    ("syvende", 7),
    ("åttende", 8),
    ("niende", 9),
    ("tiende", 10),
    ("ellevte", 11),
    ("tolvte", 12),
    ("trettende", 13),
    ("fjortende", 14),
    ("femtende", 15),
    ("sekstende", 16),
    ("syttende", 17),
    ("attende", 18),
    ("nittende", 19),
    ("tyvende", 20),
    ("tjuende", 20),
    ("enogtjuende", 21),
    ("enogtyvende", 21),
    ("toogtyvende", 22),
    ("toogtjuende", 22),
    ("treogtyvende", 23),
    ("treogtjuende", 23),
    ("fireogtjuende", 24),
    ("fireogtyvende", 24),
    ("femogtyvende", 25),
    ("femogtjuende", 25),
    ("seksogtjuende", 26),
    ("seksogtyvende", 26),
    ("syvogtyvende", 27),
    ("syvogtjuende", 27),
    ("åtteogtyvende", 28),
    ("åtteogtjuende", 28),
    ("niogtyvende", 29),
    ("niogtjuende", 29),
    ("tredefte", 30),
    ("enogtredefte", 31),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinal (digits)", r"0*(\d+)(\.|ste?)"),
        Rule::new(
            "ordinals (first..31st)",
            vec![re(
                "(første|andre|tredje|fjerde|femtende|femte|sjette|syvende|åttende|niende|tiende|ellevte|tolvte|trettende|fjortende|sekstende|syttende|attende|nittende|tyvende|tjuende|enogtyvende|toogtyvende|treogtyvende|fireogtyvende|femogtyvende|seksogtyvende|syvogtyvende|åtteogtyvende|niogtyvende|enogtjuende|toogtjuende|treogtjuende|fireogtjuende|femogtjuende|seksogtjuende|syvogtjuende|åtteogtyvend|niogtjuende|tredefte|enogtredefte)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
    ]
}
