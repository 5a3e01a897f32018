//! A held-out check the corpus does not make: is an example still found, with its exact span, when it stands
//! inside an ordinary sentence? Corpus lines are whole texts, so a parser can pass them and still swallow a
//! neighbouring word or lose the entity once it has neighbours. Reported, not enforced: the sentences are ours,
//! not Duckling's, and Duckling itself misses some.

use duckling_engine::{Entity, parse};

use crate::corpus::Line;

/// Sentences of the kind users write, `{}` standing for the example. Chosen so that no word next to the
/// example belongs to it in any reading (no "at", "on", "by", "in", which time rules may take in).
pub const TEMPLATES: [&str; 3] = [
    "Can we meet {}?",
    "Okay, {} works for me.",
    "{} sounds good, thanks",
];

/// How many of the templates find an entity of the line's dim with exactly the example's span.
pub fn found_in(line: &Line) -> Result<usize, String> {
    let dim = line.target()?;
    let options = line.options()?;
    let mut found = 0;
    for template in TEMPLATES {
        let (before, _) = template.split_once("{}").expect("a template holds {}");
        let sentence = template.replacen("{}", &line.text, 1);
        let start = before.chars().count();
        let end = start + line.text.chars().count();
        let entities: Vec<Entity> =
            parse(&sentence, &options).map_err(|e| format!("{sentence:?}: {e}"))?;
        if entities
            .iter()
            .any(|e| e.dim == dim && e.start == start && e.end == end)
        {
            found += 1;
        }
    }
    Ok(found)
}
