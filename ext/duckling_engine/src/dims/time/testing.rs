//! What the time rules' tests check, in every language: which values the grammar derives for a whole text,
//! before ranking.

use serde_json::Value;

use crate::Options;
use crate::dims::numeral::testing::{options_in, whole_text_tokens};
use crate::dims::token::Token;
use crate::time::resolve::{Reference, resolve};

/// Duckling's corpus context: Tuesday 2013-02-12 04:30 at a fixed UTC−2.
pub(crate) const REFERENCE: &str = "2013-02-12T04:30:00-02:00[-02:00]";

/// The JSON of every time token spanning all of `text` (under `locale`, at [`REFERENCE`]), latent ones
/// included, with Duckling's `values` removed (the corpus ignores them).
pub(crate) fn whole_text_times(text: &str, locale: &str) -> Vec<Value> {
    let options = Options {
        reference_time: REFERENCE.parse().expect("a valid reference"),
        ..options_in(locale)
    };
    let reference = Reference::of(&options);
    whole_text_tokens(&options, text, |t| match t {
        Token::Time(t) => resolve(t, &reference),
        _ => None,
    })
    .into_iter()
    .map(|r| {
        let mut json = r.to_json(reference.zone()).to_value();
        if let Some(object) = json.as_object_mut() {
            object.remove("values");
        }
        json
    })
    .collect()
}

/// Asserts that for each `(text, expected JSON)` some time token over the whole text resolves to
/// `expected` (as Duckling's corpus writes it, without `values`), and lists every miss at once.
pub(crate) fn check(locale: &str, examples: &[(&str, &str)]) {
    let misses: Vec<String> = examples
        .iter()
        .filter_map(|&(text, expected)| {
            let expected: Value = serde_json::from_str(expected).expect("expected is JSON");
            let found = whole_text_times(text, locale);
            (!found.contains(&expected))
                .then(|| format!("{text:?}: want {expected}, derived {found:?}"))
        })
        .collect();
    assert!(
        misses.is_empty(),
        "{} of {} missed:\n{}",
        misses.len(),
        examples.len(),
        misses.join("\n")
    );
}
