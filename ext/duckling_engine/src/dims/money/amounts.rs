//! Amounts around a currency, in English (`Duckling/AmountOfMoney/EN/Rules.hs`): the currency first ("$10",
//! "EUR 20"), "a" for one ("a dollar") or absorbed ("a US$4.7 billion"), and dollar coins counted ("ten
//! dimes"; the coins themselves are the region's, see `regions`).

use super::helpers::{
    currency_only, is_currency_only, is_dollar_coin, is_simple, unit_amount, with_value,
};
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        unit_amount(),
        Rule::new(
            "a <currency>",
            vec![re("an?"), money(is_currency_only)],
            |m| Some(Token::AmountOfMoney(with_value(1.0, *m[1].money()?))),
        ),
        Rule::new(
            "a <amount-of-money>",
            vec![re("an?"), money(is_simple)],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
        Rule::new(
            "a <dollar coin>",
            vec![re("an?"), money(is_dollar_coin)],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
        Rule::new(
            "X <dollar coins>",
            vec![numeral(NumeralData::is_natural), money(is_dollar_coin)],
            |m| {
                let coin = m[1].money()?;
                Some(Token::AmountOfMoney(with_value(
                    m[0].numeral()?.value * coin.value?,
                    currency_only(coin.currency),
                )))
            },
        ),
    ]
}
