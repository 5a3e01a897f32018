//! The rules every measure dimension has, each in its dimension's words and under its dimension's names
//! (Duckling writes them out four times, alike but for those): "<number> <unit>", the closed intervals
//! "between|from A to|and B" and "A - B" (A a number or a measure), the open ones "under B" and "over B", and
//! the hedge "about B". A [`Family`] holds what differs.
//!
//! As in Duckling: a closed interval wants `from < to` and one unit for both ends (a number takes the unit
//! of the other end); an interval is made of simple measures (see [`MeasureData::simple_value`]); a hedge
//! changes nothing but the span.

use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, NumeralData, Rule, Token, measure, measure_unit, numeral, re};
use crate::engine::rule::Item;

/// What one measure dimension's shared rules are called and read.
pub(crate) struct Family {
    pub kind: Kind,
    /// Makes a token of the dimension (`Token::Distance`, …).
    pub token: fn(MeasureData) -> Token,
    /// The numbers that count a unit and open an interval: Duckling's `isPositive`, or any for temperatures
    /// (read through "number as temp").
    pub number: fn(&NumeralData) -> bool,
    pub names: Names,
    /// The words that open a closed interval ("between|from") and join its ends ("to|and").
    pub from: &'static str,
    pub to: &'static str,
    /// The words of an interval open above ("under|(less|lower|not? more) than") and below ("over|above|…").
    pub at_most: &'static str,
    pub at_least: &'static str,
    /// The hedge words, for the dimensions that have Duckling's "about <measure>" rule.
    pub precision: Option<(&'static str, &'static str)>,
}

/// Duckling's names of the shared rules, in its words ("<dist>", "<volume>").
pub(crate) struct Names {
    pub number_unit: &'static str,
    pub between_numeral: &'static str,
    pub between: &'static str,
    pub numeral_dash: &'static str,
    pub dash: &'static str,
    pub at_most: &'static str,
    pub at_least: &'static str,
}

/// A simple measure of `kind`.
pub(crate) fn simple(kind: Kind) -> Item<Token> {
    measure(kind, |m| m.simple_value().is_some())
}

/// The closed interval `from`–`to` in the unit of `closer`, as a `token`, when it is one (Duckling's guards).
pub(crate) fn between(
    token: fn(MeasureData) -> Token,
    from: f64,
    closer: &MeasureData,
) -> Option<Token> {
    let to = closer.simple_value()?;
    (from < to).then(|| token(MeasureData::new(Amount::Between(from, to), closer.unit)))
}

/// The interval between two simple measures of one unit, as a `token`.
pub(crate) fn between_measures(
    token: fn(MeasureData) -> Token,
    opener: &MeasureData,
    closer: &MeasureData,
) -> Option<Token> {
    let from = opener.simple_value()?;
    (opener.unit == closer.unit)
        .then(|| between(token, from, closer))
        .flatten()
}

impl Family {
    fn between(&self, from: f64, closer: &MeasureData) -> Option<Token> {
        between(self.token, from, closer)
    }

    fn between_measures(&self, opener: &MeasureData, closer: &MeasureData) -> Option<Token> {
        between_measures(self.token, opener, closer)
    }

    /// An interval open on one side, bounded by a simple measure.
    fn open(&self, bound: fn(f64) -> Amount, closer: &MeasureData) -> Option<Token> {
        let v = closer.simple_value()?;
        Some((self.token)(MeasureData::new(bound(v), closer.unit)))
    }

    pub fn rules(&'static self) -> Vec<Rule> {
        let kind = self.kind;
        let n = &self.names;
        let mut rules = vec![
            // Duckling's "<number> <volume>"; its other measures read the unit regex after the number in one rule
            // per unit (named by the unit, as the unit tokens here are).
            Rule::new(
                n.number_unit,
                vec![
                    numeral(self.number),
                    measure_unit(move |u| u.unit.kind() == kind),
                ],
                move |m| {
                    let unit = m[1].measure_unit()?;
                    let value = unit.prefix.apply(m[0].numeral()?.value);
                    Some((self.token)(MeasureData::new(
                        Amount::Value(value),
                        unit.unit,
                    )))
                },
            ),
            Rule::new(
                n.between_numeral,
                vec![
                    re(self.from),
                    numeral(self.number),
                    re(self.to),
                    simple(kind),
                ],
                move |m| self.between(m[1].numeral()?.value, m[3].measure()?),
            ),
            Rule::new(
                n.between,
                vec![re(self.from), simple(kind), re(self.to), simple(kind)],
                move |m| self.between_measures(m[1].measure()?, m[3].measure()?),
            ),
            Rule::new(
                n.numeral_dash,
                vec![numeral(self.number), re("-"), simple(kind)],
                move |m| self.between(m[0].numeral()?.value, m[2].measure()?),
            ),
            Rule::new(
                n.dash,
                vec![simple(kind), re("-"), simple(kind)],
                move |m| self.between_measures(m[0].measure()?, m[2].measure()?),
            ),
            Rule::new(n.at_most, vec![re(self.at_most), simple(kind)], move |m| {
                self.open(Amount::Under, m[1].measure()?)
            }),
            Rule::new(
                n.at_least,
                vec![re(self.at_least), simple(kind)],
                move |m| self.open(Amount::Above, m[1].measure()?),
            ),
        ];
        if let Some((name, words)) = self.precision {
            rules.push(Rule::new(
                name,
                vec![re(words), measure(kind, |_| true)],
                move |m| Some((self.token)(m[1].measure()?.clone())),
            ));
        }
        rules
    }
}
