//! Distance units: their English spellings (Duckling's), their JSON names, and the conversions that adding
//! two distances in different units needs ("7 feet 10 inches" = 94 inches).

use std::sync::LazyLock;

use crate::dims::measure::units::UnitTable;

/// A distance unit. The order matters: adding two distances keeps the smaller unit, and any metric unit counts
/// as smaller than any imperial one (Duckling's rule: "1 km and 1 mile" is 2.609344 km).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Unit {
    Millimetre,
    Centimetre,
    Metre,
    Kilometre,
    Inch,
    Foot,
    Yard,
    Mile,
    /// "m" alone: metres or miles. Kept as is, unless added to a distance that settles it.
    M,
}

/// Spellings, tried in order; each must match a whole word (or symbol).
static SPELLINGS: &[(&str, Unit)] = &[
    ("mi(les?)?", Unit::Mile),
    ("y(ar)?ds?", Unit::Yard),
    ("'|f(oo|ee)?ts?", Unit::Foot),
    ("\"|''|in(ch(es)?)?", Unit::Inch),
    ("k(ilo)?m?(et(er|re))?s?", Unit::Kilometre),
    ("met(er|re)s?", Unit::Metre),
    ("cm|centimet(er|re)s?", Unit::Centimetre),
    ("mm|millimet(er|re)s?", Unit::Millimetre),
    ("m", Unit::M),
];

pub(super) static UNITS: LazyLock<UnitTable<Unit>> = LazyLock::new(|| UnitTable::new(SPELLINGS));

impl Unit {
    /// Duckling's name for the unit.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Millimetre => "millimetre",
            Unit::Centimetre => "centimetre",
            Unit::Metre => "metre",
            Unit::Kilometre => "kilometre",
            Unit::Inch => "inch",
            Unit::Foot => "foot",
            Unit::Yard => "yard",
            Unit::Mile => "mile",
            Unit::M => "m",
        }
    }

    fn is_metric(self) -> bool {
        self <= Unit::Kilometre
    }

    /// `v` of this (definite) unit in metres, computed as Duckling does so that sums round the same way.
    fn in_metres(self, v: f64) -> f64 {
        const METRES_PER_INCH: f64 = 0.0254;
        let inches = |n: f64| n * METRES_PER_INCH;
        match self {
            Unit::Millimetre => v / 1000.0,
            Unit::Centimetre => v / 100.0,
            Unit::Metre | Unit::M => v,
            Unit::Kilometre => v * 1000.0,
            Unit::Inch => inches(v),
            Unit::Foot => inches(12.0 * v),
            Unit::Yard => inches(3.0 * (12.0 * v)),
            Unit::Mile => inches(5280.0 * (12.0 * v)),
        }
    }

    /// `v` of this unit expressed in `target`.
    fn scale_to(self, target: Unit, v: f64) -> f64 {
        if self == target {
            v
        } else {
            self.in_metres(v) / target.in_metres(1.0)
        }
    }
}

/// The sum of two distances, in the smaller unit ("2 km and 1 meter" = 2001 m). An ambiguous "m" beside a
/// metric unit means metres, beside an imperial one miles; two "m" add up as "m".
pub(super) fn sum(a: (f64, Unit), b: (f64, Unit)) -> (f64, Unit) {
    let settle = |definite: Unit| {
        if definite.is_metric() {
            Unit::Metre
        } else {
            Unit::Mile
        }
    };
    match (a, b) {
        ((v1, Unit::M), (v2, Unit::M)) => (v1 + v2, Unit::M),
        ((av, Unit::M), (dv, du)) | ((dv, du), (av, Unit::M)) => {
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
        assert_eq!(
            sum((7.0, Unit::Foot), (10.0, Unit::Inch)),
            (94.0, Unit::Inch)
        );
        assert_eq!(
            sum((2.0, Unit::Kilometre), (1.0, Unit::Metre)),
            (2001.0, Unit::Metre)
        );
        assert_eq!(
            sum((1.0, Unit::Kilometre), (1.0, Unit::Mile)),
            (2.609344, Unit::Kilometre)
        );
        assert_eq!(
            sum((3.0, Unit::M), (5.0, Unit::Centimetre)),
            (305.0, Unit::Centimetre)
        );
        assert_eq!(sum((1.0, Unit::M), (1.0, Unit::Foot)), (5281.0, Unit::Foot));
    }

    #[test]
    fn spellings_are_duckling_s() {
        let unit = |w: &str| UNITS.classify(w);
        assert_eq!(unit("kms"), Some(Unit::Kilometre));
        assert_eq!(unit("k"), Some(Unit::Kilometre));
        assert_eq!(unit("feet"), Some(Unit::Foot));
        assert_eq!(unit("''"), Some(Unit::Inch));
        assert_eq!(unit("metres"), Some(Unit::Metre));
        assert_eq!(unit("m"), Some(Unit::M));
        assert_eq!(unit("format"), None);
    }
}
