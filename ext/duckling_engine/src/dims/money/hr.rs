//! Croatian amounts of money (`Duckling/AmountOfMoney/HR/Rules.hs`): "10 kuna", "20 dolara", "3 funte",
//! "2 kune i 23 lipe", "jedan dolar", "od 10 do 20 kuna", "između 10 i 20 dolara", "više od 10 kuna",
//! "otprilike 5 funti". The currency signs and codes are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::amount;
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_money_with_value, is_simple, with_cents,
    with_value,
};
use super::intervals::{at_least, at_most, between, between_amounts};
use super::types::Currency::{self, Aed, Cent, Dollar, Egp, Hrk, Inr, Kwd, Lbp, Pound, Qar, Sar};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, money, numeral, re};

fn currency(name: &'static str, pattern: &str, c: Currency) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| amount(currency_only(c)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "a <currency>",
            vec![re("jed(an|na|no)"), money(is_currency_only)],
            |m| amount(with_value(1.0, currency_only(m[1].money()?.currency))),
        ),
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let c = m[0].money()?.currency;
                amount(with_value(m[1].numeral()?.value, currency_only(c)))
            },
        ),
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
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| amount(with_cents(m[1].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("i"), numeral(is_cents_number)],
            |m| amount(with_cents(m[2].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (i X lipa)",
            vec![money(takes_cents), re("i"), money(is_cents)],
            |m| amount(with_cents(m[2].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| amount(with_cents(m[1].money()?.value?, *m[0].money()?)),
        ),
        currency("KWD", "kuvajtski ?dinar", Kwd),
        currency("QAR", "katarski(i| )rijal", Qar),
        currency("SAR", "saudijskirijal|saudi rijal?", Sar),
        Rule::new(
            "about|exactly <amount-of-money>",
            vec![
                re("oko|otprilike|u blizini|skoro|približno"),
                money(is_money_with_value),
            ],
            |m| amount(*m[1].money()?),
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(NumeralData::is_natural), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "<amount-of-money> - <amount-of-money>",
            vec![money(is_simple), re("-"), money(is_simple)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("od|otprilike|približno"),
                numeral(is_positive),
                re("do"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("izmedju"),
                numeral(is_positive),
                re("i"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![
                re("od|otprilike"),
                money(is_simple),
                re("do"),
                money(is_simple),
            ],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![re("izmedju"), money(is_simple), re("i"), money(is_simple)],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![re("više od|najmanje|preko|iznad"), money(is_simple)],
            |m| at_least(m[1].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![re("ispod|manje od"), money(is_simple)],
            |m| at_most(m[1].money()?),
        ),
    ]
}
