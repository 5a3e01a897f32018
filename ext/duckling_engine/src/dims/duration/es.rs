//! Spanish durations (`Duckling/Duration/ES/Rules.hs`), after the rules of every language
//! (`Duckling/Duration/Rules.hs`: "3 horas").

use super::rules::{common, composite_unit_duration, composite_with, lasting};
use crate::dims::token::{Rule, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new("half of an hour", vec![re("media horas?")], |_| {
            lasting(Grain::Minute, 30)
        }),
        Rule::new("quarter of an hour", vec![re("cuartos? de hora")], |_| {
            lasting(Grain::Minute, 15)
        }),
        Rule::new(
            "three-quarters of an hour",
            vec![re("tres cuartos? de horas?")],
            |_| lasting(Grain::Minute, 45),
        ),
        composite_unit_duration(),
        composite_with("composite <duration> (with and)", "y"),
    ]);
    all
}
