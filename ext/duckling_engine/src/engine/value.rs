//! Entity values in Duckling's JSON shape, as the dimensions build them ([`Json`]).

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{Number, Value};

/// An entity's value in Duckling's JSON shape, as the dimensions build it and the Ruby binding reads it. It
/// serialises, compares and converts ([`Json::to_value`]) as the [`Value`] of the same JSON does.
///
/// Its objects are keyed by the names Duckling's output uses, known when the value is built (a value read back
/// from its text owns its keys), and are kept as a list sorted by key, in the order a [`Value`] writes its
/// keys: a [`Value`] built every key as a `String` and every object as a B-tree node of about 640 bytes, and
/// building and freeing them was a tenth of a parse of a time ("see you tomorrow at 5pm").
#[derive(Debug, Clone)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i64),
    /// Finite: [`number`] writes a float that is not as `null`, as a [`Value`] does.
    Float(f64),
    /// A string known when the grammar is (a grain, a unit, a value's type).
    Name(&'static str),
    Text(String),
    Array(Vec<Json>),
    /// Entries sorted by key, each key once.
    Object(Vec<(Cow<'static, str>, Json)>),
}

impl Json {
    /// The object of `entries`, in any order; a key given twice keeps its last value, as a map's insert does.
    /// Entries given in key order are taken as they are: the dimensions write theirs so.
    pub fn object<const N: usize>(entries: [(&'static str, Json); N]) -> Json {
        // Sorted once they are all there: inserting each in its place moved the entries after it.
        Json::sorted_object(
            entries
                .map(|(key, value)| (Cow::Borrowed(key), value))
                .into(),
        )
    }

    /// The object of `entries`, in any order; a key given twice keeps its last value.
    fn sorted_object(mut entries: Vec<(Cow<'static, str>, Json)>) -> Json {
        if entries.is_sorted_by(|a, b| a.0 < b.0) {
            return Json::Object(entries);
        }
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        // Stable: of the entries of one key, the last given is the last of its run, and moves into the first.
        entries.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                std::mem::swap(&mut later.1, &mut kept.1);
            }
            same
        });
        Json::Object(entries)
    }

    /// Sets `key` of an object to `value`, in its place among the keys.
    ///
    /// Panics if this is not an object (a dimension's bug).
    pub fn insert(&mut self, key: &'static str, value: Json) {
        let Json::Object(entries) = self else {
            panic!("{key} set on a value that is no object");
        };
        match entries.binary_search_by(|(k, _)| k.as_ref().cmp(key)) {
            Ok(i) => entries[i].1 = value,
            Err(i) => entries.insert(i, (Cow::Borrowed(key), value)),
        }
    }

    /// The value of `key`, if this is an object that has it.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Name(s) => Some(s),
            Json::Text(s) => Some(s),
            _ => None,
        }
    }

    /// The integer, if this is one.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Json::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The same JSON as a [`Value`].
    pub fn to_value(&self) -> Value {
        match self {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Int(i) => Value::from(*i),
            Json::Float(f) => Number::from_f64(*f).map_or(Value::Null, Value::Number),
            Json::Name(s) => Value::from(*s),
            Json::Text(s) => Value::from(s.as_str()),
            Json::Array(items) => Value::Array(items.iter().map(Json::to_value).collect()),
            Json::Object(entries) => Value::Object(
                entries
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.to_value()))
                    .collect(),
            ),
        }
    }
}

impl From<Json> for Value {
    fn from(json: Json) -> Value {
        json.to_value()
    }
}

/// `null`, as [`Value`]'s default.
impl Default for Json {
    fn default() -> Self {
        Json::Null
    }
}

/// Equal when it is the same JSON: a [`Json::Name`] and a [`Json::Text`] of the same string are equal.
impl PartialEq for Json {
    fn eq(&self, other: &Json) -> bool {
        match (self, other) {
            (Json::Null, Json::Null) => true,
            (Json::Bool(a), Json::Bool(b)) => a == b,
            (Json::Int(a), Json::Int(b)) => a == b,
            (Json::Float(a), Json::Float(b)) => a == b,
            (Json::Array(a), Json::Array(b)) => a == b,
            (Json::Object(a), Json::Object(b)) => a == b,
            _ => self.as_str().is_some_and(|a| other.as_str() == Some(a)),
        }
    }
}

/// Equal when it is the same JSON.
impl PartialEq<Value> for Json {
    fn eq(&self, other: &Value) -> bool {
        self.to_value() == *other
    }
}

/// Its compact JSON text, as a [`Value`]'s.
impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::Text(s.to_owned())
    }
}

/// Written as the [`Value`] of the same JSON writes itself.
impl Serialize for Json {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => s.serialize_unit(),
            Json::Bool(b) => s.serialize_bool(*b),
            Json::Int(i) => s.serialize_i64(*i),
            Json::Float(f) => s.serialize_f64(*f),
            Json::Name(n) => s.serialize_str(n),
            Json::Text(t) => s.serialize_str(t),
            Json::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Object(entries) => {
                let mut map = s.serialize_map(Some(entries.len()))?;
                for (k, v) in entries {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

/// Read as a [`Value`] of the same JSON is: an integer that fits an `i64` as [`Json::Int`], any other number
/// as [`Json::Float`], an object's keys owned and sorted.
impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Json, E> {
        Ok(Json::Bool(b))
    }

    fn visit_i64<E: de::Error>(self, i: i64) -> Result<Json, E> {
        Ok(Json::Int(i))
    }

    fn visit_u64<E: de::Error>(self, u: u64) -> Result<Json, E> {
        Ok(i64::try_from(u).map_or(Json::Float(u as f64), Json::Int))
    }

    fn visit_f64<E: de::Error>(self, f: f64) -> Result<Json, E> {
        Ok(Json::Float(f))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Json, E> {
        Ok(Json::from(s))
    }

    fn visit_string<E: de::Error>(self, s: String) -> Result<Json, E> {
        Ok(Json::Text(s))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut entries: Vec<(Cow<'static, str>, Json)> = Vec::new();
        while let Some((key, value)) = map.next_entry::<String, Json>()? {
            entries.push((Cow::Owned(key), value));
        }
        Ok(Json::sorted_object(entries))
    }
}

/// Duckling's value of an interval (of times, amounts, measures): `{"type": "interval"}` with its `from` and its
/// `to`, each where it has one.
pub(crate) fn interval(from: Option<Json>, to: Option<Json>) -> Json {
    let kind = ("type", Json::Name("interval"));
    match (from, to) {
        (Some(from), Some(to)) => Json::object([("from", from), ("to", to), kind]),
        (Some(from), None) => Json::object([("from", from), kind]),
        (None, Some(to)) => Json::object([("to", to), kind]),
        (None, None) => Json::object([kind]),
    }
}

/// A JSON number the way Duckling (Aeson) prints it: integral values without a fraction (`42`, not `42.0`).
pub(crate) fn number(v: f64) -> Json {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53: beyond it, f64 no longer holds every integer
    if v.fract() == 0.0 && v.abs() < EXACT {
        Json::Int(v as i64)
    } else if v.is_finite() {
        Json::Float(v)
    } else {
        Json::Null
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn integral_numbers_have_no_fraction() {
        let text = |v: f64| serde_json::to_string(&number(v)).unwrap();
        assert_eq!(text(42.0), "42");
        assert_eq!(text(-3.0), "-3");
        assert_eq!(text(1.5), "1.5");
        assert_eq!(number(f64::NAN), Json::Null);
        assert_eq!(number(f64::INFINITY), Json::Null);
    }

    /// Written, compared and converted as the `Value` of the same JSON, whatever order its keys were given in.
    #[test]
    fn is_the_value_of_the_same_json() {
        let built = Json::object([
            ("value", Json::from("2013-02-12T04:30:00.000-02:00")),
            ("type", Json::Name("value")),
            (
                "values",
                Json::Array(vec![Json::object([
                    ("to", Json::object([("value", number(0.25))])),
                    ("from", Json::object([("value", number(-1.5e300))])),
                ])]),
            ),
            ("grain", Json::Name("day")),
            ("latent", Json::Bool(false)),
            (
                "x",
                Json::Array(vec![Json::Null, Json::Int(7), Json::from("é\"\n")]),
            ),
        ]);
        let value = json!({
            "type": "value",
            "value": "2013-02-12T04:30:00.000-02:00",
            "grain": "day",
            "values": [{"from": {"value": -1.5e300}, "to": {"value": 0.25}}],
            "latent": false,
            "x": [null, 7, "é\"\n"],
        });
        assert_eq!(built.to_value(), value);
        assert_eq!(
            serde_json::to_string(&built).unwrap(),
            serde_json::to_string(&value).unwrap()
        );
        assert_eq!(built.get("grain").and_then(Json::as_str), Some("day"));
    }

    #[test]
    fn a_key_given_twice_keeps_its_last_value() {
        let built = Json::object([
            ("b", Json::Int(1)),
            ("a", Json::Int(2)),
            ("b", Json::Int(3)),
            ("a", Json::Int(4)),
        ]);
        assert_eq!(built.to_value(), json!({"a": 4, "b": 3}));
        assert_eq!(serde_json::to_string(&built).unwrap(), r#"{"a":4,"b":3}"#);
    }

    #[test]
    fn reads_back_what_it_writes() {
        let value =
            json!({"b": [1, -2, 0.5, 1e300, "x", null, true], "a": {"z": 1, "y": {}}, "a2": []});
        let read: Json = serde_json::from_str(&value.to_string()).unwrap();
        assert_eq!(read.to_value(), value);
        assert_eq!(serde_json::to_string(&read).unwrap(), value.to_string());
        let repeated: Json = serde_json::from_str(r#"{"b": 1, "a": 2, "b": 3}"#).unwrap();
        assert_eq!(repeated.to_value(), json!({"a": 2, "b": 3}));
        // Read back, a name is a text, and the same JSON.
        let named = Json::object([("grain", Json::Name("day")), ("value", Json::Int(1))]);
        let read: Json = serde_json::from_str(&named.to_string()).unwrap();
        assert_eq!(read, named);
        assert_ne!(
            read,
            Json::object([("grain", Json::Name("week")), ("value", Json::Int(1))])
        );
        assert_ne!(Json::Int(1), Json::Float(1.0));
    }

    #[test]
    fn a_key_set_again_keeps_its_last_value_once() {
        let mut object = Json::object([("type", Json::Name("value")), ("value", Json::Int(1))]);
        object.insert("type", Json::Name("interval"));
        assert_eq!(object.to_value(), json!({"type": "interval", "value": 1}));
        assert_eq!(
            Json::object([("a", Json::Int(1)), ("a", Json::Int(2))]),
            Json::object([("a", Json::Int(2))])
        );
    }
}
