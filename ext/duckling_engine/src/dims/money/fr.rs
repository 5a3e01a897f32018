//! French amounts of money (`Duckling/AmountOfMoney/FR/Rules.hs`): "EUR 20", "3 balles", "£ 9", "1 USD et 23
//! centimes", "entre 10 et 20 euros", "au moins 10 euros", "environ 3 livres".
//!
//! Cents and ranges follow the English port's deliberate differences (`cents`, `intervals`): a bare number
//! read as cents is below 100 and follows a non-latent amount, and a range of a latent amount stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_money_with_value, is_simple, with_cents,
    with_value,
};
use super::intervals::{at_least, at_most, between, between_amounts};
use super::types::Currency;
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// A currency named by one regex.
fn currency(name: &'static str, pattern: &str, currency: Currency) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| {
        Some(Token::AmountOfMoney(currency_only(currency)))
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let currency = m[0].money()?.currency;
                Some(Token::AmountOfMoney(with_value(
                    m[1].numeral()?.value,
                    currency_only(currency),
                )))
            },
        ),
        currency("cent", "cent(ime)?s?", Currency::Cent),
        currency("£", "(livre|pound)s?", Currency::Pound),
        currency(
            "unnamed currencyOnly",
            "(balle|pouloute)s?",
            Currency::Unnamed,
        ),
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
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("et"), numeral(is_cents_number)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[2].numeral()?.value,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("et"), money(is_cents)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[2].money()?.value?,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[1].money()?.value?,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![re("entre"), money(is_simple), re("et"), money(is_simple)],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("entre"),
                numeral(is_positive),
                re("et"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "<amount-of-money> - <amount-of-money>",
            vec![money(is_simple), re("-"), money(is_simple)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![re("(moins|pas plus|en-dessous) de"), money(is_simple)],
            |m| at_most(m[1].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![re("plus (que|de)|au moins"), money(is_simple)],
            |m| at_least(m[1].money()?),
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(NumeralData::is_natural), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "precision",
            vec![
                re("exactement|quasi|plus ou moins|environ|autour de|(a|à) peu pr(e|è)s"),
                money(is_money_with_value),
            ],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
    ]
}
