//! Currency words and symbols, and the units Duckling reports for them (`Duckling/AmountOfMoney/Rules.hs`
//! for the shared list, `EN/Rules.hs` for the English words, `Types.hs` for the JSON names).
//!
//! Ambiguous units keep a symbol or a word ("$" for "$" and "dollars", "£" for "£" and "pounds", "cent",
//! "dinar", "rial", "riyal", "unknown" for "bucks"); unambiguous ones become ISO codes ("€" → "EUR").

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::is_word_char;
use crate::{Error, Region};

/// What a currency token contributes to an amount.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Kind {
    /// A unit: "$", "euros", "USD". `prefix` says whether it may also come before the number ("$5").
    Unit { unit: &'static str, prefix: bool },
    /// "grand": a thousand of the region's currency.
    Grand,
    /// A dollar coin: "nickel" (0.05), "dime" (0.1), "quarter" (0.25).
    Coin(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub(super) struct Currency {
    pub range: Range<usize>,
    pub kind: Kind,
}

/// Spellings (lowercase; a space matches an optional space) and their units.
const UNITS: &[(&str, &str)] = &[
    ("$", "$"),
    ("dollar", "$"),
    ("dollars", "$"),
    ("us$", "USD"),
    ("usd", "USD"),
    ("€", "EUR"),
    ("€ur", "EUR"),
    ("€uro", "EUR"),
    ("€uros", "EUR"),
    ("€urs", "EUR"),
    ("eur", "EUR"),
    ("eurs", "EUR"),
    ("euro", "EUR"),
    ("euros", "EUR"),
    ("£", "£"),
    ("pound", "£"),
    ("pounds", "£"),
    ("gbp", "GBP"),
    ("egyptian pound", "EGP"),
    ("egyptian pounds", "EGP"),
    ("lebanese pound", "LBP"),
    ("lebanese pounds", "LBP"),
    ("¥", "JPY"),
    ("yen", "JPY"),
    ("jpy", "JPY"),
    ("₹", "INR"),
    ("inr", "INR"),
    ("rs", "INR"),
    ("rs.", "INR"),
    ("rupee", "INR"),
    ("rupees", "INR"),
    ("₪", "ILS"),
    ("ils", "ILS"),
    ("nis", "ILS"),
    ("shekel", "ILS"),
    ("shekels", "ILS"),
    ("₽", "RUB"),
    ("rub", "RUB"),
    ("₮", "MNT"),
    ("mnt", "MNT"),
    ("tugrik", "MNT"),
    ("tugriks", "MNT"),
    ("₾", "GEL"),
    ("gel", "GEL"),
    ("lari", "GEL"),
    ("cny", "CNY"),
    ("rmb", "CNY"),
    ("yuan", "CNY"),
    ("myr", "MYR"),
    ("rm", "MYR"),
    ("ringgit", "MYR"),
    ("ringgits", "MYR"),
    ("malaysia ringgit", "MYR"),
    ("malaysia ringgits", "MYR"),
    ("malaysian ringgit", "MYR"),
    ("malaysian ringgits", "MYR"),
    ("dinar", "dinar"),
    ("dinars", "dinar"),
    ("kuwaiti dinar", "KWD"),
    ("kuwaiti dinars", "KWD"),
    ("rial", "rial"),
    ("rials", "rial"),
    ("riyal", "riyal"),
    ("riyals", "riyal"),
    ("qatari riyal", "QAR"),
    ("qatari riyals", "QAR"),
    ("saudi riyal", "SAR"),
    ("saudi riyals", "SAR"),
    ("dirham", "AED"),
    ("dirhams", "AED"),
    ("pta", "PTS"),
    ("ptas", "PTS"),
    ("aed", "AED"),
    ("aud", "AUD"),
    ("bgn", "BGN"),
    ("brl", "BRL"),
    ("byn", "BYN"),
    ("cad", "CAD"),
    ("chf", "CHF"),
    ("czk", "CZK"),
    ("dkk", "DKK"),
    ("egp", "EGP"),
    ("hkd", "HKD"),
    ("hrk", "HRK"),
    ("idr", "IDR"),
    ("iqd", "IQD"),
    ("jmd", "JMD"),
    ("jod", "JOD"),
    ("krw", "KRW"),
    ("kwd", "KWD"),
    ("lbp", "LBP"),
    ("mad", "MAD"),
    ("nok", "NOK"),
    ("nzd", "NZD"),
    ("pkr", "PKR"),
    ("pln", "PLN"),
    ("qar", "QAR"),
    ("ron", "RON"),
    ("sar", "SAR"),
    ("sek", "SEK"),
    ("sgd", "SGD"),
    ("thb", "THB"),
    ("ttd", "TTD"),
    ("vnd", "VND"),
    ("zar", "ZAR"),
];

/// Units that only follow the number ("10 cents", "42 bucks", never "cents 10").
const SUFFIX_ONLY: &[(&str, &str)] = &[
    ("¢", "cent"),
    ("c", "cent"),
    ("cent", "cent"),
    ("cents", "cent"),
    ("penny", "cent"),
    ("pennies", "cent"),
    ("pence", "cent"),
    ("sen", "cent"),
    ("sens", "cent"),
    ("buck", "unknown"),
    ("bucks", "unknown"),
];

const COINS: &[(&str, f64)] = &[
    ("nickel", 0.05),
    ("nickels", 0.05),
    ("dime", 0.1),
    ("dimes", 0.1),
    ("quarter", 0.25),
    ("quarters", 0.25),
];

/// Every spelling, longest first so that "dollars" wins over "dollar" and "cents" over "c".
static CURRENCY: LazyLock<Regex> = LazyLock::new(|| {
    let mut spellings: Vec<&str> = UNITS
        .iter()
        .chain(SUFFIX_ONLY)
        .map(|(s, _)| *s)
        .chain(COINS.iter().map(|(s, _)| *s))
        .chain(["grand"])
        .collect();
    spellings.sort_by_key(|s| std::cmp::Reverse(s.len()));
    let alternatives: Vec<String> = spellings
        .iter()
        .map(|s| regex::escape(s).replace(' ', " ?"))
        .collect();
    Regex::new(&alternatives.join("|")).expect("valid regex")
});

/// The kind of a matched spelling (lowercase, with or without its inner space).
fn kind_of(matched: &str) -> Option<Kind> {
    let letters = |s: &'static str| s.bytes().filter(|&b| b != b' ');
    let same =
        |spelling: &&'static str| letters(spelling).eq(matched.bytes().filter(|&b| b != b' '));
    if let Some((_, unit)) = UNITS.iter().find(|(s, _)| same(s)) {
        return Some(Kind::Unit { unit, prefix: true });
    }
    if let Some((_, unit)) = SUFFIX_ONLY.iter().find(|(s, _)| same(s)) {
        return Some(Kind::Unit {
            unit,
            prefix: false,
        });
    }
    if let Some((_, value)) = COINS.iter().find(|(s, _)| same(s)) {
        return Some(Kind::Coin(*value));
    }
    (matched == "grand").then_some(Kind::Grand)
}

/// Codes that are also English words ("rub 2 eggs", "mad 3 times"): written in lowercase they only count
/// after the number ("5 rub"); "RUB 5" still reads as roubles.
const WORDLIKE_CODES: &[&str] = &["cad", "gel", "jod", "mad", "nok", "ron", "rub", "sar"];

fn lowercase_word_stays_after(kind: Kind, spelled: &str) -> Kind {
    match kind {
        Kind::Unit { unit, prefix: true }
            if WORDLIKE_CODES
                .iter()
                .any(|c| c.eq_ignore_ascii_case(spelled))
                && !spelled.bytes().all(|b| b.is_ascii_uppercase()) =>
        {
            Kind::Unit {
                unit,
                prefix: false,
            }
        }
        _ => kind,
    }
}

/// A letter: part of a word, but not a digit. Currency words may touch digits ("20Rs", "USD3") but not
/// letters ("calm" holds no "c").
fn is_letter(c: char) -> bool {
    is_word_char(c) && !c.is_ascii_digit()
}

/// Every currency token of the text, left to right.
pub(super) fn find(cx: &Context) -> Result<Vec<Currency>, Error> {
    let (text, lower) = (cx.text, cx.lower.as_str());
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(m) = chunked::find_at(cx, &CURRENCY, lower, at)? {
        cx.check_cancel()?;
        // A letter may not touch a letter of the spelling: symbols may ("20k$"), words may not ("calm").
        let glued = |inner: Option<char>, outer: Option<char>| {
            inner.is_some_and(is_letter) && outer.is_some_and(is_letter)
        };
        let free_start = !glued(
            m.as_str().chars().next(),
            text[..m.start()].chars().next_back(),
        );
        let free_end = !glued(
            m.as_str().chars().next_back(),
            text[m.end()..].chars().next(),
        );
        match kind_of(m.as_str()) {
            Some(kind) if free_start && free_end => {
                found.push(Currency {
                    range: m.range(),
                    kind: lowercase_word_stays_after(kind, &text[m.range()]),
                });
                at = m.end();
            }
            _ => {
                at = lower[m.start()..]
                    .chars()
                    .next()
                    .map_or(lower.len(), |c| m.start() + c.len_utf8())
            }
        }
    }
    Ok(found)
}

/// The unit of "a grand" in a region: Duckling's regional rules say USD in the US, GBP in Britain, "$"
/// elsewhere; plain "en" has no such rule.
pub(super) fn grand_unit(region: Option<Region>) -> Option<&'static str> {
    match region? {
        Region::Us => Some("USD"),
        Region::Gb => Some("GBP"),
        _ => Some("$"),
    }
}

/// The unit of dollar coins in a region: USD in the US, "$" in the other English regions.
pub(super) fn coin_unit(region: Option<Region>) -> Option<&'static str> {
    match region? {
        Region::Us => Some("USD"),
        _ => Some("$"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(text: &str) -> Vec<(&str, Kind)> {
        let options = crate::Options::default();
        let cx = Context::new(text, &options, &|| false);
        find(&cx)
            .unwrap()
            .into_iter()
            .map(|c| (&text[c.range.clone()], c.kind))
            .collect()
    }

    #[test]
    fn currencies_touch_digits_not_letters() {
        let found = units("calm 20Rs US$3 10 Euros cats 42 egyptianpound");
        let bodies: Vec<&str> = found.iter().map(|(b, _)| *b).collect();
        assert_eq!(bodies, vec!["Rs", "US$", "Euros", "egyptianpound"]);
        let rub = units("rub 2, RUB 2");
        assert_eq!(
            rub.iter().map(|(_, k)| *k).collect::<Vec<_>>(),
            vec![
                Kind::Unit {
                    unit: "RUB",
                    prefix: false
                },
                Kind::Unit {
                    unit: "RUB",
                    prefix: true
                }
            ]
        );
        assert_eq!(
            found[3].1,
            Kind::Unit {
                unit: "EGP",
                prefix: true
            }
        );
    }
}
