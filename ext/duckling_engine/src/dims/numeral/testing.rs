//! What the numeral, ordinal, duration and measure tests check: the values the grammar derives for a whole text,
//! before ranking, as the dimension's entity JSON (the time rules have their own, which resolves times).

use serde_json::Value;

use crate::dims::render;
use crate::dims::token::{Kind, Token};
use crate::engine::chart::Chart;
use crate::engine::context::Context;
use crate::engine::rule::Value as _;
use crate::lang::grammar;
use crate::{Locale, Options};

/// Saturates the grammar of `options.locale` over `text` and gives what `pick` reads from each token over the
/// whole text: what the grammar's tests check, before ranking.
pub(crate) fn whole_text_tokens<T>(
    options: &Options,
    text: &str,
    pick: impl FnMut(&Token) -> Option<T>,
) -> Vec<T> {
    tokens(options, text, true, pick)
}

/// What `pick` reads from each token of the saturated chart over `text`, over the whole text only when
/// `whole`.
fn tokens<T>(
    options: &Options,
    text: &str,
    whole: bool,
    pick: impl FnMut(&Token) -> Option<T>,
) -> Vec<T> {
    let never = || false;
    let cx = Context::new(text, options, &never);
    let chart = Chart::saturate(grammar(options.locale), &cx).expect("not cancelled");
    chart
        .nodes()
        .iter()
        .filter(|n| !whole || n.range == (0..text.len()))
        .map(|n| &n.value)
        .filter_map(pick)
        .collect()
}

/// The options of a grammar test under `locale`.
pub(crate) fn options_in(locale: &str) -> Options {
    Options {
        locale: locale.parse::<Locale>().expect("a supported locale"),
        ..Options::default()
    }
}

/// The entity JSON of each token of `kind` over `text` (over the whole of it when `whole`), under `locale`.
fn derived(locale: &str, text: &str, kind: Kind, whole: bool) -> Vec<Value> {
    tokens(&options_in(locale), text, whole, |t| {
        (t.kind() == kind)
            .then(|| render(t).map(Value::from))
            .flatten()
    })
}

/// Asserts that for each `(text, expected JSON)` some token of `kind` over the whole text has `expected` as
/// its entity JSON (numbers compared to within 1e-9 of their size, as floating point computes "1.2M"), and
/// lists every miss at once.
pub(crate) fn check(kind: Kind, examples: &[(&str, &str)]) {
    check_in("en", kind, examples);
}

/// [`check`] under `locale` ("en_CA"), whose region's rules join the grammar.
pub(crate) fn check_in(locale: &str, kind: Kind, examples: &[(&str, &str)]) {
    let misses: Vec<String> = examples
        .iter()
        .filter_map(|&(text, expected)| {
            let expected: Value = serde_json::from_str(expected).expect("expected is JSON");
            let found = derived(locale, text, kind, true);
            (!found.iter().any(|v| approx_eq(v, &expected)))
                .then(|| format!("{text:?} ({locale}): want {expected}, derived {found:?}"))
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

/// [`check_in`] for examples whose entity is a plain value (`{"type": "value", "value": 12}`), as numerals'
/// and ordinals' are: each text with its value.
pub(crate) fn check_values_in(
    locale: &str,
    kind: Kind,
    examples: &[(&str, impl std::fmt::Display)],
) {
    let entities: Vec<(&str, String)> = examples
        .iter()
        .map(|(text, value)| (*text, format!(r#"{{"type": "value", "value": {value}}}"#)))
        .collect();
    let examples: Vec<(&str, &str)> = entities.iter().map(|(t, v)| (*t, v.as_str())).collect();
    check_in(locale, kind, &examples);
}

/// Asserts that no token of `kind` is derived anywhere in each text (Duckling's negative corpus).
pub(crate) fn check_none(kind: Kind, texts: &[&str]) {
    let found: Vec<String> = texts
        .iter()
        .filter_map(|&text| {
            let found = derived("en", text, kind, false);
            (!found.is_empty()).then(|| format!("{text:?}: derived {found:?}"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "derived where none is wanted:\n{}",
        found.join("\n")
    );
}

/// JSON equality, with numbers equal when within 1e-9 of their magnitude.
fn approx_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (
                x.as_f64().unwrap_or(f64::NAN),
                y.as_f64().unwrap_or(f64::NAN),
            );
            (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0)
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| approx_eq(v, w)))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| approx_eq(v, w))
        }
        _ => a == b,
    }
}
