//! Vietnamese amounts of money (`Duckling/AmountOfMoney/VI/Rules.hs`): "mười đô la", "10.000 đồng", "2 đô la
//! và 23 xen", "từ 1000 đến 2000 đồng", "dưới bảy ngàn đồng", "từ $1,42 trở lên".
//!
//! As in English (`cents`, `intervals`), cents follow a named currency only and a bare number read as cents
//! is below 100, and a range built on a latent amount stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_money_with_value, is_simple, with_cents,
    with_value,
};
use super::intervals::{at_least, at_most, between, between_amounts};
use super::types::Currency::{self, Aed, Cent, Dollar, Pound, Vnd};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

fn currency(c: Currency) -> Option<Token> {
    Some(Token::AmountOfMoney(currency_only(c)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let c = m[0].money()?.currency;
                let value = with_value(m[1].numeral()?.value, currency_only(c));
                Some(Token::AmountOfMoney(value))
            },
        ),
        Rule::new("cent", vec![re("xen|xu|cắc|penn(y|ies)")], |_| {
            currency(Cent)
        }),
        Rule::new("AED", vec![re(r"AED\.|dirhams?")], |_| currency(Aed)),
        Rule::new("$", vec![re("đô( la)?( mỹ)?")], |_| currency(Dollar)),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| {
                let cents = with_cents(m[1].numeral()?.value, *m[0].money()?);
                Some(Token::AmountOfMoney(cents))
            },
        ),
        Rule::new(
            "intersect and number",
            vec![money(takes_cents), re("và"), numeral(is_cents_number)],
            |m| {
                let cents = with_cents(m[2].numeral()?.value, *m[0].money()?);
                Some(Token::AmountOfMoney(cents))
            },
        ),
        Rule::new(
            "intersect (và X xu|xen)",
            vec![money(takes_cents), re("và"), money(is_cents)],
            |m| {
                let cents = with_cents(m[2].money()?.value?, *m[0].money()?);
                Some(Token::AmountOfMoney(cents))
            },
        ),
        Rule::new(
            "intersect (X xu|xen)",
            vec![money(takes_cents), money(is_cents)],
            |m| {
                let cents = with_cents(m[1].money()?.value?, *m[0].money()?);
                Some(Token::AmountOfMoney(cents))
            },
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("từ|giữa|khoảng"),
                numeral(is_positive),
                re("đến|tới|và"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "từ|giữa <amount-of-money> đến|tới|và <amount-of-money>",
            vec![
                re("từ|giữa"),
                money(is_simple),
                re("đến|tới|và"),
                money(is_simple),
            ],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "<amount-of-money> - <amount-of-money>",
            vec![money(is_simple), re("-"), money(is_simple)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(NumeralData::is_natural), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![
                re(
                    "dưới|(bé|ít|thấp|kém|không( cao| nhiều)?) hơn|không (đến|tới|quá)|(nhiều|cao) nhất",
                ),
                money(is_simple),
            ],
            |m| at_most(m[1].money()?),
        ),
        Rule::new(
            "under <amount-of-money>",
            vec![re("từ"), money(is_simple), re("trở xuống")],
            |m| at_most(m[1].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![
                re("trên|(lớn |nhiều |cao |không (thấp|ít|kém) )?hơn|(ít|thấp) nhất"),
                money(is_simple),
            ],
            |m| at_least(m[1].money()?),
        ),
        Rule::new(
            "above <amount-of-money>",
            vec![re("từ"), money(is_simple), re("trở lên")],
            |m| at_least(m[1].money()?),
        ),
        Rule::new("đồng", vec![re("đ(ồng)?")], |_| currency(Vnd)),
        Rule::new("£", vec![re("pounds?|pao")], |_| currency(Pound)),
        Rule::new(
            "about|exactly <amount-of-money>",
            vec![
                re("đúng|chính xác|khoảng( chừng)?|tầm|xấp xỉ|gần"),
                money(is_money_with_value),
            ],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
        Rule::new("VNĐ", vec![re(r"vn(Đ|D|\$)")], |_| currency(Vnd)),
    ]
}
