//! Mongolian amounts of money (`Duckling/AmountOfMoney/MN/Rules.hs`): "10 төгрөг", "₮ 10", "арван доллар",
//! "3.01 Английн фунт", "10₮-c бага", "5-c ₮10-н хооронд". The other currencies are every language's
//! (`common`).
//!
//! The same deliberate difference as English (see `intervals`): a range of latent amounts stays latent.

use super::helpers::{currency_only, is_simple, unit_amount, with_interval};
use super::intervals::{about, amount_dash_amount, at_least, at_most, between, between_amounts};
use super::types::{Currency, MoneyData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// What closes a range: "хүртэл" (up to), "хооронд" (between), after an optional genitive "-н".
const RANGE_END: &str = r"(-н\s+)?(хооронд|хүртэл)";

pub(crate) fn rules() -> Vec<Rule> {
    let currency = |name: &'static str, pattern: &str, currency: Currency| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    vec![
        unit_amount(),
        currency("bucks", "бакс(аар|тай|аас)?", Currency::Unnamed),
        currency(
            "cent",
            "цент(ийн|ээс|ээр|тэй)?|пени|пенс(ээр|гээр|тэй|ээс|гээс)?|ц",
            Currency::Cent,
        ),
        currency("$", "доллар(ын|оор|оос|той)?", Currency::Dollar),
        currency("€", "евро", Currency::Eur),
        currency("Mongolian GBP", r"Английн\s+фунт", Currency::Gbp),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                numeral(is_positive),
                re("-c"),
                money(is_simple),
                re(RANGE_END),
            ],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <numeral>",
            vec![
                money(is_simple),
                re("-c"),
                numeral(NumeralData::is_natural),
                re(RANGE_END),
            ],
            |m| {
                let (from, to) = (m[0].money()?, m[2].numeral()?.value);
                let from_value = from.value?;
                (from_value < to).then(|| {
                    Token::AmountOfMoney(MoneyData {
                        latent: from.latent,
                        ..with_interval((from_value, to), currency_only(from.currency))
                    })
                })
            },
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![money(is_simple), re("-c"), money(is_simple), re(RANGE_END)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![money(is_simple), re(r"-c\s+(бага|доогуур|ихгүй)")],
            |m| at_most(m[0].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![money(is_simple), re(r"-c\s+(их|дээгүүр|илүү)")],
            |m| at_least(m[0].money()?),
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(is_positive), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        amount_dash_amount(),
        currency("£", "фунт(аар|тай|аас)?", Currency::Pound),
        about("about|exactly <amount-of-money>", "яг|ойролцоогоор|бараг"),
        currency("төг", "төг(рөг(ийн)?)?", Currency::Mnt),
    ]
}
