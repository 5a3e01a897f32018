//! Times relative to now or to another time: "neste fredag", "forrige uke", "neste 3 dager", "tredje dag i
//! oktober", "om 2 minutter", "3 uker siden", "et år etter julaften".

use crate::dims::time::helpers::{quarter, rank, tt};
use crate::dims::time::scandinavian::relative as shared;
use crate::dims::token::{Kind, Rule, any};
use crate::time::Grain;
use crate::time::helpers::{cycle_nth, cycle_nth_after};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::a_duration("(om )?en|ett|én|et"),
        shared::after_duration("etter"),
        shared::cycle_after_time("etter"),
        shared::cycle_before_time("før"),
        shared::duration_after_time("etter"),
        shared::duration_ago("siden"),
        shared::duration_before_time("før"),
        shared::duration_from_now("fra (i dag|idag|nå)"),
        shared::in_duration("om"),
        shared::last_cycle("siste?|seneste|forrige"),
        shared::last_cycle_of_time("siste", "av|i"),
        shared::last_day_of_week_of_time("siste", "av|i"),
        shared::last_n_cycles("siste?|seneste|forrige"),
        shared::last_time("(siste?|forrige|seneste)"),
        shared::next_cycle("neste|kommende"),
        shared::next_n_cycles("neste"),
        shared::next_time("neste|kommende"),
        shared::nth_time_after_time("etter"),
        shared::the_nth_time_after_time("den", "etter"),
        shared::nth_time_of_time("av|i"),
        shared::ordinal_cycle_after_time("etter"),
        shared::ordinal_cycle_of_time("av|i|fra"),
        // Counted from the start of this year (`cycleNthAfter True`), where Swedish and Danish count from
        // this year as it is (`shared::ordinal_quarter`).
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), quarter()],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(true, Grain::Quarter, rank(&m[0])?, &year))
            },
        ),
        shared::ordinal_quarter_year(),
        shared::the_cycle_after_time("(en|tet|et)? etter"),
        shared::the_cycle_before_time("(en|tet|et)? før"),
        shared::the_cycle_of_time("(en|tet|et)? av"),
        shared::the_ordinal_cycle_after_time("den", "etter"),
        shared::the_ordinal_cycle_of_time("den", "av|i|fra"),
        shared::this_cycle("denne|dette|i|nåværende"),
        shared::this_time("(denne|dette|i|den her)"),
        shared::this_next_day_of_week("(kommende|neste)"),
        shared::time_after_next("neste", "igjen"),
        shared::time_before_last("siste", "igjen"),
        shared::within_duration("innenfor"),
    ]
}
