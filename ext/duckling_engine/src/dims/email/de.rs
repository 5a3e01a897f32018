//! German email addresses spelled out, "at" for `@` and "punkt" for `.` (`Duckling/Email/DE/Rules.hs`).

use super::email;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Duckling replaces " punkt " as written, case and all.
        Rule::new(
            "email spelled out",
            vec![re(
                r"([A-Za-z0-9_+\-]+(?:(?: punkt |\.)[A-Za-z0-9_+\-]+){0,10})(?: at |@)([a-zA-Z]+(?:(?:\.| punkt )[A-Za-z0-9_\-]+){1,10})",
            )],
            |m| {
                let dotted = |s: &str| s.replace(" punkt ", ".");
                email(format!(
                    "{}@{}",
                    dotted(m[0].group(1)?),
                    dotted(m[0].group(2)?)
                ))
            },
        ),
    ]
}
