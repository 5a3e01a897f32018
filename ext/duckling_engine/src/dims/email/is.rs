//! Icelandic email addresses spelled out, "ingi" for `@` (`Duckling/Email/IS/Rules.hs`).

use super::email;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "email spelled out",
        // `\w` is an ASCII word character, as Duckling's PCRE reads it (`engine::rule::syntax_tree`), so a name
        // with an Icelandic letter ("Jón ingi hi.is", "þórður ingi hi.is") is no address.
        vec![re(r"([\w\._+-]+) ingi ([\w_-]+(\.[\w_-]+)+)")],
        |m| email(format!("{}@{}", m[0].group(1)?, m[0].group(2)?)),
    )]
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options};

    fn entities(text: &str) -> Vec<(String, String)> {
        let options = Options {
            locale: "is".parse().expect("locale"),
            dims: [Dim::Email, Dim::Url, Dim::Number]
                .into_iter()
                .collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| (e.body, e.dim.name().to_owned()))
            .collect()
    }

    /// As the real Duckling answers: only ASCII names and domains are spelled-out addresses; where a name holds
    /// an Icelandic letter, the domain stays a URL and number words stay numbers.
    #[test]
    fn only_ascii_words_spell_an_address() {
        let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
            v.iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        assert_eq!(
            entities("Sendu á jon ingi hi.is"),
            pairs(&[("jon ingi hi.is", "email")])
        );
        assert_eq!(entities("þórður ingi hi.is"), pairs(&[("hi.is", "url")]));
        assert_eq!(entities("Jón ingi hí.is"), pairs(&[]));
        assert_eq!(
            entities("tveir ingi þrír.is"),
            pairs(&[("tveir", "number"), ("þrír", "number")])
        );
    }
}
