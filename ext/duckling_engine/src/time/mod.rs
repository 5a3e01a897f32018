//! Calendar arithmetic and time-zone handling for the `time` and `duration` dimensions (issue 4).
