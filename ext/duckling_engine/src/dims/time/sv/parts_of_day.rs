//! Parts of the day ("morgon", "eftermiddagen", "kväll", "lunch"), latent alone, and a part of a day
//! ("imorgon kväll", "i kväll", "ikväll", "efter jobbet", "kvällen den 15 februari").

use crate::dims::time::scandinavian::parts_of_day as shared;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        shared::latent_part("morning", "morgon(en)?", 4, 12),
        shared::latent_part("lunch", "lunch(en)?", 12, 14),
        shared::latent_part("afternoon", "eftermiddag(en)?", 12, 19),
        shared::latent_part("evening", "kväll(en)?", 18, 0),
        shared::latent_part("night", "natt(en)?", 0, 4),
        shared::part_of_today("after lunch", "efter (lunch)", 13, 17),
        shared::part_of_today("after work", "efter jobbet", 17, 21),
        shared::part_of_today("tonight", "ikväll", 18, 0),
        shared::in_part_of_day("om|i"),
        shared::in_part_of_day_article("om|i", "en|ten"),
        shared::this_part_of_day("i|denna"),
        shared::time_part_of_day(),
        shared::part_of_day_of_time("(en |ten )?den"),
    ]
}
