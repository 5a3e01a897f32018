//! Romanian amounts of money (`Duckling/AmountOfMoney/RO/Rules.hs`): "10 lei și 50 de bani", "20 de euro",
//! "un rial qatarian", "între 5 și 15 lei", "mai puțin de 7 EUR", "cam 5-15 RON".
//!
//! As in English (`cents`, `intervals`), cents follow a named currency only and a bare number read as cents
//! is below 100, and a range built on a latent amount stays latent.

use super::cents::intersect_rules;
use super::helpers::{currency_only, is_currency_only, unit_amount, with_value};
use super::intervals::{RangeWords, range_rules};
use super::types::Currency::{self, Aed, Cent, Dollar, Egp, Inr, Kwd, Lbp, Pound, Qar, Ron, Sar};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, Token, money, numeral, re};

const RIYALS: [(&str, Currency); 4] = [
    ("saudi", Sar),
    ("saudit", Sar),
    ("qataria", Qar),
    ("qatarian", Qar),
];

const OTHER_POUNDS: [(&str, Currency); 2] = [("egiptian", Egp), ("libanez", Lbp)];

const ROMANIAN: RangeWords = RangeWords {
    precision: (
        "about/exactly <amount-of-money>",
        r"exact|cam|aprox(\.|imativ)?|(aproape|(i|î)n jur)( de)?",
    ),
    between: "intre|de la",
    and: "[sș]i|la",
    at_most: "sub|mai (pu[tț]|ieft)in de|nu chiar|nici macar|cel mult",
    at_least: "peste|mai (mult|scump) de|cel pu[tț]in",
};

fn currency(c: Currency) -> Option<Token> {
    Some(Token::AmountOfMoney(currency_only(c)))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        Rule::new(
            "<amount >= 20> de <unit>",
            vec![
                numeral(|n| n.value >= 20.0),
                re("de"),
                money(is_currency_only),
            ],
            |m| {
                let c = m[2].money()?.currency;
                let value = with_value(m[0].numeral()?.value, currency_only(c));
                Some(Token::AmountOfMoney(value))
            },
        ),
        Rule::new("AED", vec![re("dirhami?")], |_| currency(Aed)),
        Rule::new("cent|bani", vec![re("bani?|cen(t|ț)i?|c|¢")], |_| {
            currency(Cent)
        }),
        Rule::new("$", vec![re("dolari?")], |_| currency(Dollar)),
        Rule::new("INR", vec![re("rupii?")], |_| currency(Inr)),
        Rule::new("KWD", vec![re("dinar kuweitian")], |_| currency(Kwd)),
        Rule::new(
            "other pounds",
            vec![re("lir(a|ă) (egiptian|libanez)(a|ă)")],
            |m| currency(lookup(&OTHER_POUNDS, m[0].group(2)?)?),
        ),
        Rule::new("£", vec![re("lire?")], |_| currency(Pound)),
        Rule::new("riyals", vec![re("rial (saudit?|qatarian?)")], |m| {
            currency(lookup(&RIYALS, m[0].group(1)?)?)
        }),
        Rule::new("RON", vec![re("roni|lei")], |_| currency(Ron)),
    ];
    rules.extend(intersect_rules("(s|ș)i"));
    rules.extend(range_rules(&ROMANIAN));
    rules
}
