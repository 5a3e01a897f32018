//! Arabic amounts of money (`Duckling/AmountOfMoney/AR/Rules.hs`): "10 دولار", "20 يورو", "42 جنيه مصري",
//! "42 ريال قطري", "20 دولار و43 سنت", "من 10 الى 20 دولار", "اقل من 7 يورو", "3.42$ على الاقل".
//!
//! As in English (`cents`, `intervals`), cents follow a named currency only and a bare number read as cents
//! is below 100, and a range built on a latent amount stays latent.

use super::cents::intersect_rules;
use super::helpers::{currency, currency_only, is_simple, unit_amount};
use super::intervals::{about, amount_dash_amount, at_least, between, between_amounts, under};
use super::types::Currency::{self, *};
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Rule, Token, money, numeral, re};

/// A currency named by its word and its country's adjective ("ريال قطري"): `countries` gives the currency of
/// each country the regex's second group reads.
fn national(
    name: &'static str,
    words: &'static str,
    countries: &'static [(&'static str, Currency)],
) -> Rule {
    Rule::new(name, vec![re(words)], move |m| {
        Some(Token::AmountOfMoney(currency_only(lookup(
            countries,
            m[0].group(2)?,
        )?)))
    })
}

const BETWEEN: &str = "(من|(ما )?بين)( ال)?";
const AND: &str = "(الى|حتى|و|ل)( ا?ل)?";

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        unit_amount(),
        currency("cent", "سي?نت(ات)?", Cent),
        currency("£", "جنيه(ات)?", Pound),
        currency("EGP abbreviation", "ج[.]م[.]?", Egp),
        currency("dinars", "دينار|دنانير", Dinar),
        currency("Dirhams", "درا?هم", Dirham),
        currency("Riyals", "ريال(ات)?", Riyal),
        currency("Dollars", "دولار(ات)?", Dollar),
        currency("Shekel", "شي[كق]ل|شوا[كق]ل", Ils),
        currency("Euro", "[أاي]ورو", Eur),
        national(
            "other pounds",
            "جنيه(ات)? (مصر|استرلين)ي?[ةه]?",
            &[("مصر", Egp), ("استرلين", Gbp)],
        ),
        national(
            "dinars",
            "(دينار|دنانير) ([أا]ردن|كويت|عراق)ي?[ةه]?",
            &[("كويت", Kwd), ("اردن", Jod), ("أردن", Jod), ("عراق", Iqd)],
        ),
        // Duckling's regex reads Jordan where its production wants the Emirates: only Morocco yields.
        national(
            "dirham",
            "(درهم|دراهم) (اردن|أردن|مغرب)ي?[ةه]?",
            &[("إمارات", Aed), ("امارات", Aed), ("مغرب", Mad)],
        ),
        national(
            "riyals",
            "(ريال|ريالات) (سعود|قطر)ي?[ةه]?",
            &[("قطر", Qar), ("سعود", Sar)],
        ),
        currency("LBP", "لير([ةه]|ات) لبناني[ةه]?", Lbp),
    ];
    all.extend(intersect_rules("و"));
    all.extend([
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![re(BETWEEN), numeral(is_positive), re(AND), money(is_simple)],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![re(BETWEEN), money(is_simple), re(AND), money(is_simple)],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "(حتى|[أا]قل من|تحت|(ما )?دون)|على ال[أا]كثر",
        ),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "على ال[أا]كثر",
        ),
        Rule::new(
            "at least/over/above/more than <amount-of-money>",
            // Duckling's regex has an empty alternative ("فوق||…"), which its matches, never empty, skip.
            vec![re("فوق|[أا]كثر من|على ال[اأ]قل"), money(is_simple)],
            |m| at_least(m[1].money()?),
        ),
        Rule::new(
            "<amount-of-money> at least",
            vec![money(is_simple), re("على ال[اأ]قل")],
            |m| at_least(m[0].money()?),
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(is_positive), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        amount_dash_amount(),
        about("about|exactly <amount-of-money>", "حوال[ي|ى]|تقريبا|بحدود"),
    ]);
    all
}
