//! Croatian amounts of money (`Duckling/AmountOfMoney/HR/Rules.hs`): "10 kuna", "20 dolara", "3 funte",
//! "2 kune i 23 lipe", "jedan dolar", "od 10 do 20 kuna", "između 10 i 20 dolara", "više od 10 kuna",
//! "otprilike 5 funti". The currency signs and codes are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::named_intersect_rules;
use super::helpers::{amount, currency, currency_only, is_currency_only, unit_amount, with_value};
use super::intervals::{
    about, amount_dash_amount, from_amount_to_amount, from_numeral_to_amount, numeral_dash_amount,
    over, under,
};
use super::types::Currency::{Aed, Cent, Dollar, Egp, Hrk, Inr, Kwd, Lbp, Pound, Qar, Sar};
use crate::dims::token::{Rule, money, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "a <currency>",
            vec![re("jed(an|na|no)"), money(is_currency_only)],
            |m| amount(with_value(1.0, currency_only(m[1].money()?.currency))),
        ),
        unit_amount(),
        currency("$", "dolar(a|i|e)?", Dollar),
        currency("£", "funt(a|e|i)?", Pound),
        Rule::new(
            "other pounds",
            vec![re("(egipatska|libanonska) ?funta")],
            |m| {
                let c = match m[0].group(1)?.to_lowercase().as_str() {
                    "egipatska" => Egp,
                    "libanonska" => Lbp,
                    _ => return None,
                };
                amount(currency_only(c))
            },
        ),
        currency("AED", "drahma?", Aed),
        currency("cent", "cent(i|a)?|penij(i|a)?|c|¢|lp|lip(a|e)", Cent),
        currency("HRK", "kn|(hrvatsk(a|ih|e) )?kun(a|e)", Hrk),
        currency("INR", "rupija?", Inr),
    ];
    rules.extend(named_intersect_rules(
        "i",
        "intersect (and number)",
        "intersect (i X lipa)",
    ));
    rules.extend([
        currency("KWD", "kuvajtski ?dinar", Kwd),
        currency("QAR", "katarski(i| )rijal", Qar),
        currency("SAR", "saudijskirijal|saudi rijal?", Sar),
        about(
            "about|exactly <amount-of-money>",
            "oko|otprilike|u blizini|skoro|približno",
        ),
        numeral_dash_amount(),
        amount_dash_amount(),
        from_numeral_to_amount("od|otprilike|približno", "do"),
        from_numeral_to_amount("izmedju", "i"),
        from_amount_to_amount("od|otprilike", "do"),
        from_amount_to_amount("izmedju", "i"),
        over(
            "over/above/at least/more than <amount-of-money>",
            "više od|najmanje|preko|iznad",
        ),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "ispod|manje od",
        ),
    ]);
    rules
}
