//! Clock times: hours ("kl 15", "klockan tre"), minutes after and before them ("20 över 3", "kvart i 4",
//! "halvtimme över 3", "15:30"), the words around a clock time ("cirka", "precis", "exakt") and zones.

use crate::dims::time::helpers::an_hour;
use crate::dims::time::scandinavian::clock::{self as shared, before, past};
use crate::dims::token::{Rule, re};

/// "en kvart", "kvart", "kvarter": a quarter of an hour.
const QUARTER: &str = "(en)? ?(kvart)(er)?";

/// "kvart i 4", "halvtimme i 4": `fraction`, "i", an hour, `minutes` before it. Swedish writes the fraction
/// and the word as two items, where Danish and Norwegian write one regex (`shared::quarter_to_hour`).
fn fraction_to_hour(name: &'static str, fraction: &str, minutes: i32) -> Rule {
    Rule::new(name, vec![re(fraction), re("i"), an_hour()], move |m| {
        before(m, 2, minutes)
    })
}

/// "kvart över 3", "halvtimme över 3": `minutes` after the hour.
fn fraction_past_hour(name: &'static str, fraction: &str, minutes: i32) -> Rule {
    Rule::new(name, vec![re(fraction), re("över"), an_hour()], move |m| {
        past(m, 2, minutes)
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        shared::minutes_to_hour("i"),
        shared::minutes_past_hour("över"),
        shared::hour_minutes(),
        fraction_to_hour(
            "quarter to|till|before <integer> (hour-of-day)",
            QUARTER,
            15,
        ),
        fraction_past_hour("quarter after|past <integer> (hour-of-day)", QUARTER, 15),
        shared::hour_quarter(QUARTER),
        fraction_to_hour(
            "half to|till|before <integer> (hour-of-day)",
            "halvtimme",
            30,
        ),
        fraction_past_hour("half after|past <integer> (hour-of-day)", "halvtimme", 30),
        shared::hour_half("halvtimme"),
        shared::noon(r"middag|(kl(\.|ockan)?)? tolv"),
        shared::midnight("midnatt|EOD"),
        shared::approximately(r"(cirka|ca\.|-?ish)"),
        shared::exactly("(precis|exakt)( kl.| klockan)?"),
        shared::sharp("(sharp|precis|exakt)"),
        shared::about(r"(omkring|cirka|vid|runt|ca\.)( kl\.| klockan)?"),
        shared::at("klockan|kl.|kl|@"),
        shared::oclock("( )?h"),
        shared::latent_hour(),
        shared::hh_mm(),
        shared::hh_mm_ss(),
        shared::timezone(),
    ]
}
