//! Vietnamese amounts of money (`Duckling/AmountOfMoney/VI/Rules.hs`): "mười đô la", "10.000 đồng", "2 đô la
//! và 23 xen", "từ 1000 đến 2000 đồng", "dưới bảy ngàn đồng", "từ $1,42 trở lên".
//!
//! As in English (`cents`, `intervals`), cents follow a named currency only and a bare number read as cents
//! is below 100, and a range built on a latent amount stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{currency_only, is_cents, is_simple, unit_amount, with_cents};
use super::intervals::{
    about, amount_dash_amount, at_least, at_most, between_amounts, from_numeral_to_amount,
    numeral_dash_amount, over, under,
};
use super::types::Currency::{self, Aed, Cent, Dollar, Pound, Vnd};
use crate::dims::token::{Rule, Token, money, numeral, re};

fn currency(c: Currency) -> Option<Token> {
    Some(Token::AmountOfMoney(currency_only(c)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        unit_amount(),
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
        from_numeral_to_amount("từ|giữa|khoảng", "đến|tới|và"),
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
        amount_dash_amount(),
        numeral_dash_amount(),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "dưới|(bé|ít|thấp|kém|không( cao| nhiều)?) hơn|không (đến|tới|quá)|(nhiều|cao) nhất",
        ),
        Rule::new(
            "under <amount-of-money>",
            vec![re("từ"), money(is_simple), re("trở xuống")],
            |m| at_most(m[1].money()?),
        ),
        over(
            "over/above/at least/more than <amount-of-money>",
            "trên|(lớn |nhiều |cao |không (thấp|ít|kém) )?hơn|(ít|thấp) nhất",
        ),
        Rule::new(
            "above <amount-of-money>",
            vec![re("từ"), money(is_simple), re("trở lên")],
            |m| at_least(m[1].money()?),
        ),
        Rule::new("đồng", vec![re("đ(ồng)?")], |_| currency(Vnd)),
        Rule::new("£", vec![re("pounds?|pao")], |_| currency(Pound)),
        about(
            "about|exactly <amount-of-money>",
            "đúng|chính xác|khoảng( chừng)?|tầm|xấp xỉ|gần",
        ),
        Rule::new("VNĐ", vec![re(r"vn(Đ|D|\$)")], |_| currency(Vnd)),
    ]
}
