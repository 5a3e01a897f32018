//! Times relative to now or to another time that the three languages write alike: durations ("om 3 dagar",
//! "3 uger siden", "et år etter julaften"), cycles ("nästa vecka", "sidste 2 dage", "tredje kvartal 2014"),
//! "this|next|last" ("denne sommer", "neste fredag igjen") and the nth of a time ("første tirsdag i
//! oktober").

use crate::dims::time::helpers::tt;
use crate::dims::token::{Kind, Rule, any, re};
use crate::time::helpers::pred_nth;

/// The rules the three languages share with others, written once in `dims::time::shared_rules`, listed
/// here so that each language reaches all its relative rules through this module.
pub(crate) use crate::dims::time::shared_rules::{
    after_duration, cycle_after_time, cycle_before_time, duration_after_time, duration_ago,
    duration_before_time, duration_from_now, in_duration, in_duration_of, last_cycle,
    last_cycle_of_time, last_day_of_week_of_time, last_n_cycles, last_time, next_cycle,
    next_n_cycles, next_time, nth_time_after_time, nth_time_of_time, ordinal_cycle_after_time,
    ordinal_cycle_of_time, ordinal_quarter, ordinal_quarter_year, the_cycle_after_time,
    the_cycle_before_time, the_cycle_of_time, the_nth_time_after_time, the_nth_time_of_time,
    the_ordinal_cycle_after_time, the_ordinal_cycle_of_time, this_cycle, this_next_day_of_week,
    this_time, within_duration,
};

/// "en timme", "om en timme": `words` before the duration.
pub(crate) fn a_duration(words: &str) -> Rule {
    Rule::new("a <duration>", vec![re(words), any(Kind::Duration)], |m| {
        in_duration_of(m, 1)
    })
}

/// "nästa tisdag igen": `next`, a time, `again`.
pub(crate) fn time_after_next(next: &str, again: &str) -> Rule {
    Rule::new(
        "<time> after next",
        vec![re(next), any(Kind::Time), re(again)],
        |m| tt(pred_nth(1, true, m[1].time()?)),
    )
}

/// "sista tisdag igen": `last`, a time, `again`.
pub(crate) fn time_before_last(last: &str, again: &str) -> Rule {
    Rule::new(
        "<time> before last",
        vec![re(last), any(Kind::Time), re(again)],
        |m| tt(pred_nth(-2, false, m[1].time()?)),
    )
}
