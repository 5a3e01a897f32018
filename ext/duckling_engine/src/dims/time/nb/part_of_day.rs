//! Parts of the day: "morgen", "i kveld", "om ettermiddagen", "mandag morgen", "etter jobb".

use crate::dims::time::scandinavian::parts_of_day as shared;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::part_of_today("after lunch", "etter (frokost|middag|lunsj|lunch)", 13, 17),
        shared::part_of_today("after work", "etter jobb", 17, 21),
        shared::latent_part("afternoon", "ettermiddag(en)?", 12, 19),
        shared::latent_part("evening", "kveld(en)?", 18, 0),
        shared::in_part_of_day("om|i"),
        shared::in_part_of_day_article("om|i", "en|ten"),
        shared::latent_part("lunch", "(til )?middag", 12, 14),
        shared::latent_part("morning", "morgen(en)?|morran", 4, 12),
        shared::latent_part("night", "natt(en)?", 0, 4),
        shared::part_of_day_of_time("(en |ten )?den"),
        shared::this_part_of_day("i|denne"),
        shared::time_part_of_day(),
        shared::part_of_today("tonight", "i kveld", 18, 0),
    ]
}
