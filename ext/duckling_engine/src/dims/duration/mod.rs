//! `duration`: amounts of time ("2 hours", "an hour and a half", "a fortnight", "1 year, 2 days and 4
//! seconds"), as Duckling's duration rules read them (`rules`), in Duckling's shape:
//! `{"type":"value","value":2,"unit":"hour","hour":2,"normalized":{"value":7200,"unit":"second"}}`.

pub(crate) mod ar;
pub(crate) mod bg;
pub(crate) mod ca;
pub(crate) mod da;
pub(crate) mod de;
pub(crate) mod el;
pub(crate) mod es;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod he;
pub(crate) mod hi;
pub(crate) mod hr;
pub(crate) mod hu;
pub(crate) mod it;
pub(crate) mod ja;
pub(crate) mod ka;
pub(crate) mod ko;
pub(crate) mod mn;
pub(crate) mod nb;
pub(crate) mod nl;
pub(crate) mod pl;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod rules;
pub(crate) mod sv;
pub(crate) mod tr;
pub(crate) mod uk;
pub(crate) mod zh;
