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

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check;
    use crate::dims::token::Kind;

    /// Duckling's EN money corpus (`Duckling/AmountOfMoney/EN/Corpus.hs`), the lines of a number and a currency.
    const CORPUS: [(&str, &str); 42] = [
        (
            "one dollar",
            r#"{"type": "value", "value": 1, "unit": "$"}"#,
        ),
        ("10$", r#"{"type": "value", "value": 10, "unit": "$"}"#),
        (
            "10 dollars",
            r#"{"type": "value", "value": 10, "unit": "$"}"#,
        ),
        (
            "ten dollars",
            r#"{"type": "value", "value": 10, "unit": "$"}"#,
        ),
        ("10 c", r#"{"type": "value", "value": 10, "unit": "cent"}"#),
        ("10¢", r#"{"type": "value", "value": 10, "unit": "cent"}"#),
        ("10k$", r#"{"type": "value", "value": 10000, "unit": "$"}"#),
        (
            "3.14US$",
            r#"{"type": "value", "value": 3.14, "unit": "USD"}"#,
        ),
        ("20€", r#"{"type": "value", "value": 20, "unit": "EUR"}"#),
        (
            "20 euros",
            r#"{"type": "value", "value": 20, "unit": "EUR"}"#,
        ),
        (
            "20 Euro",
            r#"{"type": "value", "value": 20, "unit": "EUR"}"#,
        ),
        (
            "20 Euros",
            r#"{"type": "value", "value": 20, "unit": "EUR"}"#,
        ),
        ("20€", r#"{"type": "value", "value": 20, "unit": "EUR"}"#),
        ("20 €ur", r#"{"type": "value", "value": 20, "unit": "EUR"}"#),
        (
            "20 Rupees",
            r#"{"type": "value", "value": 20, "unit": "INR"}"#,
        ),
        ("20Rs", r#"{"type": "value", "value": 20, "unit": "INR"}"#),
        ("3 CNY", r#"{"type": "value", "value": 3, "unit": "CNY"}"#),
        ("3 yuan", r#"{"type": "value", "value": 3, "unit": "CNY"}"#),
        ("42 KWD", r#"{"type": "value", "value": 42, "unit": "KWD"}"#),
        ("42 LBP", r#"{"type": "value", "value": 42, "unit": "LBP"}"#),
        ("42 EGP", r#"{"type": "value", "value": 42, "unit": "EGP"}"#),
        ("42 QAR", r#"{"type": "value", "value": 42, "unit": "QAR"}"#),
        ("42 SAR", r#"{"type": "value", "value": 42, "unit": "SAR"}"#),
        ("42 BGN", r#"{"type": "value", "value": 42, "unit": "BGN"}"#),
        ("42 MYR", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        ("42 RM", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        ("42MYR", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        ("42RM", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        (
            "10 dinars",
            r#"{"type": "value", "value": 10, "unit": "dinar"}"#,
        ),
        (
            "ten shekels",
            r#"{"type": "value", "value": 10, "unit": "ILS"}"#,
        ),
        ("10 ILS", r#"{"type": "value", "value": 10, "unit": "ILS"}"#),
        (
            "ten riyals",
            r#"{"type": "value", "value": 10, "unit": "riyal"}"#,
        ),
        (
            "10 riyals",
            r#"{"type": "value", "value": 10, "unit": "riyal"}"#,
        ),
        (
            "ten rials",
            r#"{"type": "value", "value": 10, "unit": "rial"}"#,
        ),
        (
            "10 rials",
            r#"{"type": "value", "value": 10, "unit": "rial"}"#,
        ),
        (
            "5 lakh rupees",
            r#"{"type": "value", "value": 500000, "unit": "INR"}"#,
        ),
        (
            "five lakhs rupees",
            r#"{"type": "value", "value": 500000, "unit": "INR"}"#,
        ),
        (
            "four crore rupees",
            r#"{"type": "value", "value": 40000000, "unit": "INR"}"#,
        ),
        (
            "4 crores rupees",
            r#"{"type": "value", "value": 40000000, "unit": "INR"}"#,
        ),
        (
            "ten tugriks",
            r#"{"type": "value", "value": 10, "unit": "MNT"}"#,
        ),
        (
            "10 Tugrik",
            r#"{"type": "value", "value": 10, "unit": "MNT"}"#,
        ),
        ("10MNT", r#"{"type": "value", "value": 10, "unit": "MNT"}"#),
    ];

    /// Its `latentCorpus`: bare numbers, latent amounts of no named currency.
    const LATENT: [(&str, &str); 4] = [
        (
            "five",
            r#"{"type": "value", "value": 5, "unit": "unknown"}"#,
        ),
        ("5", r#"{"type": "value", "value": 5, "unit": "unknown"}"#),
        (
            "7.2",
            r#"{"type": "value", "value": 7.2, "unit": "unknown"}"#,
        ),
        (
            "7.20000",
            r#"{"type": "value", "value": 7.2, "unit": "unknown"}"#,
        ),
    ];

    #[test]
    fn duckling_corpus() {
        check(Kind::AmountOfMoney, &CORPUS);
        check(Kind::AmountOfMoney, &LATENT);
    }
}
