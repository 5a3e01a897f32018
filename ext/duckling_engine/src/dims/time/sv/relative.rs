//! Times relative to now or to another time: durations ("om 3 dagar", "för 2 veckor sedan", "inom en
//! timme"), cycles ("nästa vecka", "senaste 3 månaderna", "tredje kvartalet 2014"), "this/next/last <time>"
//! ("denna måndag", "nästa tisdag", "i måndags") and the nth of a time ("första tisdagen i oktober").

use super::tt;
use crate::dims::time::scandinavian::relative as shared;
use crate::dims::token::{Rule, re, time};
use crate::time::helpers::{is_a_day_of_week, is_not_latent, is_ok_with_this_next, pred_nth};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        shared::a_duration("(om )?en|ett"),
        shared::in_duration("om"),
        shared::after_duration("efter"),
        shared::duration_from_now("från (idag|nu)"),
        shared::duration_ago("sedan"),
        shared::duration_after_time("efter"),
        shared::duration_before_time("före"),
        shared::within_duration("(innanför|inom)"),
        shared::this_cycle("denna|detta|i|nuvarande"),
        shared::next_cycle("nästa|kommande"),
        shared::last_cycle("sista|senaste|f(ö)rra|f(ö)reg(å)ende"),
        shared::next_n_cycles("nästa"),
        shared::last_n_cycles("sista|senaste|förra"),
        shared::last_cycle_of_time("sista", "av|i"),
        shared::last_day_of_week_of_time("sista", "av|i"),
        shared::cycle_after_time("efter"),
        shared::cycle_before_time("före"),
        shared::the_cycle_after_time("(en|na|et)? efter"),
        shared::the_cycle_before_time("(en|na|et)? före"),
        shared::the_cycle_of_time("(en|na|et)? av"),
        shared::ordinal_cycle_of_time("av|i|från"),
        shared::the_ordinal_cycle_of_time("den", "av|i|från"),
        shared::ordinal_cycle_after_time("efter"),
        shared::the_ordinal_cycle_after_time("den", "efter"),
        shared::ordinal_quarter(),
        shared::ordinal_quarter_year(),
        shared::nth_time_of_time("av|i"),
        shared::the_nth_time_of_time("den", "av|i"),
        shared::nth_time_after_time("efter"),
        shared::the_nth_time_after_time("den", "efter"),
        // Swedish's "this|next|last <time>" ask for a time fit for "this|next", where Danish's and
        // Norwegian's take any (`shared::this_time`).
        Rule::new(
            "this <time>",
            vec![re("(denna|detta|i|den här)"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![
                re("nästa|kommande"),
                time(|td| is_not_latent(td) && is_ok_with_this_next(td)),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("(sista|förra|senaste)"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        shared::this_next_day_of_week("(kommande|nästa)"),
        Rule::new(
            "last <day-of-week>",
            vec![re("i"), time(is_a_day_of_week)],
            |m| tt(pred_nth(-1, true, m[1].time()?)),
        ),
        shared::time_after_next("nästa", "igen"),
        shared::time_before_last("sista", "igen"),
    ]
}
