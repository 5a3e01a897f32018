//! `distance` as Duckling's rules build it (`Duckling/Distance/Rules.hs`, `Distance/EN/Rules.hs`, with
//! `Distance/Helpers.hs` and `DistanceUnits/Types.hs`): "3 km", "5''", "between 3 and 5 miles", "under 10 km",
//! and composites that add up ("7 feet 10 inches", "2 km and 1 meter").
//!
//! The units are in the shared table (`measure::units`), the intervals in the shared family rules; the
//! composites are distance's own.
//!
//! Duckling makes every number a unitless distance ("number as distance"), which a unit regex after it turns
//! into one with a unit, whether it had one or not: "five kilometers in" is 5 inches there. Here a unit
//! follows a number only (`measure::family`), so "I ran five kilometers in 28 minutes" keeps its kilometres
//! (test/conformance/deliberate_differences.jsonl); a unitless distance resolves to nothing in Duckling, so
//! it is not built.

pub(crate) mod bg;
pub(crate) mod ca;
pub(crate) mod cs;
pub(crate) mod de;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod hr;
pub(crate) mod it;
pub(crate) mod km;
pub(crate) mod ko;
pub(crate) mod mn;
pub(crate) mod nl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod sv;
pub(crate) mod tr;
pub(crate) mod zh;

use crate::dims::measure::family::{Family, Names};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Matched, Rule, Token, any, measure, re};

/// Duckling's names for the distance family's rules (a number before a unit, ranges, bounds): the languages
/// whose files copy those rules keep the names (German all of them, Khmer all but its bounds', "Max Rule" and
/// "Min Rule"), so their families share them.
pub(crate) const NAMES: Names = Names {
    number_unit: "number as distance",
    between_numeral: "between|from <numeral> to|and <dist>",
    between: "between|from <dist> to|and <dist>",
    numeral_dash: "<numeral> - <dist>",
    dash: "<dist> - <dist>",
    at_most: "under/less/lower/no more than <dist>",
    at_least: "over/above/at least/more than <dist>",
};

static FAMILY: Family = Family {
    kind: Kind::Distance,
    token: Token::Distance,
    number: |_| true,
    names: NAMES,
    from: "between|from",
    to: "to|and",
    at_most: "under|(less|lower|not? more) than",
    at_least: "over|above|at least|more than",
    // Duckling's regex, its blank before "near" included.
    precision: Some((
        "about|exactly <dist>",
        r"exactly|precisely|about|approx(\.|imately)?|close to| near( to)?|around|almost",
    )),
};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = FAMILY.rules();
    let simple = || measure(Kind::Distance, |m| m.simple_value().is_some());
    // Duckling: "NOTE: Oxford comma is not supported."
    rules.push(Rule::new(
        "composite <distance> (with ,/and)",
        vec![simple(), re(",|and"), simple()],
        |m| composite(&m[0], &m[2]),
    ));
    rules.push(Rule::new(
        "composite <distance>",
        vec![simple(), simple()],
        |m| composite(&m[0], &m[1]),
    ));
    rules
}

/// The rules of a language whose distances are a number and the unit written after it, one rule per
/// (Duckling's name, unit regex, unit) of `table`, in its order: Duckling reads the unit after a unitless
/// distance, which every number is; here the rule reads the number itself (a unitless distance resolves to
/// nothing in Duckling).
pub(crate) fn number_then_unit(table: &'static [(&'static str, &'static str, Unit)]) -> Vec<Rule> {
    table
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![any(Kind::Numeral), re(pattern)], move |m| {
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Distance(MeasureData::new(value, unit)))
            })
        })
        .collect()
}

/// Two distances in different units, both above zero, added up (Duckling's `distanceSum`).
fn composite(a: &Matched<'_, Token>, b: &Matched<'_, Token>) -> Option<Token> {
    let (a, b) = (a.measure()?, b.measure()?);
    let (v1, v2) = (a.simple_value()?, b.simple_value()?);
    if a.unit == b.unit || v1 <= 0.0 || v2 <= 0.0 {
        return None;
    }
    let (value, unit) = sum((v1, System::of(a.unit)?), (v2, System::of(b.unit)?));
    Some(Token::Distance(MeasureData::new(
        Amount::Value(value),
        unit.unit(),
    )))
}

/// A distance unit as `DistanceUnits/Types.hs` orders them: the metric ones (smallest first) before the
/// imperial ones, and the ambiguous "m" after both, so that a sum keeps the smaller definite unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum System {
    Millimetre,
    Centimetre,
    Metre,
    Kilometre,
    Inch,
    Foot,
    Yard,
    Mile,
    M,
}

impl System {
    fn of(unit: Unit) -> Option<System> {
        Some(match unit {
            Unit::Millimetre => System::Millimetre,
            Unit::Centimetre => System::Centimetre,
            Unit::Metre => System::Metre,
            Unit::Kilometre => System::Kilometre,
            Unit::Inch => System::Inch,
            Unit::Foot => System::Foot,
            Unit::Yard => System::Yard,
            Unit::Mile => System::Mile,
            Unit::M => System::M,
            _ => return None,
        })
    }

    fn unit(self) -> Unit {
        match self {
            System::Millimetre => Unit::Millimetre,
            System::Centimetre => Unit::Centimetre,
            System::Metre => Unit::Metre,
            System::Kilometre => Unit::Kilometre,
            System::Inch => Unit::Inch,
            System::Foot => Unit::Foot,
            System::Yard => Unit::Yard,
            System::Mile => Unit::Mile,
            System::M => Unit::M,
        }
    }

    fn is_metric(self) -> bool {
        self <= System::Kilometre
    }

    /// `v` of this (definite) unit in metres, computed as Duckling's `inSIUnits` does so that sums round alike.
    fn in_metres(self, v: f64) -> f64 {
        const METRES_PER_INCH: f64 = 0.0254;
        let inches = |n: f64| n * METRES_PER_INCH;
        match self {
            System::Millimetre => v / 1000.0,
            System::Centimetre => v / 100.0,
            System::Metre | System::M => v,
            System::Kilometre => v * 1000.0,
            System::Inch => inches(v),
            System::Foot => inches(12.0 * v),
            System::Yard => inches(3.0 * (12.0 * v)),
            System::Mile => inches(5280.0 * (12.0 * v)),
        }
    }

    /// `v` of this unit in `target` (Duckling's `scaleUnits`).
    fn scale_to(self, target: System, v: f64) -> f64 {
        if self == target {
            v
        } else {
            self.in_metres(v) / target.in_metres(1.0)
        }
    }
}

/// The sum of two distances in the smaller unit (Duckling's `ContextualDistance` semigroup): "2 km and 1
/// meter" is 2001 m; an ambiguous "m" beside a metric unit means metres, beside an imperial one miles; two
/// "m" add up as "m".
fn sum(a: (f64, System), b: (f64, System)) -> (f64, System) {
    let settle = |definite: System| {
        if definite.is_metric() {
            System::Metre
        } else {
            System::Mile
        }
    };
    match (a, b) {
        ((v1, System::M), (v2, System::M)) => (v1 + v2, System::M),
        ((av, System::M), (dv, du)) | ((dv, du), (av, System::M)) => {
            let au = settle(du);
            let unit = du.min(au);
            (au.scale_to(unit, av) + du.scale_to(unit, dv), unit)
        }
        ((v1, u1), (v2, u2)) => {
            let unit = u1.min(u2);
            (u1.scale_to(unit, v1) + u2.scale_to(unit, v2), unit)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_keep_the_smaller_unit() {
        use System::*;
        assert_eq!(sum((7.0, Foot), (10.0, Inch)), (94.0, Inch));
        assert_eq!(sum((2.0, Kilometre), (1.0, Metre)), (2001.0, Metre));
        assert_eq!(sum((1.0, Kilometre), (1.0, Mile)), (2.609344, Kilometre));
        assert_eq!(sum((3.0, M), (5.0, Centimetre)), (305.0, Centimetre));
        assert_eq!(sum((1.0, M), (1.0, Foot)), (5281.0, Foot));
        assert_eq!(sum((1.0, M), (2.0, M)), (3.0, M));
    }
}
