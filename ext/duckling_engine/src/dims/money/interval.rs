//! Ranges of money and the words that qualify an amount:
//! - "$3-$5", "3-5 dollars" (a number before the dash takes the unit of the amount after it);
//! - "between 3 and 5 dollars", "from $10 to $20";
//! - "under $20", "less than 7 EUR" (open upward: `to` only), "at least $10", "more than 5 bucks"
//!   (`from` only), "about $5", "exactly 42 bucks" (the same amount, the word included);
//! - "a US$4.7 billion" (the article is absorbed).

use super::amount::{Amounts, Numbers};
use super::look::{dash_before, keyword_before, skip_space_back};
use super::{Money, Shape};
use crate::Error;
use crate::engine::context::Context;

/// Ranges built from pairs of amounts, or a number and an amount.
pub(super) fn ranges(
    cx: &Context,
    numbers: &Numbers,
    amounts: &Amounts,
) -> Result<Vec<Money>, Error> {
    let mut found = Vec::new();
    for upper in amounts.all() {
        cx.check_cancel()?;
        let Some(to) = upper.value() else { continue };
        if let Some(end) = dash_before(cx.text, upper.range.start)
            && let Some((start, from)) = lower_end(numbers, amounts, end, upper, to, true)
        {
            found.push(Money::new(
                start..upper.range.end,
                upper.unit,
                Shape::Between(from, to),
            ));
        }
        let Some((joiner, ())) = keyword_before(
            cx.text,
            &cx.lower,
            upper.range.start,
            &[("and", ()), ("to", ())],
        ) else {
            continue;
        };
        let end = skip_space_back(cx.text, joiner);
        if end == joiner {
            continue;
        }
        if let Some((start, from)) = lower_end(numbers, amounts, end, upper, to, false)
            && let Some((opener, ())) =
                keyword_before(cx.text, &cx.lower, start, &[("between", ()), ("from", ())])
        {
            found.push(Money::new(
                opener..upper.range.end,
                upper.unit,
                Shape::Between(from, to),
            ));
        }
    }
    Ok(found)
}

/// The lower end of a range that ends at byte `end`: an amount in the same unit, or a number, smaller than
/// `to`. Before a dash Duckling wants a whole number ("10-20 dollars"). Returns its start and value.
fn lower_end(
    numbers: &Numbers,
    amounts: &Amounts,
    end: usize,
    upper: &Money,
    to: f64,
    natural: bool,
) -> Option<(usize, f64)> {
    if let Some(lower) = amounts.ending_at(end) {
        return lower
            .value()
            .filter(|&from| from < to && lower.unit == upper.unit)
            .map(|from| (lower.range.start, from));
    }
    numbers
        .ending_at(end)
        .filter(|n| n.value < to && (!natural || n.value.fract() == 0.0))
        .map(|n| (n.range.start, n.value))
}

/// What a word before an amount does to it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Modifier {
    /// "about", "exactly": the same amount.
    Precision,
    /// "under", "less than": a range up to the amount.
    AtMost,
    /// "over", "at least": a range from the amount.
    AtLeast,
    /// "a", "an" before an amount ("a US$4.7 billion").
    Article,
}

const MODIFIERS: &[(&str, Modifier)] = &[
    ("exactly", Modifier::Precision),
    ("precisely", Modifier::Precision),
    ("about", Modifier::Precision),
    ("approx", Modifier::Precision),
    ("approx.", Modifier::Precision),
    ("approximately", Modifier::Precision),
    ("close to", Modifier::Precision),
    ("near", Modifier::Precision),
    ("near to", Modifier::Precision),
    ("around", Modifier::Precision),
    ("almost", Modifier::Precision),
    ("under", Modifier::AtMost),
    ("less than", Modifier::AtMost),
    ("lower than", Modifier::AtMost),
    ("no more than", Modifier::AtMost),
    ("not more than", Modifier::AtMost),
    ("at most", Modifier::AtMost),
    ("over", Modifier::AtLeast),
    ("above", Modifier::AtLeast),
    ("at least", Modifier::AtLeast),
    ("more than", Modifier::AtLeast),
    ("no less than", Modifier::AtLeast),
    ("not less than", Modifier::AtLeast),
    ("a", Modifier::Article),
    ("an", Modifier::Article),
];

/// The amounts qualified by the word before them. Open ranges only take plain, non-latent amounts, as in
/// Duckling; "about" takes anything with a value, ranges and latent amounts included.
pub(super) fn modified(cx: &Context, found: &[Money]) -> Result<Vec<Money>, Error> {
    let mut out = Vec::new();
    for money in found {
        cx.check_cancel()?;
        let Some((start, modifier)) =
            keyword_before(cx.text, &cx.lower, money.range.start, MODIFIERS)
        else {
            continue;
        };
        let range = start..money.range.end;
        let plain = money.value().filter(|_| !money.latent);
        let shape = match (modifier, plain) {
            (Modifier::Precision, _) => money.shape,
            (Modifier::AtMost, Some(v)) => Shape::Under(v),
            (Modifier::AtLeast, Some(v)) => Shape::Above(v),
            (Modifier::Article, Some(_)) => money.shape,
            _ => continue,
        };
        out.push(Money {
            range,
            shape,
            ..money.clone()
        });
    }
    Ok(out)
}
