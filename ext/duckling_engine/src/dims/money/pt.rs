//! Portuguese amounts of money (`Duckling/AmountOfMoney/PT/Rules.hs`): "dez dolares", "15 reais", "R$ 2,00",
//! "nove libras", "$10", and cents after an amount ("20 reais e 43 centavos").

use super::helpers::{currency, is_cents, is_without_cents, unit_amount, with_cents};
use super::types::Currency;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        unit_amount(),
        currency("BRL", r"reais|r\$", Currency::Brl),
        currency("cent", "centavos?", Currency::Cent),
        currency("$", "dolares?", Currency::Dollar),
        Rule::new(
            "intersect",
            vec![money(is_without_cents), numeral(NumeralData::is_natural)],
            |m| {
                let cents = m[1].numeral()?.value;
                Some(Token::AmountOfMoney(with_cents(cents, *m[0].money()?)))
            },
        ),
        Rule::new(
            "intersect (and number)",
            vec![
                money(is_without_cents),
                re("e"),
                numeral(NumeralData::is_natural),
            ],
            |m| {
                let cents = m[2].numeral()?.value;
                Some(Token::AmountOfMoney(with_cents(cents, *m[0].money()?)))
            },
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(is_without_cents), re("e"), money(is_cents)],
            |m| {
                let cents = m[2].money()?.value?;
                Some(Token::AmountOfMoney(with_cents(cents, *m[0].money()?)))
            },
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(is_without_cents), money(is_cents)],
            |m| {
                let cents = m[1].money()?.value?;
                Some(Token::AmountOfMoney(with_cents(cents, *m[0].money()?)))
            },
        ),
        currency("£", "libras?", Currency::Pound),
    ]
}
