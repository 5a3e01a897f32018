//! Grains: the units a time is precise to and durations are counted in, with truncation and shifting of
//! civil date-times by whole grains.

/// A unit of time, finest first (the derived order compares precision: `Second < Year`).
#[allow(clippy::enum_variant_names)] // `NoGrain` is Duckling's name
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Grain {
    /// Duckling's grain of "now": finer than a second, so "now" intersected with anything keeps it, and a
    /// duration after "now" shifts from the exact instant. Rendered instants never carry it.
    NoGrain,
    Second,
    Minute,
    Hour,
    Day,
    Week,
    Month,
    Quarter,
    Year,
}

impl Grain {
    /// Duckling's name for the grain.
    pub fn name(self) -> &'static str {
        match self {
            Grain::NoGrain => "nograin",
            Grain::Second => "second",
            Grain::Minute => "minute",
            Grain::Hour => "hour",
            Grain::Day => "day",
            Grain::Week => "week",
            Grain::Month => "month",
            Grain::Quarter => "quarter",
            Grain::Year => "year",
        }
    }

    /// Length in seconds, as Duckling normalises durations (a month is 30 days, a year 365).
    pub fn seconds(self) -> i64 {
        match self {
            Grain::NoGrain | Grain::Second => 1,
            Grain::Minute => 60,
            Grain::Hour => 3_600,
            Grain::Day => 86_400,
            Grain::Week => 604_800,
            Grain::Month => 2_592_000,
            Grain::Quarter => 7_776_000,
            Grain::Year => 31_536_000,
        }
    }

    /// The grain a shift by this grain is reported in ("in 3 days" is precise to the hour): Duckling's `lower`.
    pub fn finer(self) -> Grain {
        match self {
            Grain::NoGrain | Grain::Second | Grain::Minute => Grain::Second,
            Grain::Hour => Grain::Minute,
            Grain::Day => Grain::Hour,
            Grain::Week | Grain::Month => Grain::Day,
            Grain::Quarter | Grain::Year => Grain::Month,
        }
    }
}
