//! Russian amounts of money (`Duckling/AmountOfMoney/RU/Rules.hs`): "10 рублей", "3 фунта", "20 баксов",
//! "2 доллара и 43 цента", "от 10 до 20 евро", "не больше 7 долларов", "примерно 5 грн". The currency signs
//! and codes are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::intersect_rules;
use super::helpers::{currency_only, is_simple, unit_amount, with_interval};
use super::intervals::{RangeWords, range_rules};
use super::types::{Currency, MoneyData};
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

const RUSSIAN: RangeWords = RangeWords {
    precision: (
        "about|exactly <amount-of-money>",
        "точно|около|приблизительно|блико( к)?|почти",
    ),
    between: "между|от",
    and: "до|и",
    at_most: "под|((менее|меньше|ниже|не больше|не более)( чем)?)",
    at_least: "сверх|как минимум|((с?выше|больше|более)( чем)?)",
};

pub(crate) fn rules() -> Vec<Rule> {
    let currency = |name: &'static str, pattern: &str, currency: Currency| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    let mut all = vec![
        unit_amount(),
        currency(
            "bucks",
            "бакс(ами|ам|ах|а|у|ом|ах|ы|ов)?",
            Currency::Unnamed,
        ),
        currency(
            "cent",
            "цент(ами|ам|ах|а|у|ом|е|ы|ов)?|пени|пенс(ами|ам|ах|а|у|ом|е|ы|ов)?|ц",
            Currency::Cent,
        ),
        currency("$", "долл?ар(ами|ам|ах|а|у|ом|е|ы|ов)?", Currency::Dollar),
        currency("€", "евр(о|а)", Currency::Eur),
        currency("Hryvnia", "грн", Currency::Uah),
    ];
    all.extend(intersect_rules("и"));
    all.extend(range_rules(&RUSSIAN));
    all.extend([
        // Russian alone closes a range with a bare number ("от 10 долларов до 20").
        Rule::new(
            "between|from <amount-of-money> to|and <numeral>",
            vec![
                re(RUSSIAN.between),
                money(is_simple),
                re(RUSSIAN.and),
                numeral(NumeralData::is_natural),
            ],
            |m| {
                let from = m[1].money()?;
                let (from_value, to) = (from.value?, m[3].numeral()?.value);
                (from_value < to).then(|| {
                    Token::AmountOfMoney(MoneyData {
                        latent: from.latent,
                        ..with_interval((from_value, to), currency_only(from.currency))
                    })
                })
            },
        ),
        currency("£", "фунт(ами|ам|ах|а|у|ом|е|ы|ов)?", Currency::Pound),
        currency(
            "руб",
            "руб(л(ь|ями|ям|ях|я|ю|(е|ё)м|ей|е|и))?",
            Currency::Rub,
        ),
    ]);
    all
}
