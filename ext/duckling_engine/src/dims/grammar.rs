//! The grammar of the dimensions built on rules: every rule family, plus the rules of the locale's region,
//! compiled once per region on first use and shared by every thread.
//!
//! As in Duckling (`Dimensions.hs`), the rules of every such dimension are always in the grammar, whichever
//! dimensions the caller asked for: time rules read numerals, ordinals, durations and grains.

use std::sync::OnceLock;

use crate::dims::token::{Rule, Token};
use crate::dims::{
    credit_card_number, distance, duration, email, measure, money, numeral, ordinal, phone_number,
    quantity, temperature, time, time_grain, url, volume,
};
use crate::engine::chart::Grammar;
use crate::{Locale, Region};

const REGIONS: usize = 12;

/// The grammar for `locale`, compiled on first use.
pub(crate) fn grammar(locale: Locale) -> &'static Grammar<Token> {
    static GRAMMARS: [OnceLock<Grammar<Token>>; REGIONS + 1] =
        [const { OnceLock::new() }; REGIONS + 1];
    let slot = locale.region.map_or(0, |r| r as usize + 1);
    GRAMMARS[slot].get_or_init(|| Grammar::new(rules(locale.region)))
}

fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = numeral::rules();
    all.extend(ordinal::rules::rules());
    all.extend(duration::rules::rules());
    all.extend(time_grain::rules());
    all.extend(time::rules::rules(region));
    all.extend(money::rules(region));
    all.extend(measure::units::rules());
    all.extend(distance::rules());
    all.extend(volume::rules());
    all.extend(temperature::rules());
    all.extend(quantity::rules());
    all.extend(email::rules());
    all.extend(url::rules());
    all.extend(phone_number::rules());
    all.extend(credit_card_number::rules());
    all
}
