//! The invariants every parse keeps, whatever the text and options. Shared, through `#[path]`, by the fuzz
//! targets and by `tests/properties.rs`, so that a property the fuzzer checks and a property `cargo test`
//! checks are the same code.

#![allow(dead_code)] // each includer uses a different subset

use duckling_engine::{Dim, Entity, Error, Json, Lang, Options, parse, parse_cancellable, to_json};

/// A letter of a script without case (Chinese, Japanese, Thai, Arabic, …): Duckling's edges make each one a
/// class of its own, and such scripts write no blanks between words, so an edge beside one cuts no word.
pub fn is_uncased_letter(c: char) -> bool {
    c.is_alphabetic() && !c.is_lowercase() && !c.is_uppercase()
}

/// The engine's notion of a word character (`engine::text::is_word_char`), restated so the check does not
/// trust the code it checks: cased letters, digits, the underscore and combining marks. A decimal digit of a
/// script other than ASCII's is none: Duckling's edges take it as a class of its own ("٣" before "555").
pub fn is_word_char(c: char) -> bool {
    (c.is_alphanumeric() && !is_uncased_letter(c) && !is_other_script_digit(c))
        || c == '_'
        || matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// Whether an entity edge between `before` and `after` would cut a word. Duckling's rule (its `isRangeValid`):
/// a match may not start or end between two characters of one class, digits or other word characters, so
/// "calm" holds no "cal" and "12" no "1", but "3km" splits into "3" and "km" and "2about" into "2" and "about".
pub fn cuts_a_word(before: char, after: char) -> bool {
    let class = |c: char| match c {
        c if c.is_numeric() && !is_other_script_digit(c) => 1,
        c if is_word_char(c) => 2,
        _ => 0,
    };
    class(before) != 0 && class(before) == class(after)
}

/// Whether an entity edge between `before` and `after` breaks Duckling's own rule (its `isRangeValid`), which
/// a number's edges keep instead of the whole-word rule: the two characters are of one class, cased letters,
/// ASCII digits, or one and the same other character. So "dl123" holds the number 123 and "12" no "1". In
/// Chinese (`zhIsRangeValid`) two characters that are neither cased letters nor digits never are of one class:
/// "九九" holds "九" twice.
pub fn breaks_duckling_edge(before: char, after: char, lang: Lang) -> bool {
    let other = |c: char| !c.is_lowercase() && !c.is_uppercase() && !c.is_ascii_digit();
    if lang == Lang::Zh && other(before) && other(after) {
        return false;
    }
    let class = |c: char| {
        if c.is_lowercase() || c.is_uppercase() {
            'a'
        } else if c.is_ascii_digit() {
            '0'
        } else {
            c
        }
    };
    class(before) == class(after)
}

/// Checks the entities a parse of `text` with `options` returned. Returns what is wrong, in words.
pub fn check_entities(text: &str, options: &Options, entities: &[Entity]) -> Result<(), String> {
    let chars: Vec<char> = text.chars().collect();
    let mut previous: Option<(usize, usize)> = None;
    for e in entities {
        let at = format!(
            "entity {:?} [{}, {}) {}",
            e.body,
            e.start,
            e.end,
            e.dim.name()
        );
        if e.start >= e.end {
            return Err(format!("{at}: empty or reversed range"));
        }
        if e.end > chars.len() {
            return Err(format!("{at}: ends past the text ({} chars)", chars.len()));
        }
        let slice: String = chars[e.start..e.end].iter().collect();
        if slice != e.body {
            return Err(format!("{at}: body differs from the text there, {slice:?}"));
        }
        if previous.is_some_and(|p| p > (e.start, e.end)) {
            return Err(format!("{at}: out of order after {previous:?}"));
        }
        previous = Some((e.start, e.end));
        if !options.dims.contains(e.dim) {
            return Err(format!("{at}: dimension not asked for"));
        }
        if e.latent && !options.latent {
            return Err(format!("{at}: latent entity without `latent`"));
        }
        if !matches!(e.value, Json::Object(_)) {
            return Err(format!("{at}: value is not an object: {}", e.value));
        }
        for edge in [e.start, e.end] {
            if edge == 0 || edge == chars.len() {
                continue;
            }
            let (before, after) = (chars[edge - 1], chars[edge]);
            if e.dim == Dim::Number && breaks_duckling_edge(before, after, options.locale.lang) {
                return Err(format!(
                    "{at}: an edge at char {edge} splits one character class"
                ));
            }
            if e.dim != Dim::Number && cuts_a_word(before, after) {
                return Err(format!("{at}: an edge at char {edge} falls inside a word"));
            }
        }
    }
    check_no_strict_containment(entities)?;
    let json: serde_json::Value = serde_json::from_str(&to_json(entities))
        .map_err(|err| format!("to_json is not JSON: {err}"))?;
    if json.as_array().map(Vec::len) != Some(entities.len()) {
        return Err("to_json does not hold one object per entity".into());
    }
    Ok(())
}

/// No entity's range lies strictly inside another's (ranking drops those); equal ranges of different
/// dimensions are allowed. One sort and a sweep, so it is cheap on texts with many entities.
pub fn check_no_strict_containment(entities: &[Entity]) -> Result<(), String> {
    let mut ranges: Vec<(usize, usize)> = entities.iter().map(|e| (e.start, e.end)).collect();
    ranges.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    ranges.dedup();
    let mut max_end: Option<(usize, (usize, usize))> = None;
    for r in ranges {
        if let Some((_, outer)) = max_end.filter(|(end, _)| *end >= r.1) {
            return Err(format!("range {r:?} lies strictly inside {outer:?}"));
        }
        if max_end.is_none_or(|(end, _)| r.1 > end) {
            max_end = Some((r.1, r));
        }
    }
    Ok(())
}

/// Parses `text`, checks the invariants, parses again and checks that the answer is the same, and returns it.
pub fn parse_checked(text: &str, options: &Options) -> Result<Vec<Entity>, String> {
    let entities = parse(text, options).map_err(|err| format!("parse failed: {err}"))?;
    check_entities(text, options, &entities)?;
    let again = parse(text, options).map_err(|err| format!("second parse failed: {err}"))?;
    if again != entities {
        return Err("two parses of the same text differ".into());
    }
    Ok(entities)
}

/// A parse asked to stop after `polls` polls of its cancel callback either finishes with the full answer or
/// fails with `Cancelled`: never a partial answer, never another error.
pub fn check_cancellation(
    text: &str,
    options: &Options,
    polls: usize,
    full: &[Entity],
) -> Result<(), String> {
    let count = std::cell::Cell::new(0usize);
    let stop = || {
        count.set(count.get() + 1);
        count.get() > polls
    };
    match parse_cancellable(text, options, &stop) {
        Ok(entities) if entities == full => Ok(()),
        Ok(_) => Err(format!(
            "cancelled after {polls} polls, a different answer came back"
        )),
        Err(Error::Cancelled) => Ok(()),
        Err(err) => Err(format!(
            "cancelled after {polls} polls: unexpected error {err}"
        )),
    }
}

/// A decimal digit (Unicode's `Nd`) of a script other than ASCII's: Arabic-Indic "٣", Khmer "៥", "𝟙".
pub fn is_other_script_digit(c: char) -> bool {
    static DECIMAL_DIGIT: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"^\p{Nd}$").expect("a valid class"));
    !c.is_ascii() && DECIMAL_DIGIT.is_match(c.encode_utf8(&mut [0; 4]))
}
