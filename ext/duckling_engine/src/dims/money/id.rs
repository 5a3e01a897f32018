//! Indonesian amounts of money (`Duckling/AmountOfMoney/ID/Rules.hs`): "dua dolar", "Rp 20", "20 Rupiah",
//! "sembilan pound sterling", "antara 10 sampai 20 dolar", "kurang dari 7 euro", "lebih dari USD1,42". The
//! other currencies are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{currency, unit_amount, with_cents};
use super::intervals::{
    about, amount_dash_amount, from_amount_to_amount, from_numeral_to_amount, numeral_dash_amount,
    over, under,
};
use super::types::Currency;
use crate::dims::token::{Rule, Token, money, numeral};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        unit_amount(),
        currency("$", "dolar?", Currency::Dollar),
        currency("IDR", r"rp\.?|rupiah", Currency::Idr),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[1].numeral()?.value,
                    *m[0].money()?,
                )))
            },
        ),
        currency("JPY", r"¥\.", Currency::Jpy),
        currency("£", "pound( sterling)?", Currency::Pound),
        about(
            "about|exactly <amount-of-money>",
            "tepatnya|kira-kira|sekitar|hampir",
        ),
        from_numeral_to_amount("sekitar|dari|antara", "sampai|hingga"),
        from_amount_to_amount("sekitar|dari|antara|kira-kira", "sampai|hingga"),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "(kurang|lebih murah) dari|tidak sampai|di bawah",
        ),
        over(
            "over/above/at least/more than <amount-of-money>",
            "di atas|lebih dari|melebihi|melewati",
        ),
        numeral_dash_amount(),
        amount_dash_amount(),
    ]
}
