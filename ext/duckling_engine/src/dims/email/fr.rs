//! French email addresses spelled out, "arobase" for `@` (`Duckling/Email/FR/Rules.hs`).

use super::email;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "email spelled out",
        // Duckling's `\w` is PCRE's without Unicode properties: ASCII letters, digits and `_`.
        vec![re(
            r"([A-Za-z0-9_._+\-]+) arobase ([A-Za-z0-9_\-]+(\.[A-Za-z0-9_\-]+)+)",
        )],
        |m| email(format!("{}@{}", m[0].group(1)?, m[0].group(2)?)),
    )]
}
