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
