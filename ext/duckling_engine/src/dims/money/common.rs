//! The money rules of every language (`Duckling/AmountOfMoney/Rules.hs`): currency codes and symbols, a number
//! before a currency ("10 dollars", "3.14US$"), and the latent amount every number is ("5": 5 of no named
//! currency, an entity only when latent entities are asked for).

use super::helpers::{currency_only, is_currency_only, mk_latent, value_only, with_value};
use super::types::Currency::{self, *};
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Rule, Token, money, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<amount> <unit>",
            vec![numeral(is_positive), money(is_currency_only)],
            |m| {
                let currency = m[1].money()?.currency;
                Some(Token::AmountOfMoney(with_value(
                    m[0].numeral()?.value,
                    currency_only(currency),
                )))
            },
        ),
        Rule::new("<amount> (latent)", vec![numeral(is_positive)], |m| {
            Some(Token::AmountOfMoney(mk_latent(value_only(
                m[0].numeral()?.value,
            ))))
        }),
        // Duckling's regex, alternative for alternative: it lists "sgb" where its table has "sgd" (so "SGD" is no
        // currency), and its table's "czk" is not in the regex.
        Rule::new(
            "currencies",
            vec![re(
                r"(aed|aud|bgn|brl|byn|¢|cad|chf|cny|c|\$|dinars?|dkk|dollars?|egp|(e|€)uro?s?|€|gbp|gel|₾|hkd|hrk|idr|ils|₪|inr|iqd|jmd|jod|¥|jpy|lari|krw|kwd|lbp|mad|₮|mnt|tugriks?|myr|rm|nis|nok|nzd|£|pkr|pln|pta?s?|qar|₽|rs\.?|riy?als?|ron|rub|rupees?|sar|sek|sgb|shekels?|thb|ttd|₴|uah|us(d|\$)|vnd|yen|yuan|zar|tl|lira|₺)",
            )],
            |m| {
                let currency = lookup(CURRENCIES, m[0].group(1)?)?;
                Some(Token::AmountOfMoney(currency_only(currency)))
            },
        ),
    ]
}

/// Duckling's `currencies` table: the spellings the regex above matches, lowercased.
const CURRENCIES: &[(&str, Currency)] = &[
    ("aed", Aed),
    ("aud", Aud),
    ("bgn", Bgn),
    ("brl", Brl),
    ("byn", Byn),
    ("cad", Cad),
    ("¢", Cent),
    ("c", Cent),
    ("chf", Chf),
    ("cny", Cny),
    ("czk", Czk),
    ("rmb", Cny),
    ("yuan", Cny),
    ("$", Dollar),
    ("dinar", Dinar),
    ("dinars", Dinar),
    ("dkk", Dkk),
    ("dollar", Dollar),
    ("dollars", Dollar),
    ("egp", Egp),
    ("€", Eur),
    ("eur", Eur),
    ("euro", Eur),
    ("euros", Eur),
    ("eurs", Eur),
    ("€ur", Eur),
    ("€uro", Eur),
    ("€uros", Eur),
    ("€urs", Eur),
    ("gbp", Gbp),
    ("gel", Gel),
    ("hkd", Hkd),
    ("hrk", Hrk),
    ("idr", Idr),
    ("ils", Ils),
    ("₪", Ils),
    ("nis", Ils),
    ("inr", Inr),
    ("iqd", Iqd),
    ("rs", Inr),
    ("rs.", Inr),
    ("rupee", Inr),
    ("rupees", Inr),
    ("jmd", Jmd),
    ("jod", Jod),
    ("¥", Jpy),
    ("jpy", Jpy),
    ("lari", Gel),
    ("₾", Gel),
    ("yen", Jpy),
    ("krw", Krw),
    ("kwd", Kwd),
    ("lbp", Lbp),
    ("mad", Mad),
    ("mnt", Mnt),
    ("myr", Myr),
    ("rm", Myr),
    ("₮", Mnt),
    ("tugrik", Mnt),
    ("tugriks", Mnt),
    ("nok", Nok),
    ("nzd", Nzd),
    ("pkr", Pkr),
    ("pln", Pln),
    ("£", Pound),
    ("pt", Pts),
    ("pta", Pts),
    ("ptas", Pts),
    ("pts", Pts),
    ("qar", Qar),
    ("₽", Rub),
    ("rial", Rial),
    ("rials", Rial),
    ("riyal", Riyal),
    ("riyals", Riyal),
    ("ron", Ron),
    ("rub", Rub),
    ("sar", Sar),
    ("sek", Sek),
    ("sgd", Sgd),
    ("shekel", Ils),
    ("shekels", Ils),
    ("thb", Thb),
    ("ttd", Ttd),
    ("₴", Uah),
    ("uah", Uah),
    ("usd", Usd),
    ("us$", Usd),
    ("vnd", Vnd),
    ("zar", Zar),
    ("tl", Try),
    ("lira", Try),
    ("₺", Try),
];
