//! German ordinals (`Duckling/Ordinal/DE/Rules.hs`): "vierter", "4ter", "4.".

use crate::dims::numeral::helpers::{lookup, parse_int};
use crate::dims::ordinal::rules::ordinal;
use crate::dims::token::{Rule, re};

/// Duckling's `ordinalList`, its spellings included ("dreizente", "sechzente").
const ORDINALS: [(&str, i64); 33] = [
    ("erste", 1),
    ("zweite", 2),
    ("dritte", 3),
    ("vierte", 4),
    ("fünfte", 5),
    ("sechste", 6),
    ("siebte", 7),
    ("achte", 8),
    ("neunte", 9),
    ("zehnte", 10),
    ("elfte", 11),
    ("zwölfte", 12),
    ("dreizente", 13),
    ("vierzehnte", 14),
    ("fünfzehnte", 15),
    ("sechzente", 16),
    ("siebzehnte", 17),
    ("achtzehnte", 18),
    ("neunzehnte", 19),
    ("zwanzigste", 20),
    ("einundzwanzigste", 21),
    ("zweiundzwanzigste", 22),
    ("dreiundzwanzigste", 23),
    ("vierundzwanzigste", 24),
    ("fünfundzwanzigste", 25),
    ("sechsundzwanzigste", 26),
    ("siebenundzwanzigste", 27),
    ("achtundzwanzigste", 28),
    ("neunundzwanzigste", 29),
    ("dreissigste", 30),
    ("dreißigste", 30),
    ("einunddreissigste", 31),
    ("einunddreißigste", 31),
];

pub(crate) fn rules() -> Vec<Rule> {
    let words = ORDINALS.map(|(w, _)| w).join("|");
    vec![
        Rule::new(
            "ordinal (1..31)",
            vec![re(&format!("({words})[rsn]?"))],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinal (digits)",
            // Duckling's look-behind `(?<!\d|\.)` before the digits and look-ahead `(?!\d)` after the dot are
            // checked here.
            vec![re(r"0*(\d+)(\.| ?(te(n|r|s)?)|(ste(n|r|s)?))")],
            |m| {
                let text = m[0].haystack()?;
                let whole = m[0].range(0)?;
                if text[..whole.start].ends_with(|c: char| c.is_ascii_digit() || c == '.') {
                    return None;
                }
                if m[0].group(2) == Some(".")
                    && text[whole.end..].starts_with(|c: char| c.is_ascii_digit())
                {
                    return None;
                }
                ordinal(parse_int(m[0].group(1)?)?)
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::{options_in, whole_text_tokens};

    fn ordinals(text: &str) -> Vec<i64> {
        whole_text_tokens(&options_in("de"), text, |t| t.ordinal().map(|o| o.value))
    }

    /// Duckling's look-arounds: a dot followed by a digit makes no ordinal ("4.5" is a number), nor do digits
    /// after a dot ("1.4." is no 4th); a dot at the end does ("4.").
    #[test]
    fn dots_between_digits_make_no_ordinal() {
        assert_eq!(ordinals("4."), [4]);
        assert_eq!(ordinals("4.5"), Vec::<i64>::new());
        assert!(
            whole_text_tokens(&options_in("de"), "1.4.", |t| t.ordinal().map(|o| o.value))
                .is_empty()
        );
    }
}
