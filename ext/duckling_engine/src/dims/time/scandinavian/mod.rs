//! The time rules Swedish, Danish and Norwegian Bokmål write alike. Duckling keeps three rule files
//! (`Duckling/Time/{SV,DA,NB}/Rules.hs`) whose rules mostly share their name, the shape of their pattern and
//! their production, and differ only in the words their regexes match. Each such rule is written here once,
//! as a constructor that takes the language's regexes; each language's own modules (`sv/`, `da/`, `nb/`) list
//! their rules in Duckling's order (the chart's first derivations and its bounds per span follow that
//! order), calling these constructors, and keep the rules only they have or that they build differently.
//!
//! The families follow the languages' own modules: named days and instants, dates, clock times, parts of
//! the day, relative times and intervals. A constructor is named after the rule it builds, so where that
//! is also the name of a calendar helper (`now`, `year`, `intersect`, `in_duration`), the helper is called
//! as `calendar::` (`crate::time::helpers`).

pub(crate) mod clock;
pub(crate) mod dates;
pub(crate) mod intervals;
pub(crate) mod names;
pub(crate) mod parts_of_day;
pub(crate) mod relative;

/// The time of item `i`, no longer latent: one production, written once with the rules it serves.
use crate::dims::time::shared_rules::stated;
