//! The email addresses of every language, as written (`Duckling/Email/Rules.hs`).

use super::email;
use crate::dims::token::{Rule, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "email",
        vec![re(
            r"([A-Za-z0-9_._+\-]+@[A-Za-z0-9_\-]+(\.[A-Za-z0-9_\-]+)+)",
        )],
        |m| email(m[0].group(1)?.to_owned()),
    )]
}
