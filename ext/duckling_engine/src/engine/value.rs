//! Helpers that build values in Duckling's JSON shape.

use serde_json::{Number, Value};

/// A JSON number the way Duckling (Aeson) prints it: integral values without a fraction (`42`, not `42.0`).
pub(crate) fn number(v: f64) -> Value {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53: beyond it, f64 no longer holds every integer
    if v.fract() == 0.0 && v.abs() < EXACT {
        Value::Number(Number::from(v as i64))
    } else {
        Number::from_f64(v).map_or(Value::Null, Value::Number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integral_numbers_have_no_fraction() {
        assert_eq!(number(42.0).to_string(), "42");
        assert_eq!(number(-3.0).to_string(), "-3");
        assert_eq!(number(1.5).to_string(), "1.5");
        assert_eq!(number(f64::NAN), Value::Null);
    }
}
