//! French amounts of money (`Duckling/AmountOfMoney/FR/Rules.hs`): "EUR 20", "3 balles", "£ 9", "1 USD et 23
//! centimes", "entre 10 et 20 euros", "au moins 10 euros", "environ 3 livres".
//!
//! Cents and ranges follow the English port's deliberate differences (`cents`, `intervals`): a bare number
//! read as cents is below 100 and follows a non-latent amount, and a range of a latent amount stays latent.

use super::cents::intersect_rules;
use super::helpers::{currency, unit_amount};
use super::intervals::{RangeWords, range_rules};
use super::types::Currency;
use crate::dims::token::Rule;

/// Duckling's French words of ranges and approximations.
const RANGES: RangeWords = RangeWords {
    precision: (
        "precision",
        "exactement|quasi|plus ou moins|environ|autour de|(a|à) peu pr(e|è)s",
    ),
    between: "entre",
    and: "et",
    at_most: "(moins|pas plus|en-dessous) de",
    at_least: "plus (que|de)|au moins",
};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        currency("cent", "cent(ime)?s?", Currency::Cent),
        currency("£", "(livre|pound)s?", Currency::Pound),
        currency(
            "unnamed currencyOnly",
            "(balle|pouloute)s?",
            Currency::Unnamed,
        ),
    ];
    rules.extend(intersect_rules("et"));
    rules.extend(range_rules(&RANGES));
    rules
}
