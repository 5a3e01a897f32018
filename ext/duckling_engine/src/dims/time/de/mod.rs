//! German times: Duckling's `Duckling/Time/DE/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod dates;
mod holidays;
mod intervals;
mod names;
mod part_of_day;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 8] = [
        names::rules,
        time_of_day::rules,
        dates::rules,
        relative::rules,
        intervals::rules,
        part_of_day::rules,
        holidays::rules,
        holidays::computed_rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    /// Duckling's DE `rangeTests` (not in the corpus): the time of a sentence spans "am 17 Uhr", neither
    /// the words before it nor the "am" after it.
    #[test]
    fn the_time_of_a_sentence_spans_duckling_s_range() {
        let options = Options {
            locale: "de".parse().expect("a supported locale"),
            dims: [Dim::Time].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        let text = "Wir treffen uns am 17 Uhr am KiLa.";
        let ranges: Vec<_> = parse(text, &options)
            .expect("parses")
            .into_iter()
            .map(|e| (e.start, e.end))
            .collect();
        assert_eq!(ranges, [(16, 25)]);
    }
}
