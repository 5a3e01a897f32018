//! A held-out check the corpus does not make: is an example still found, with its exact span, when it stands
//! inside an ordinary sentence? Corpus lines are whole texts, so a parser can pass them and still swallow a
//! neighbouring word or lose the entity once it has neighbours. Reported, not enforced: the sentences are ours,
//! not Duckling's, and Duckling itself misses some.

use duckling_engine::{Entity, parse};

use crate::corpus::Line;

/// Sentences of the kind users write in `lang`, `{}` standing for the example. Chosen so that no word next to
/// the example belongs to it in any reading (no "at", "on", "by", "in", "à", "am", "a las", which time rules
/// may take in).
pub fn templates(lang: &str) -> &'static [&'static str] {
    match lang {
        "de" => &[
            "Können wir uns {} treffen?",
            "Okay, {} passt mir.",
            "{} klingt gut, danke",
        ],
        "es" => &[
            "¿Podemos vernos {}?",
            "Vale, {} me viene bien.",
            "{} suena bien, gracias",
        ],
        "fr" => &[
            "On peut se voir {} ?",
            "D'accord, {} me convient.",
            "{} ça me va, merci",
        ],
        "it" => &[
            "Possiamo vederci {}?",
            "Va bene, {} mi sta bene.",
            "{} suona bene, grazie",
        ],
        // No particle next to the example: rules take "に", "で", "は", "の", "から" after a time.
        "ja" => &["「{}」ってメモして", "メモ：{}。", "{}！よろしく"],
        // Korean glues particles to the example, so the words beside it hold no number, unit or time syllable.
        "ko" => &["혹시 {} 괜찮아요?", "네, {} 좋아요.", "{} 어때요? 고마워요"],
        "nl" => &[
            "Kunnen we {} afspreken?",
            "Oké, {} past mij.",
            "{} klinkt goed, bedankt",
        ],
        "pl" => &[
            "Czy możemy się spotkać {}?",
            "Dobrze, {} mi pasuje.",
            "{} brzmi dobrze, dzięki",
        ],
        "pt" => &[
            "Podemos nos ver {}?",
            "Ok, {} funciona para mim.",
            "{} parece bom, obrigado",
        ],
        "ru" => &[
            "Можем встретиться {}?",
            "Хорошо, {} мне подходит.",
            "{} подходит, спасибо",
        ],
        "uk" => &[
            "Можемо зустрітися {}?",
            "Добре, {} мені підходить.",
            "{} підходить, дякую",
        ],
        _ => &[
            "Can we meet {}?",
            "Okay, {} works for me.",
            "{} sounds good, thanks",
        ],
    }
}

/// How many of `templates` find an entity of the line's dim with exactly the example's span.
pub fn found_in(line: &Line, templates: &[&str]) -> Result<usize, String> {
    let dim = line.target()?;
    let options = line.options()?;
    let mut found = 0;
    for template in templates {
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
