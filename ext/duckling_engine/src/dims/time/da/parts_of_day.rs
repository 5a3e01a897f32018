//! Parts of the day ("morgen", "eftermiddagen", "aftes", "natten", "middag"), latent alone, and a part of a
//! day ("i morgen aften", "om eftermiddagen", "denne morgen", "i aften", "efter frokost"): ruleMorning …
//! rulePartofdayOfTime.

use crate::dims::time::scandinavian::parts_of_day as shared;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::part_of_today("after lunch", "efter (frokost|middag)", 13, 17),
        shared::part_of_today("after work", "efter arbejde", 17, 21),
        shared::latent_part("afternoon", "eftermiddag(en)?", 12, 19),
        shared::latent_part("evening", "afte(s|n(en)?)", 18, 0),
        shared::in_part_of_day("om|i"),
        shared::in_part_of_day_article("om|i", "en|ten"),
        shared::latent_part("lunch", "(til )?middag", 12, 14),
        shared::latent_part("morning", "morgen(en)?", 4, 12),
        shared::latent_part("night", "nat(ten)?", 0, 4),
        shared::part_of_day_of_time("(en |ten )?den"),
        shared::this_part_of_day("i|denne"),
        shared::time_part_of_day(),
        shared::part_of_today("tonight", "i aften", 18, 0),
    ]
}
