//! Plain amounts: a number next to a currency ("20 euros", "$5", "USD3.14", "3 lakh rupees"), "a dollar",
//! "a grand", dollar coins ("3 quarters"), cents added to a whole amount ("$20 and 43c", "20 dollars 43"),
//! and the latent amount of a bare number.

use super::currency::{self, Currency, Kind};
use super::look::{and_after, keyword_before, skip_space, skip_space_back};
use super::{Money, Shape};
use crate::Error;
use crate::dims::number::NumberMatch;
use crate::engine::chunked;
use crate::engine::context::Context;

/// The positive numbers of the text, found by where they start or end. Where several readings share an
/// edge, the longest is the one returned ("5 thousand", not "5").
pub(super) struct Numbers<'a> {
    by_start: Vec<&'a NumberMatch>,
    by_end: Vec<&'a NumberMatch>,
}

impl<'a> Numbers<'a> {
    pub fn new(cx: &Context, all: &'a [NumberMatch]) -> Result<Self, Error> {
        let mut by_start: Vec<&NumberMatch> = Vec::new();
        for (i, n) in all.iter().enumerate() {
            chunked::every(cx, i)?;
            if n.value > 0.0 {
                by_start.push(n);
            }
        }
        let mut by_end = by_start.clone();
        chunked::sort_by_key(cx, &mut by_end, |n| (n.range.end, n.range.start))?;
        Ok(Numbers { by_start, by_end })
    }

    pub fn starting_at(&self, at: usize) -> Option<&'a NumberMatch> {
        let after = self.by_start.partition_point(|n| n.range.start <= at);
        after
            .checked_sub(1)
            .map(|i| self.by_start[i])
            .filter(|n| n.range.start == at)
    }

    pub fn ending_at(&self, at: usize) -> Option<&'a NumberMatch> {
        let first = self.by_end.partition_point(|n| n.range.end < at);
        self.by_end
            .get(first)
            .copied()
            .filter(|n| n.range.end == at)
    }

    /// Every number that stands as whole words.
    pub fn whole(&self) -> impl Iterator<Item = &'a NumberMatch> + '_ {
        self.by_start.iter().copied().filter(|n| !n.attached)
    }
}

/// Plain amounts found by where they start or end, the longest first, as for [`Numbers`].
pub(super) struct Amounts<'a> {
    by_start: Vec<&'a Money>,
    by_end: Vec<&'a Money>,
}

impl<'a> Amounts<'a> {
    pub fn new(cx: &Context, all: &'a [Money]) -> Result<Self, Error> {
        let mut by_start: Vec<&Money> = Vec::new();
        for (i, m) in all.iter().enumerate() {
            chunked::every(cx, i)?;
            if !m.latent {
                by_start.push(m);
            }
        }
        chunked::sort_by_key(cx, &mut by_start, |m| (m.range.start, m.range.end))?;
        let mut by_end = by_start.clone();
        chunked::sort_by_key(cx, &mut by_end, |m| (m.range.end, m.range.start))?;
        Ok(Amounts { by_start, by_end })
    }

    pub fn all(&self) -> impl Iterator<Item = &'a Money> + '_ {
        self.by_start.iter().copied()
    }

    pub fn starting_at(&self, at: usize) -> Option<&'a Money> {
        let after = self.by_start.partition_point(|m| m.range.start <= at);
        after
            .checked_sub(1)
            .map(|i| self.by_start[i])
            .filter(|m| m.range.start == at)
    }

    pub fn ending_at(&self, at: usize) -> Option<&'a Money> {
        let first = self.by_end.partition_point(|m| m.range.end < at);
        self.by_end
            .get(first)
            .copied()
            .filter(|m| m.range.end == at)
    }
}

/// "a" or "an" before a currency means one of it ("a dollar").
const ARTICLES: &[(&str, ())] = &[("a", ()), ("an", ())];

/// Every plain amount: number and currency side by side, "a <currency>", grands and coins, then the same
/// amounts with cents added.
pub(super) fn simple(
    cx: &Context,
    numbers: &Numbers,
    currencies: &[Currency],
) -> Result<Vec<Money>, Error> {
    let region = cx.options.locale.region;
    let mut found = Vec::new();
    for c in currencies {
        cx.check_cancel()?;
        // A currency makes at most two amounts: with the number before it, and with the one after.
        chunked::reserve(cx, &mut found, 2)?;
        let before = numbers.ending_at(skip_space_back(cx.text, c.range.start));
        let article = keyword_before(cx.text, &cx.lower, c.range.start, ARTICLES)
            .map(|(start, ())| start)
            .filter(|_| before.is_none());
        match c.kind {
            Kind::Unit { unit, prefix } => {
                if let Some(n) = before {
                    found.push(Money::new(
                        n.range.start..c.range.end,
                        unit,
                        Shape::Value(n.value),
                    ));
                }
                let after = numbers.starting_at(skip_space(cx.text, c.range.end));
                if let Some(n) = after.filter(|_| prefix) {
                    found.push(Money::new(
                        c.range.start..n.range.end,
                        unit,
                        Shape::Value(n.value),
                    ));
                }
                // "a c" is no cent: a one-letter spelling needs its number.
                if let Some(start) = article.filter(|_| c.range.len() > 1 && after.is_none()) {
                    found.push(Money::new(start..c.range.end, unit, Shape::Value(1.0)));
                }
            }
            Kind::Grand => {
                if let Some(unit) = currency::grand_unit(region) {
                    if let Some(n) = before {
                        found.push(Money::new(
                            n.range.start..c.range.end,
                            unit,
                            Shape::Value(n.value * 1000.0),
                        ));
                    } else if let Some(start) = article {
                        found.push(Money::new(start..c.range.end, unit, Shape::Value(1000.0)));
                    }
                }
            }
            Kind::Coin(worth) => {
                if let Some(unit) = currency::coin_unit(region) {
                    if let Some(n) = before.filter(|n| n.value.fract() == 0.0) {
                        found.push(Money::new(
                            n.range.start..c.range.end,
                            unit,
                            Shape::Value(round_cents(n.value * worth)),
                        ));
                    } else if let Some(start) = article {
                        found.push(Money::new(start..c.range.end, unit, Shape::Value(worth)));
                    }
                }
            }
        }
    }
    let with_cents = add_cents(cx, numbers, &found)?;
    chunked::extend(cx, &mut found, with_cents)?;
    Ok(found)
}

/// Whole amounts followed by cents: "$20 and 43c", "20 dollars 43 cents", "$20 43", "3 GBP and one".
fn add_cents(cx: &Context, numbers: &Numbers, plain: &[Money]) -> Result<Vec<Money>, Error> {
    let amounts = Amounts::new(cx, plain)?;
    let mut found = Vec::new();
    for whole in amounts.all() {
        cx.check_cancel()?;
        let Some(v) = whole
            .value()
            .filter(|v| v.fract() == 0.0 && whole.unit != "cent")
        else {
            continue;
        };
        let Some((next, _)) = and_after(cx.text, &cx.lower, whole.range.end) else {
            continue;
        };
        if next == whole.range.end {
            continue;
        }
        let cents = match amounts.starting_at(next) {
            Some(m) if m.unit == "cent" => m.value().map(|c| (c, m.range.end)),
            Some(_) => None,
            None => numbers
                .starting_at(next)
                .filter(|n| n.value.fract() == 0.0 && n.value < 100.0)
                .map(|n| (n.value, n.range.end)),
        };
        if let Some((c, end)) = cents {
            found.push(Money::new(
                whole.range.start..end,
                whole.unit,
                Shape::Value(round_cents(v + c / 100.0)),
            ));
        }
    }
    Ok(found)
}

/// Every bare number as a latent amount of unit "unknown".
pub(super) fn latent<'a>(numbers: &'a Numbers) -> impl Iterator<Item = Money> + 'a {
    numbers.whole().map(|n| Money {
        latent: true,
        ..Money::new(n.range.clone(), "unknown", Shape::Value(n.value))
    })
}

/// Rounds to a hundredth, so that 20 + 43/100 is 20.43 and not 20.429999999999998.
fn round_cents(value: f64) -> f64 {
    let cents = (value * 100.0).round();
    if (value * 100.0 - cents).abs() < 1e-6 {
        cents / 100.0
    } else {
        value
    }
}
