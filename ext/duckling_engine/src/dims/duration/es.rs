//! Spanish durations (`Duckling/Duration/ES/Rules.hs`), after the rules of every language
//! (`Duckling/Duration/Rules.hs`: "3 horas").

use super::rules::{common, composite_unit_duration, composite_with, named_duration};
use crate::dims::token::Rule;
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration("half of an hour", "media horas?", Grain::Minute, 30),
        named_duration("quarter of an hour", "cuartos? de hora", Grain::Minute, 15),
        named_duration(
            "three-quarters of an hour",
            "tres cuartos? de horas?",
            Grain::Minute,
            45,
        ),
        composite_unit_duration(),
        composite_with("composite <duration> (with and)", "y"),
    ]);
    all
}
