//! Bulgarian amounts of money (`Duckling/AmountOfMoney/BG/Rules.hs`): "10 лв", "петнадесет лева и петдесет
//! стотинки", "20 долара 43 цента", "20 евро", "десет паунда", "между 10 и 20 долара", "под 7€", "поне
//! $1.42". The currency signs and codes are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`).

use super::cents::intersect_rules;
use super::helpers::{currency_only, unit_amount};
use super::intervals::{RangeWords, range_rules};
use super::types::Currency;
use crate::dims::token::{Rule, Token, re};

const BULGARIAN: RangeWords = RangeWords {
    precision: (
        "about|exactly <amount-of-money>",
        "точно|около|приблизително|близо (до)?|почти",
    ),
    between: "между|от",
    and: "до|и",
    at_most: "под|по-малко от|не повече от",
    at_least: "над|поне|повече от",
};

pub(crate) fn rules() -> Vec<Rule> {
    let currency = |name: &'static str, pattern: &str, currency: Currency| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    let mut all = vec![
        unit_amount(),
        currency("лв", "ле?ва?", Currency::Bgn),
        currency("$", "долар(а|и)?", Currency::Dollar),
        // Duckling's regex, its Latin "a" in "стотинк(a|и)" included: "стотинка" is read as "ст".
        currency(
            "cent",
            "ст(отинк(a|и))?|цента?|пени(та)?|пенса?|ц",
            Currency::Cent,
        ),
        currency("€", "евр(о|а)", Currency::Eur),
    ];
    all.extend(intersect_rules("и"));
    all.extend(range_rules(&BULGARIAN));
    all.push(currency("£", "паунд(а|и)?", Currency::Pound));
    all
}
