//! Times relative to now or to another time: durations ("om 2 minutter", "3 uger siden", "et år efter
//! juleaften", "indenfor 2 uger"), cycles ("næste uge", "sidste 2 dage", "tredje kvartal 2018", "første uge
//! i oktober"), "this/next/last <time>" ("denne sommer", "næste tirsdag", "næste fredag igen") and the nth of
//! a time ("første tirsdag i oktober"): ruleADuration … ruleWithinDuration.

use crate::dims::time::scandinavian::relative::{self as shared, in_duration_of};
use crate::dims::token::{Kind, Rule, Token, any, re};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::a_duration("(om )?en|et|én|ét"),
        // Duckling's Time/DA rules repeat the duration rule of the same name.
        Rule::new(
            "about <duration>",
            vec![re("(omkring|cirka|ca.)"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        shared::after_duration("efter"),
        shared::cycle_after_time("efter"),
        shared::cycle_before_time("før"),
        shared::duration_after_time("efter"),
        shared::duration_ago("siden"),
        shared::duration_before_time("før"),
        shared::duration_from_now("fra (i dag|nu)"),
        Rule::new(
            "<duration> hence",
            vec![any(Kind::Duration), re("hence")],
            |m| in_duration_of(m, 0),
        ),
        shared::in_duration("om"),
        shared::last_cycle("sidste|seneste"),
        shared::last_cycle_of_time("sidste", "af|i"),
        shared::last_day_of_week_of_time("sidste", "af|i"),
        shared::last_n_cycles("sidste|seneste"),
        shared::last_time("(sidste|seneste)"),
        shared::next_cycle("n(æ)ste|kommende"),
        shared::next_n_cycles("n(æ)ste"),
        shared::next_time("n(æ)ste|kommende"),
        shared::nth_time_after_time("efter"),
        shared::the_nth_time_after_time("den", "efter"),
        shared::nth_time_of_time("af|i"),
        shared::the_nth_time_of_time("den", "af|i"),
        shared::ordinal_cycle_after_time("efter"),
        shared::ordinal_cycle_of_time("af|i|fra"),
        shared::ordinal_quarter(),
        shared::ordinal_quarter_year(),
        shared::the_cycle_after_time("(en|tet|et)? efter"),
        shared::the_cycle_before_time("(en|tet|et)? før"),
        shared::the_cycle_of_time("(en|tet|et)? af"),
        shared::the_ordinal_cycle_after_time("den", "efter"),
        shared::the_ordinal_cycle_of_time("den", "af|i|fra"),
        shared::this_cycle("denne|dette|i|nuv(æ)rende|indev(æ)rende"),
        shared::this_time("(denne|dette|i|den her)"),
        shared::this_next_day_of_week("(kommende|n(æ)ste)"),
        shared::time_after_next("n(æ)ste", "igen"),
        shared::time_before_last("sidste", "igen"),
        shared::within_duration("indenfor"),
    ]
}
