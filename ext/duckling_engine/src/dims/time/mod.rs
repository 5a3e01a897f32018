//! `time`: dates, times of day, relative times, intervals and holidays, as Duckling's time grammar reads them
//! (`rules/`, one module per family of `Duckling/Time/EN/Rules.hs`, plus each region's own rules). A time
//! token's value is a `crate::time::data::TimeData`: a predicate over the calendar, resolved against the
//! reference time in its zone only after parsing (`crate::time::resolve`), into Duckling's shape
//! (`{"type":"value","value":"2013-02-12T04:30:00.000-02:00","grain":"second","values":[...]}` or
//! `{"type":"interval","from":{...},"to":{...}}`).

pub(crate) mod rules;
