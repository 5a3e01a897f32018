//! Ranges and approximations of amounts, in English (`Duckling/AmountOfMoney/EN/Rules.hs`): "between 10 and 20
//! dollars", "$10-$20", "7-9 lakh rupees", "under seven euros", "at least $1.42", "about $5"; other languages
//! whose Duckling rules are these in their own words build them with [`range_rules`].
//!
//! Deliberate difference (test/conformance/deliberate_differences.jsonl): a range built from a latent amount
//! (a bare number) stays latent. Duckling builds every range on a new, non-latent currency, so "at least 8
//! characters" or "over 500 units" are money of an unknown unit in its answers.

use super::helpers::{
    currency_only, is_money_with_value, is_simple, with_interval, with_max, with_min,
};
use super::types::MoneyData;
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// The words of one language's ranges and approximations, and the name of its approximation rule.
pub(super) struct RangeWords {
    pub precision: (&'static str, &'static str),
    pub between: &'static str,
    pub and: &'static str,
    pub at_most: &'static str,
    pub at_least: &'static str,
}

const ENGLISH: RangeWords = RangeWords {
    precision: (
        "about|exactly <amount-of-money>",
        r"exactly|precisely|about|approx(\.|imately)?|close to|near( to)?|around|almost",
    ),
    between: "between|from",
    and: "to|and",
    at_most: "under|at most|(less|lower|not? more) than",
    at_least: "over|above|at least|(more|not? less) than",
};

pub(super) fn rules() -> Vec<Rule> {
    range_rules(&ENGLISH)
}

/// The range and approximation rules in the words `w`, in English's order.
pub(super) fn range_rules(w: &RangeWords) -> Vec<Rule> {
    vec![
        about(w.precision.0, w.precision.1),
        from_numeral_to_amount(w.between, w.and),
        from_amount_to_amount(w.between, w.and),
        numeral_dash_amount(),
        amount_dash_amount(),
        under("under/less/lower/no more than <amount-of-money>", w.at_most),
        over(
            "over/above/at least/more than <amount-of-money>",
            w.at_least,
        ),
    ]
}

// Each rule of the family on its own, for the languages that list them in another order, leave some out
// or name them otherwise (Catalan's "less/no more than <amount-of-money>", Irish's "thart ar
// <amount-of-money>"): Duckling writes them per language, alike but for their words and names.

/// An amount said to be about, or exactly, itself ("about $5"): `name` is the language's name for the rule,
/// `words` its words before the amount.
pub(super) fn about(name: &'static str, words: &str) -> Rule {
    Rule::new(name, vec![re(words), money(is_money_with_value)], |m| {
        Some(Token::AmountOfMoney(*m[1].money()?))
    })
}

/// "between 10 and 20 dollars": a number, then an amount, after the words `between` and between them `and`.
pub(super) fn from_numeral_to_amount(between_words: &str, and: &str) -> Rule {
    Rule::new(
        "between|from <numeral> to|and <amount-of-money>",
        vec![
            re(between_words),
            numeral(is_positive),
            re(and),
            money(is_simple),
        ],
        |m| between(m[1].numeral()?.value, m[3].money()?),
    )
}

/// "between $10 and $20": two amounts after the words `between` and between them `and`.
pub(super) fn from_amount_to_amount(between_words: &str, and: &str) -> Rule {
    Rule::new(
        "between|from <amount-of-money> to|and <amount-of-money>",
        vec![
            re(between_words),
            money(is_simple),
            re(and),
            money(is_simple),
        ],
        |m| between_amounts(m[1].money()?, m[3].money()?),
    )
}

/// "10-20 dollars", in every language that has it.
pub(super) fn numeral_dash_amount() -> Rule {
    Rule::new(
        "<numeral> - <amount-of-money>",
        vec![numeral(NumeralData::is_natural), re("-"), money(is_simple)],
        |m| between(m[0].numeral()?.value, m[2].money()?),
    )
}

/// "$10-$20", in every language that has it.
pub(super) fn amount_dash_amount() -> Rule {
    Rule::new(
        "<amount-of-money> - <amount-of-money>",
        vec![money(is_simple), re("-"), money(is_simple)],
        |m| between_amounts(m[0].money()?, m[2].money()?),
    )
}

/// "under $10": `name` is the language's name for the rule, `words` its words before the amount.
pub(super) fn under(name: &'static str, words: &str) -> Rule {
    Rule::new(name, vec![re(words), money(is_simple)], |m| {
        at_most(m[1].money()?)
    })
}

/// "at least $10": `name` is the language's name for the rule, `words` its words before the amount.
pub(super) fn over(name: &'static str, words: &str) -> Rule {
    Rule::new(name, vec![re(words), money(is_simple)], |m| {
        at_least(m[1].money()?)
    })
}

/// Up to an amount, in its currency ("under $10"), latent when it was.
pub(super) fn at_most(to: &MoneyData) -> Option<Token> {
    let max = with_max(to.value?, currency_only(to.currency));
    Some(Token::AmountOfMoney(MoneyData {
        latent: to.latent,
        ..max
    }))
}

/// From an amount on, in its currency ("at least $10"), latent when it was.
pub(super) fn at_least(from: &MoneyData) -> Option<Token> {
    let min = with_min(from.value?, currency_only(from.currency));
    Some(Token::AmountOfMoney(MoneyData {
        latent: from.latent,
        ..min
    }))
}

/// From a number to an amount, in the amount's currency, when the number is the smaller.
pub(super) fn between(from: f64, to: &MoneyData) -> Option<Token> {
    let to_value = to.value?;
    (from < to_value).then(|| {
        Token::AmountOfMoney(MoneyData {
            latent: to.latent,
            ..with_interval((from, to_value), currency_only(to.currency))
        })
    })
}

/// From one amount to a larger one of the same currency.
pub(super) fn between_amounts(from: &MoneyData, to: &MoneyData) -> Option<Token> {
    let (from_value, to_value) = (from.value?, to.value?);
    (from_value < to_value && from.currency == to.currency).then(|| {
        Token::AmountOfMoney(MoneyData {
            latent: from.latent || to.latent,
            ..with_interval((from_value, to_value), currency_only(from.currency))
        })
    })
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_none;
    use crate::dims::token::Kind;

    /// Its negative corpus: a currency without an amount is no amount.
    #[test]
    fn duckling_negative_corpus() {
        check_none(Kind::AmountOfMoney, &["exactly dollars"]);
    }
}
