//! English email addresses spelled out, "at" for `@` and "dot" for `.` (`Duckling/Email/EN/Rules.hs`).

use super::email;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Duckling replaces " dot " as written, case and all: "hello AT world DOT com" is `hello@world DOT com`.
        Rule::new(
            "email spelled out",
            vec![re(
                r"([A-Za-z0-9_+\-]+(?:(?: dot |\.)[A-Za-z0-9_+\-]+){0,10})(?: at |@)([a-zA-Z]+(?:(?:\.| dot )[A-Za-z0-9_\-]+){1,10})",
            )],
            |m| {
                let dotted = |s: &str| s.replace(" dot ", ".");
                email(format!(
                    "{}@{}",
                    dotted(m[0].group(1)?),
                    dotted(m[0].group(2)?)
                ))
            },
        ),
    ]
}
