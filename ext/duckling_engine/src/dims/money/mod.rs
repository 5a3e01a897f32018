//! `amount-of-money`: "$5.50", "20 euros", "USD 7.25", "5 dollars and 20 cents", "3 lakh rupees",
//! "between 3 and 5 dollars", "$3-$5", "under $20", "about $5", following Duckling's English rules
//! (`Duckling/AmountOfMoney/EN/Rules.hs`, the shared `AmountOfMoney/Rules.hs`, the regional `EN/<XX>/Rules.hs`).
//!
//! The rules build on each other in a fixed order, each in one linear pass:
//! 1. [`currency`] finds currency words and symbols;
//! 2. [`amount`] joins them with the numbers next to them ("20 euros", "$5") and adds cents;
//! 3. [`interval`] joins amounts into ranges ("$3-$5", "between 3 and 5 dollars") and applies the words
//!    before them ("under", "at least", "about", "a").
//!
//! A bare number is a latent amount with unit "unknown", as in Duckling; it is only built when latent
//! entities are asked for.

mod amount;
mod currency;
mod interval;
mod look;

use std::ops::Range;

use serde_json::{Value, json};

use crate::engine::candidate::Candidate;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::engine::value;
use crate::{Dim, Error};

/// The value of an amount: one number, a range, or a range open on one side.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Shape {
    Value(f64),
    Between(f64, f64),
    Above(f64),
    Under(f64),
}

/// An amount of money found in the text.
#[derive(Debug, Clone, PartialEq)]
struct Money {
    range: Range<usize>,
    /// Duckling's unit name: "$", "£", "cent", "unknown", or an ISO code.
    unit: &'static str,
    shape: Shape,
    latent: bool,
}

impl Money {
    fn new(range: Range<usize>, unit: &'static str, shape: Shape) -> Self {
        Money {
            range,
            unit,
            shape,
            latent: false,
        }
    }

    /// The single value of a plain amount; `None` for ranges.
    fn value(&self) -> Option<f64> {
        match self.shape {
            Shape::Value(v) => Some(v),
            _ => None,
        }
    }

    /// Duckling's JSON for the amount.
    fn json(&self) -> Value {
        let single = |v: f64| json!({"value": value::number(v), "unit": self.unit});
        match self.shape {
            Shape::Value(v) => {
                json!({"type": "value", "value": value::number(v), "unit": self.unit})
            }
            Shape::Between(from, to) => {
                json!({"type": "interval", "from": single(from), "to": single(to)})
            }
            Shape::Above(from) => json!({"type": "interval", "from": single(from)}),
            Shape::Under(to) => json!({"type": "interval", "to": single(to)}),
        }
    }
}

/// Emits every amount of money in the text.
pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    let numbers = amount::Numbers::new(cx, cx.numbers()?)?;
    let currencies = currency::find(cx)?;
    let mut found = amount::simple(cx, &numbers, &currencies)?;
    if cx.options.latent {
        for money in amount::latent(&numbers) {
            chunked::reserve(cx, &mut found, 1)?;
            found.push(money);
        }
    }
    let amounts = amount::Amounts::new(cx, &found)?;
    let ranges = interval::ranges(cx, &numbers, &amounts)?;
    chunked::extend(cx, &mut found, ranges)?;
    let modified = interval::modified(cx, &found)?;
    chunked::extend(cx, &mut found, modified)?;
    chunked::reserve(cx, out, found.len())?;
    for money in found {
        cx.check_cancel()?;
        if is_whole_words(cx.text, money.range.start, money.range.end) {
            out.push(
                Candidate::new(money.range.clone(), Dim::AmountOfMoney, money.json())
                    .latent(money.latent),
            );
        }
    }
    // Freeing the working lists (tens of MB for a megabyte of amounts) takes a while too; the next call
    // the engine makes comes only after ranking has begun.
    drop((numbers, currencies));
    cx.check_cancel()
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    fn money(text: &str) -> Vec<(String, String)> {
        let options = Options {
            dims: [Dim::AmountOfMoney].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        parse(text, &options)
            .unwrap()
            .into_iter()
            .map(|e| (e.body, e.value.to_string()))
            .collect()
    }

    #[test]
    fn a_sentence_with_amounts() {
        assert_eq!(
            money("$30 for 2 people, calm cats, then 5 dollars and 20 cents"),
            vec![
                (
                    "$30".to_owned(),
                    r#"{"type":"value","unit":"$","value":30}"#.to_owned()
                ),
                (
                    "5 dollars and 20 cents".to_owned(),
                    r#"{"type":"value","unit":"$","value":5.2}"#.to_owned()
                ),
            ]
        );
    }

    /// Duckling's own range and intersection tests (`tests/Duckling/AmountOfMoney/EN/Tests.hs`).
    #[test]
    fn duckling_range_tests() {
        let bodies = |text: &str| money(text).into_iter().map(|(b, _)| b).collect::<Vec<_>>();
        assert_eq!(bodies("between 3 and 1 dollars"), ["1 dollars"]);
        assert_eq!(
            bodies("between 1 and between 2 and 3 dollars"),
            ["between 2 and 3 dollars"]
        );
        assert_eq!(bodies("10 cents and 0.1"), ["10 cents"]);
        assert_eq!(bodies("Pay Kiran1 10eur"), ["10eur"]);
        assert_eq!(
            bodies("10 dollars and 2 dollars"),
            ["10 dollars", "2 dollars"]
        );
        assert_eq!(bodies("10 cents and 8 cents"), ["10 cents", "8 cents"]);
        assert_eq!(
            bodies("between 4 dollars and 7 euros"),
            ["4 dollars", "7 euros"]
        );
    }

    /// Random texts from pieces that matter to the number, ordinal and money rules: no panic, and every
    /// entity body is the text between its offsets.
    #[test]
    fn random_texts_parse_cleanly() {
        const PIECES: &[&str] = &[
            "1", "0", "9", ".", ",", "-", "/", " ", "$", "€", "£", "¢", "us", "rs.", "k", "M",
            "bn", "st", "one", "twenty", "hundred", "thousand", "lakh", "and", "a ", "point",
            "minus", "dollars", "cents", "between", "from", "to", "under", "about", "é", "\u{301}",
            "٣", "\u{0}", "\u{202e}", "—", "first", "couple", "of", "dozen", "grand", "quarter",
        ];
        let options = Options {
            dims: [Dim::Number, Dim::Ordinal, Dim::AmountOfMoney]
                .into_iter()
                .collect::<DimSet>(),
            latent: true,
            ..Options::default()
        };
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..3000 {
            let mut text = String::new();
            for _ in 0..12 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                text.push_str(PIECES[(state % PIECES.len() as u64) as usize]);
            }
            for e in parse(&text, &options).unwrap() {
                let body: String = text.chars().skip(e.start).take(e.end - e.start).collect();
                assert_eq!(body, e.body, "{text:?}");
            }
        }
    }

    #[test]
    fn never_panics_on_odd_input() {
        for text in [
            "",
            "$",
            "- $",
            "$-",
            "a $",
            "between",
            "between $",
            "\u{0}$5\u{0}",
            "٣$ x\u{301}$5",
            "$".repeat(1000).as_str(),
        ] {
            let _ = money(text);
        }
    }
}
