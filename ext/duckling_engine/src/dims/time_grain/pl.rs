//! Polish units of time (`Duckling/TimeGrain/PL/Rules.hs`), in every case ("tygodnia", "miesiącami"), and
//! their one-letter abbreviations.

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    (
        "second (grain)",
        "sekund(y|zie|(e|ę)|om|ami|ach|o|a)?|s",
        Grain::Second,
    ),
    (
        "minute (grain)",
        "minut(y|cie|(e|ę)|om|o|ami|ach|(a|ą))?|m",
        Grain::Minute,
    ),
    (
        "hour (grain)",
        "h|godzin(y|(e|ę)|ie|om|o|ami|ach|(a|ą))?",
        Grain::Hour,
    ),
    (
        "day (grain)",
        "dzie(n|ń|ni(a|ą))|dni(owi|ach|a|ą)?",
        Grain::Day,
    ),
    (
        "week (grain)",
        r"tydzie(n|ń|)|tygod(ni(owi|u|a|em))|tygodn(iach|iami|iom|ie|i)|tyg\.?",
        Grain::Week,
    ),
    (
        "month (grain)",
        "miesi(a|ą)c(owi|em|u|e|om|ami|ach|a)?",
        Grain::Month,
    ),
    (
        "quarter (grain)",
        "kwarta(l|ł)(u|owi|em|e|(o|ó)w|om|ach|ami|y)?",
        Grain::Quarter,
    ),
    (
        "year (grain)",
        "rok(u|owi|iem)?|lat(ami|ach|a|om)?",
        Grain::Year,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
