//! Catalan durations (`Duckling/Duration/CA/Rules.hs`), after the rules of every language
//! (`Duckling/Duration/Rules.hs`: "3 hores").

use super::rules::{common, composite_unit_duration, composite_with, named_duration};
use crate::dims::token::Rule;
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration(
            "half of an hour",
            "(mitja hora|dos quarts)",
            Grain::Minute,
            30,
        ),
        named_duration(
            "quarter of an hour",
            "((1 |un )?quarts?|1/4) d'hora",
            Grain::Minute,
            15,
        ),
        named_duration(
            "three-quarters of an hour",
            "((tres|3) quarts|3/4)( d'hor([a]|(es)))?",
            Grain::Minute,
            45,
        ),
        composite_unit_duration(),
        composite_with("composite <duration> (with and)", "i"),
    ]);
    all
}
