//! The money rules of each English-speaking region (`Duckling/AmountOfMoney/EN/<R>/Rules.hs`): "a grand", "<amount>
//! grand" and the dollar coins ("nickel", "dime", "quarter"), in the region's currency. Duckling's twelve files
//! are one file with two currencies changed, so here they are one family and a table of those currencies.
//! Duckling's `en` without a region has none of these rules.

use super::helpers::{DOLLAR_COINS, currency_only, with_value};
use super::types::Currency::{self, *};
use crate::Region;
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Rule, Token, numeral, re};

/// The currency of "a grand" and the currency of the dollar coins, per English-speaking region; `None` for
/// another language's region (a `Locale` never pairs one with English).
fn currencies(region: Region) -> Option<(Currency, Currency)> {
    Some(match region {
        Region::Au => (Aud, Aud),
        Region::Ca => (Cad, Cad),
        Region::Gb => (Gbp, Dollar),
        Region::Jm => (Jmd, Jmd),
        Region::Nz => (Nzd, Nzd),
        Region::Tt => (Ttd, Ttd),
        Region::Us => (Usd, Usd),
        Region::Bz | Region::Ie | Region::In | Region::Ph | Region::Za => (Dollar, Dollar),
        _ => return None,
    })
}

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let Some((grand, coin)) = region.and_then(currencies) else {
        return Vec::new();
    };
    vec![
        Rule::new("a grand", vec![re("a grand")], move |_| {
            Some(Token::AmountOfMoney(with_value(
                1000.0,
                currency_only(grand),
            )))
        }),
        Rule::new(
            "<amount> grand",
            vec![numeral(is_positive), re("grand")],
            move |m| {
                Some(Token::AmountOfMoney(with_value(
                    1000.0 * m[0].numeral()?.value,
                    currency_only(grand),
                )))
            },
        ),
        Rule::new(
            "dollar coin",
            vec![re("(nickel|dime|quarter)s?")],
            move |m| {
                let value = lookup(DOLLAR_COINS, m[0].group(1)?)?;
                Some(Token::AmountOfMoney(with_value(value, currency_only(coin))))
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Each region's own corpus (`Duckling/AmountOfMoney/EN/<R>/Corpus.hs`), every line, under its locale.
    const CORPUS: [(&str, &[(&str, &str)]); 12] = [
        (
            "en_AU",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "AUD"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "AUD"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "AUD"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "AUD"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "AUD"}"#,
                ),
                (
                    "ten dimes",
                    r#"{"type": "value", "value": 1, "unit": "AUD"}"#,
                ),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "AUD"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "AUD"}"#),
                (
                    "a dime",
                    r#"{"type": "value", "value": 0.1, "unit": "AUD"}"#,
                ),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "AUD"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "AUD"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "AUD"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "AUD"}"#,
                ),
                (
                    "nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "AUD"}"#,
                ),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "AUD"}"#,
                ),
            ],
        ),
        (
            "en_BZ",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("ten dimes", r#"{"type": "value", "value": 1, "unit": "$"}"#),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                ("a dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "$"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                ("nickel", r#"{"type": "value", "value": 0.05, "unit": "$"}"#),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "$"}"#,
                ),
            ],
        ),
        (
            "en_CA",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "CAD"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "CAD"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "CAD"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "CAD"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "CAD"}"#,
                ),
                (
                    "ten dimes",
                    r#"{"type": "value", "value": 1, "unit": "CAD"}"#,
                ),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "CAD"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "CAD"}"#),
                (
                    "a dime",
                    r#"{"type": "value", "value": 0.1, "unit": "CAD"}"#,
                ),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "CAD"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "CAD"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "CAD"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "CAD"}"#,
                ),
                (
                    "nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "CAD"}"#,
                ),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "CAD"}"#,
                ),
            ],
        ),
        (
            "en_GB",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "GBP"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "GBP"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "GBP"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("ten dimes", r#"{"type": "value", "value": 1, "unit": "$"}"#),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                ("a dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "$"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                ("nickel", r#"{"type": "value", "value": 0.05, "unit": "$"}"#),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "$"}"#,
                ),
            ],
        ),
        (
            "en_IE",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("ten dimes", r#"{"type": "value", "value": 1, "unit": "$"}"#),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                ("a dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "$"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                ("nickel", r#"{"type": "value", "value": 0.05, "unit": "$"}"#),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "$"}"#,
                ),
            ],
        ),
        (
            "en_IN",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("ten dimes", r#"{"type": "value", "value": 1, "unit": "$"}"#),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                ("a dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "$"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                ("nickel", r#"{"type": "value", "value": 0.05, "unit": "$"}"#),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "$"}"#,
                ),
            ],
        ),
        (
            "en_JM",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "JMD"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "JMD"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "JMD"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "JMD"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "JMD"}"#,
                ),
                (
                    "ten dimes",
                    r#"{"type": "value", "value": 1, "unit": "JMD"}"#,
                ),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "JMD"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "JMD"}"#),
                (
                    "a dime",
                    r#"{"type": "value", "value": 0.1, "unit": "JMD"}"#,
                ),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "JMD"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "JMD"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "JMD"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "JMD"}"#,
                ),
                (
                    "nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "JMD"}"#,
                ),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "JMD"}"#,
                ),
            ],
        ),
        (
            "en_NZ",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "NZD"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "NZD"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "NZD"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "NZD"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "NZD"}"#,
                ),
                (
                    "ten dimes",
                    r#"{"type": "value", "value": 1, "unit": "NZD"}"#,
                ),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "NZD"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "NZD"}"#),
                (
                    "a dime",
                    r#"{"type": "value", "value": 0.1, "unit": "NZD"}"#,
                ),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "NZD"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "NZD"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "NZD"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "NZD"}"#,
                ),
                (
                    "nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "NZD"}"#,
                ),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "NZD"}"#,
                ),
            ],
        ),
        (
            "en_PH",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("ten dimes", r#"{"type": "value", "value": 1, "unit": "$"}"#),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                ("a dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "$"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                ("nickel", r#"{"type": "value", "value": 0.05, "unit": "$"}"#),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "$"}"#,
                ),
            ],
        ),
        (
            "en_TT",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "TTD"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "TTD"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "TTD"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "TTD"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "TTD"}"#,
                ),
                (
                    "ten dimes",
                    r#"{"type": "value", "value": 1, "unit": "TTD"}"#,
                ),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "TTD"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "TTD"}"#),
                (
                    "a dime",
                    r#"{"type": "value", "value": 0.1, "unit": "TTD"}"#,
                ),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "TTD"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "TTD"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "TTD"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "TTD"}"#,
                ),
                (
                    "nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "TTD"}"#,
                ),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "TTD"}"#,
                ),
            ],
        ),
        (
            "en_US",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "USD"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "USD"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "USD"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "USD"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "USD"}"#,
                ),
                (
                    "ten dimes",
                    r#"{"type": "value", "value": 1, "unit": "USD"}"#,
                ),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "USD"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "USD"}"#),
                (
                    "a dime",
                    r#"{"type": "value", "value": 0.1, "unit": "USD"}"#,
                ),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "USD"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "USD"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "USD"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "USD"}"#,
                ),
                (
                    "nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "USD"}"#,
                ),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "USD"}"#,
                ),
            ],
        ),
        (
            "en_ZA",
            &[
                (
                    "a grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "1 grand",
                    r#"{"type": "value", "value": 1000, "unit": "$"}"#,
                ),
                (
                    "10 grand",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "two hundred thousand nickels",
                    r#"{"type": "value", "value": 10000, "unit": "$"}"#,
                ),
                (
                    "four quarters",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("ten dimes", r#"{"type": "value", "value": 1, "unit": "$"}"#),
                (
                    "twenty nickels",
                    r#"{"type": "value", "value": 1, "unit": "$"}"#,
                ),
                ("dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                ("a dime", r#"{"type": "value", "value": 0.1, "unit": "$"}"#),
                (
                    "two nickels",
                    r#"{"type": "value", "value": 0.1, "unit": "$"}"#,
                ),
                (
                    "quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "a quarter",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                (
                    "five nickels",
                    r#"{"type": "value", "value": 0.25, "unit": "$"}"#,
                ),
                ("nickel", r#"{"type": "value", "value": 0.05, "unit": "$"}"#),
                (
                    "a nickel",
                    r#"{"type": "value", "value": 0.05, "unit": "$"}"#,
                ),
            ],
        ),
    ];

    #[test]
    fn duckling_corpus() {
        for (locale, examples) in CORPUS {
            check_in(locale, Kind::AmountOfMoney, examples);
        }
    }
}
