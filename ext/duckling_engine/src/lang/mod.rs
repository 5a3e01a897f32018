//! The languages: each one's grammar assembled from the dimensions' rules, as Duckling's
//! `Duckling/Rules/<LANG>.hs` assembles it (`langRules` per dimension, `localeRules` per region), plus the
//! language-independent rules every language has (`Duckling/Rules/Common.hs`: email, url, phone and
//! credit-card numbers, numbers in digits, currencies).
//!
//! A locale's grammar is compiled on its first parse and then shared by every thread: a process that only
//! parses English never builds another language's. As in Duckling (`Dimensions.hs`), every dimension of the
//! language is in its grammar whichever dimensions the caller asked for: time rules read numerals, ordinals,
//! durations and grains.

mod de;
mod en;
mod es;
mod fr;
mod it;
mod nl;
mod pt;
mod tr;

use std::sync::OnceLock;

use crate::dims::token::{Rule, Token};
use crate::dims::{credit_card_number, email, money, numeral, phone_number, url};
use crate::engine::grammar::Grammar;
use crate::{Lang, Locale};

/// The grammar for `locale`, compiled on first use.
pub(crate) fn grammar(locale: Locale) -> &'static Grammar<Token> {
    static GRAMMARS: OnceLock<Box<[OnceLock<Grammar<Token>>]>> = OnceLock::new();
    let slots = GRAMMARS.get_or_init(|| (0..Locale::count()).map(|_| OnceLock::new()).collect());
    slots[locale.index()].get_or_init(|| Grammar::new(rules(locale)))
}

/// Every rule of `locale`: the language-independent ones, the language's, its region's.
fn rules(locale: Locale) -> Vec<Rule> {
    let mut all = common();
    all.extend(match locale.lang {
        Lang::De => de::rules(),
        Lang::En => en::rules(locale.region),
        Lang::Es => es::rules(locale.region),
        Lang::Fr => fr::rules(),
        Lang::It => it::rules(),
        Lang::Nl => nl::rules(locale.region),
        Lang::Pt => pt::rules(),
        Lang::Tr => tr::rules(),
    });
    all
}

/// The rules of every language (`Duckling/Rules/Common.hs`).
fn common() -> Vec<Rule> {
    let mut all = numeral::common::rules();
    all.extend(money::common::rules());
    all.extend(email::common::rules());
    all.extend(url::rules());
    all.extend(phone_number::rules());
    all.extend(credit_card_number::rules());
    all
}
