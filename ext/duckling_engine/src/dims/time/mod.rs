//! `time`: dates, times of day, relative times, intervals and holidays, as Duckling's time grammar reads them:
//! one module of rules per language, as Duckling's `Duckling/Time/<LANG>/Rules.hs` (`en/`: one module per family
//! of rules, plus each region's own rules; `helpers`: what they all build with). The calendar itself (predicates, series, resolution, the helpers the
//! rules build with) is language-independent and lives in `crate::time`. A time token's value is a `crate::time::data::TimeData`: a predicate over the calendar, resolved against the
//! reference time in its zone only after parsing (`crate::time::resolve`), into Duckling's shape
//! (`{"type":"value","value":"2013-02-12T04:30:00.000-02:00","grain":"second","values":[...]}` or
//! `{"type":"interval","from":{...},"to":{...}}`).

pub(crate) mod ar;
pub(crate) mod bg;
pub(crate) mod ca;
pub(crate) mod da;
pub(crate) mod de;
pub(crate) mod el;
pub(crate) mod en;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod he;
pub(crate) mod helpers;
pub(crate) mod holiday_dates;
pub(crate) mod hr;
pub(crate) mod hu;
pub(crate) mod iberian;
pub(crate) mod it;
pub(crate) mod ja;
pub(crate) mod ka;
pub(crate) mod ko;
pub(crate) mod nb;
pub(crate) mod nl;
pub(crate) mod numeric;
pub(crate) mod pl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod scandinavian;
pub(crate) mod shared_rules;
pub(crate) mod sv;
pub(crate) mod uk;

#[cfg(test)]
mod assumptions_tests;
#[cfg(test)]
pub(crate) mod testing;
pub(crate) mod tr;
pub(crate) mod vi;
pub(crate) mod zh;
