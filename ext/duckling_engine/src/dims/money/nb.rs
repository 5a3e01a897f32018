//! Norwegian Bokmål amounts of money (`Duckling/AmountOfMoney/NB/Rules.hs`): "10 kroner", "ti danske kr",
//! "2 kroner og 23 øre", "cirka 10 pund". The currency codes and symbols are every language's (`common`).
//!
//! Cents follow the English port's deliberate difference (`cents`): a bare number read as cents is below 100.

use super::cents::intersect_rules;
use super::helpers::{currency, unit_amount};
use super::intervals::about;
use super::types::Currency;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        about("about <amount-of-money>", "omtrent|cirka|rundt|ca"),
        currency(
            "cent",
            r"cent(?:\b|s)|\bc\b|pen(?:ce|ny|nies)|\bp\b|(?:ø|ö)rer?|fen|haleru|groszy|pais(?:e|a)|centesim(?:o|i)|centimes?|\bct?\b|\brp?\b|rap(?:pen)?s?|satang",
            Currency::Cent,
        ),
        currency("AED", "dirhams?", Currency::Aed),
    ];
    rules.extend(intersect_rules("og"));
    rules.extend([
        currency("NOK", "(?:norske? ?)?kr(?:oner?)?", Currency::Nok),
        currency("£", "po?und?s?", Currency::Pound),
        currency(
            "SEK",
            "(?:svenske? )?kron(?:a|or)|svenske? kr(?:oner?)?",
            Currency::Sek,
        ),
        currency("DKK", "danske? kr(?:oner?)?", Currency::Dkk),
        currency("USD", "amerikanske? dollars?", Currency::Usd),
        currency("AUD", "australske? dollars?", Currency::Aud),
        currency("CAD", "(?:k|c)anadiske? dollars?", Currency::Cad),
        currency("GBP", "(?:britiske?|engelske?) po?unds?", Currency::Gbp),
        currency("CHF", "sveitsiske? francs?", Currency::Chf),
        currency("CNY", "(?:kinesiske? )?(?:yuan|renminbi)", Currency::Cny),
        currency("CZK", "(?:tsjekkiske? )?koruna", Currency::Czk),
        currency("HKD", "hong kong dollars?", Currency::Hkd),
        currency("INR", "(?:indiske? )?rup(?:i(?:er)?|ees?)", Currency::Inr),
        currency("JPY", "japanske? yen", Currency::Jpy),
        currency("NZD", "(?:nz|new zealand(?:ske)?) dollars?", Currency::Nzd),
        currency("PKR", "pakistanske? rup(?:i(?:er)?|ees?)", Currency::Pkr),
        currency("PLN", "(?:polske? )?(?:z|s)?lotys?", Currency::Pln),
        currency("SGD", "singapor(?:e|ske?) dollars?", Currency::Sgd),
        currency(
            "THB",
            "(?:thai(?:land(?:ske?)?)? )?b(?:ah|ha)t",
            Currency::Thb,
        ),
        currency(
            "ZAR",
            "(?:sør(?: |-)?afrika(?:nske?)? )?rand",
            Currency::Zar,
        ),
    ]);
    rules
}
