//! Catalan durations (`Duckling/Duration/CA/Rules.hs`), after the rules of every language
//! (`Duckling/Duration/Rules.hs`: "3 hores").

use super::rules::{common, composite_unit_duration, composite_with, lasting};
use crate::dims::token::{Rule, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "half of an hour",
            vec![re("(mitja hora|dos quarts)")],
            |_| lasting(Grain::Minute, 30),
        ),
        Rule::new(
            "quarter of an hour",
            vec![re("((1 |un )?quarts?|1/4) d'hora")],
            |_| lasting(Grain::Minute, 15),
        ),
        Rule::new(
            "three-quarters of an hour",
            vec![re("((tres|3) quarts|3/4)( d'hor([a]|(es)))?")],
            |_| lasting(Grain::Minute, 45),
        ),
        composite_unit_duration(),
        composite_with("composite <duration> (with and)", "i"),
    ]);
    all
}
