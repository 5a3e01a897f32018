//! The English names of currencies (`Duckling/AmountOfMoney/EN/Rules.hs`): "pounds", "Egyptian pounds", "L.E",
//! "geneh", "Qatari riyals", "Kuwaiti dinars", "dirhams", "ringgit", "hryvnia", "cents", "kopiyka", "bucks".
//! Each gives a currency without an amount; "<amount> <unit>" puts a number before it.

use super::helpers::currency_only;
use super::types::Currency::{self, *};
use crate::dims::token::{Rule, Token, re};

pub(super) fn rules() -> Vec<Rule> {
    let word = |name: &'static str, pattern: &str, currency: Currency| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    // A rule whose currency depends on the adjective before the name ("egyptian pounds").
    let named = |name: &'static str, pattern: &str, by_adjective: &'static [(&str, Currency)]| {
        Rule::new(name, vec![re(pattern)], move |m| {
            let adjective = m[0].group(1)?;
            let currency = by_adjective
                .iter()
                .find(|(a, _)| a.eq_ignore_ascii_case(adjective))?
                .1;
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    vec![
        word("bucks", "bucks?", Unnamed),
        word("cent", "cents?|penn(y|ies)|pence|sens?", Cent),
        named("dinars", "(kuwaiti) ?dinars?", &[("kuwaiti", Kwd)]),
        word("dirham", "dirhams?", Aed),
        // Duckling marks its regex "TODO: complete".
        word("hryvnia", "hryvnia", Uah),
        word("kopiyka", "kopiy(ok|kas?)", Cent),
        named(
            "other pounds",
            "(egyptian|lebanese) ?pounds?",
            &[("egyptian", Egp), ("lebanese", Lbp)],
        ),
        // "LE", "L.E", "l.e.": Duckling's `.` takes any character there, so "lee" and "l e" are EGP too.
        word("livre égyptienne", "[lL].?[eE].?", Egp),
        word(
            "geneh",
            "[Gg][eiy]*n[eiy]*h(at)?( m[aiey]?sr[eiy]+a?)?",
            Egp,
        ),
        word("£", "pounds?", Pound),
        word("ringgit", "(malaysian? )?ringgits?", Myr),
        named(
            "riyals",
            "(qatari|saudi) ?riyals?",
            &[("qatari", Qar), ("saudi", Sar)],
        ),
    ]
}
