//! Portuguese phone numbers (`Duckling/PhoneNumber/PT/Rules.hs`): every language's rule, its extension
//! introduced by "ramal" ("(650)-283-4757 ramal 897").

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    vec![super::phone_number(r"ramal\.?")]
}
