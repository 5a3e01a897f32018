//! Icelandic email addresses spelled out, "ingi" for `@` (`Duckling/Email/IS/Rules.hs`).

use super::email;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "email spelled out",
        vec![re(r"([\w\._+-]+) ingi ([\w_-]+(\.[\w_-]+)+)")],
        |m| email(format!("{}@{}", m[0].group(1)?, m[0].group(2)?)),
    )]
}
