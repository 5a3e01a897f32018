//! Rust → Ruby values: the entities (Hashes with symbol keys, as design.md §3 shows), and the
//! JSON text of `parse_json`.
//!
//! The way out holds the GVL for a time that grows with the result, so it goes in slices ([`Pacer`]): each
//! entity is converted, then freed, then counted, and between slices other threads and fibers run. The symbols
//! are made once per process ([`Vocabulary`]), and the Ruby objects are filled with the C API directly:
//! magnus's `aset`/`push` wrap every call in `rb_protect`, which cost as much as the rest of a short parse's
//! conversion. Those calls cannot raise here: the Hashes and Arrays are new and unfrozen, and their keys are
//! symbols (no `#hash` or `#eql?` runs).

use std::fmt;
use std::sync::OnceLock;

use duckling_engine::{CompactValue, Dim, Entity, Error as EngineError, Json};
use magnus::rb_sys::{AsRawValue, FromRawValue};
use magnus::{Error, RArray, RString, Ruby, Value};
use rb_sys::{Qfalse, Qnil, Qtrue, VALUE};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::memory;
use crate::pace::Pacer;
use crate::reaper;

/// Entities converted between two purges of the memory their freeing left ([`memory::purge_freed`]): a few
/// megabytes of it, and a purge takes about a millisecond.
const PURGE_EVERY: usize = 8192;

/// The keys of an entity, in the order of design.md §3.
const ENTITY_KEYS: [&str; 6] = ["body", "start", "end", "dim", "latent", "value"];

/// The keys the engine's values use (`grep` of the dimensions' JSON). Others still work, through `rb_intern`.
const VALUE_KEYS: [&str; 12] = [
    "value",
    "type",
    "grain",
    "unit",
    "from",
    "to",
    "values",
    "domain",
    "issuer",
    "normalized",
    "product",
    "latent",
];

/// The most frequent vocabulary strings (`VOCABULARY_VALUES`): types and grains. Others (units) are looked up
/// in Ruby's table of interned strings each time.
const COMMON_STRINGS: [&str; 10] = [
    "value", "interval", "second", "minute", "hour", "day", "week", "month", "quarter", "year",
];

/// Static symbols (never collected, shareable between Ractors) and frozen strings, made once per process.
struct Vocabulary {
    entity: [VALUE; 6],
    value: [(&'static str, VALUE); VALUE_KEYS.len()],
    /// The name of `Dim::ALL[i]`.
    dims: [VALUE; Dim::ALL.len()],
    common: [(&'static str, VALUE); COMMON_STRINGS.len()],
}

static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();

fn vocabulary(ruby: &Ruby) -> &'static Vocabulary {
    VOCABULARY.get_or_init(|| Vocabulary {
        entity: ENTITY_KEYS.map(|k| ruby.sym_new(k).as_raw()),
        value: VALUE_KEYS.map(|k| (k, ruby.sym_new(k).as_raw())),
        dims: Dim::ALL.map(|d| permanent(d.name())),
        common: COMMON_STRINGS.map(|s| (s, permanent(s))),
    })
}

/// An interned frozen string that the GC never frees (it is kept in a static).
fn permanent(s: &str) -> VALUE {
    let v = interned(s);
    // SAFETY: the GVL is held; `v` is a live object, now marked for the life of the process.
    unsafe { rb_sys::rb_gc_register_mark_object(v) };
    v
}

impl Vocabulary {
    fn dim(&self, dim: Dim) -> VALUE {
        let i = Dim::ALL
            .iter()
            .position(|d| *d == dim)
            .expect("Dim::ALL has every dim");
        self.dims[i]
    }

    fn string(&self, s: &str) -> VALUE {
        match self.common.iter().find(|(c, _)| *c == s) {
            Some((_, v)) => *v,
            None => interned(s),
        }
    }

    fn key(&self, ruby: &Ruby, name: &str) -> VALUE {
        match self.value.iter().find(|(k, _)| *k == name) {
            Some((_, sym)) => *sym,
            // The engine's keys are a fixed vocabulary, so static symbols never grow without bound.
            None => ruby.sym_new(name).as_raw(),
        }
    }

    /// An object key's symbol, and whether a string value under it is vocabulary ([`VOCABULARY_VALUES`]).
    fn entry_key(&self, ruby: &Ruby, name: &str) -> (VALUE, bool) {
        (self.key(ruby, name), VOCABULARY_VALUES.contains(&name))
    }
}

/// Converts `entities` into a new Array of Hashes (see [`each_entity`]).
pub(crate) fn entities(
    ruby: &Ruby,
    entities: Vec<Entity<CompactValue>>,
    pacer: &Pacer,
) -> Result<RArray, Error> {
    // SAFETY (both blocks): the GVL is held; `out` is new and unfrozen, kept alive by this frame (Ruby's GC
    // scans the machine stack).
    let out = unsafe { rb_sys::rb_ary_new_capa(entities.len() as _) };
    each_entity(ruby, entities, pacer, |hash| {
        unsafe { rb_sys::rb_ary_push(out, hash) };
        Ok(())
    })?;
    // SAFETY: `out` is a live Array made above.
    Ok(RArray::from_value(unsafe { Value::from_raw(out) }).expect("an Array"))
}

/// Converts `entities` one by one into Hashes and hands each to `sink`, freeing each entity as it goes, one
/// [`Pacer`] step per entity. An `Err` from `sink` (a block that raised or broke off) or an interrupt during a
/// pause ends it: what is left goes to the reaper and the `Err` is returned.
pub(crate) fn each_entity(
    ruby: &Ruby,
    entities: Vec<Entity<CompactValue>>,
    pacer: &Pacer,
    mut sink: impl FnMut(VALUE) -> Result<(), Error>,
) -> Result<(), Error> {
    let words = vocabulary(ruby);
    let entities_len = entities.len();
    let mut rest = entities.into_iter().enumerate();
    while let Some((i, e)) = rest.next() {
        // Only the machine stack holds `hash` until `sink` takes it, and Ruby's GC scans that stack.
        let hash = entity(ruby, words, &e);
        drop(e);
        let step = sink(hash).and_then(|()| pacer.step(ruby));
        if let Err(stop) = step {
            reaper::drop_later(rest);
            return Err(stop);
        }
        if i % PURGE_EVERY == PURGE_EVERY - 1 {
            memory::purge_freed();
        }
    }
    // The entities after the last purge, and the vector that held them, are purged too, as `json_string`'s last
    // pieces are: else they stay resident until some later purge.
    let long = entities_len >= PURGE_EVERY;
    drop(rest);
    if long {
        memory::purge_freed();
    }
    Ok(())
}

fn entity(ruby: &Ruby, words: &Vocabulary, e: &Entity<CompactValue>) -> VALUE {
    let k = &words.entity;
    let pairs = [
        k[0],
        ruby.str_new(&e.body).as_raw(),
        k[1],
        ruby.integer_from_u64(e.start as u64).as_raw(),
        k[2],
        ruby.integer_from_u64(e.end as u64).as_raw(),
        k[3],
        words.dim(e.dim),
        k[4],
        boolean(e.latent),
        k[5],
        // Past the first entities of a long answer the engine hands values on as JSON text, a tenth of a
        // tree's memory (research/long-texts): that text is read straight into Ruby objects.
        match &e.value {
            CompactValue::Tree(value) => json(ruby, words, value),
            CompactValue::Text(text) => json_text(ruby, words, text.as_str()),
        },
    ];
    // SAFETY: the GVL is held; the Hash is new and unfrozen, and its values are on this frame's stack.
    unsafe {
        let hash = rb_sys::rb_hash_new_capa(6);
        rb_sys::rb_hash_bulk_insert(pairs.len() as _, pairs.as_ptr(), hash);
        hash
    }
}

/// Keys whose string values are the engine's vocabulary ("value", "interval", "hour", "USD", "km", …), not
/// text of the input: those strings, and the dimension names, are Ruby's interned frozen strings, one per
/// distinct value in the process. A large result then makes about 40 % fewer objects, and Ruby's minor GC,
/// which marks every young object of the result built so far, pauses for that much less.
const VOCABULARY_VALUES: [&str; 3] = ["type", "grain", "unit"];

fn interned(s: &str) -> VALUE {
    // SAFETY: the GVL is held; `s` is valid UTF-8 for the call.
    unsafe {
        rb_sys::rb_enc_interned_str(s.as_ptr().cast(), s.len() as _, rb_sys::rb_utf8_encoding())
    }
}

fn boolean(b: bool) -> VALUE {
    (if b { Qtrue } else { Qfalse }) as VALUE
}

/// A JSON value as Ruby: objects become Hashes with symbol keys, integral numbers Integers, others Floats.
fn json(ruby: &Ruby, words: &Vocabulary, value: &Json) -> VALUE {
    match value {
        Json::Null => Qnil as VALUE,
        Json::Bool(b) => boolean(*b),
        Json::Int(i) => ruby.integer_from_i64(*i).as_raw(),
        Json::Float(f) => ruby.float_from_f64(*f).as_raw(),
        Json::Name(s) => ruby.str_new(s).as_raw(),
        Json::Text(s) => ruby.str_new(s).as_raw(),
        // SAFETY (both arms): the GVL is held; the Array or Hash is new and unfrozen, kept alive by this frame.
        Json::Array(items) => unsafe {
            let a = rb_sys::rb_ary_new_capa(items.len() as _);
            for item in items {
                rb_sys::rb_ary_push(a, json(ruby, words, item));
            }
            a
        },
        Json::Object(entries) => unsafe {
            let h = rb_sys::rb_hash_new_capa(entries.len() as _);
            for (k, v) in entries {
                let (key, vocabulary) = words.entry_key(ruby, k);
                let v = match v.as_str() {
                    Some(s) if vocabulary => words.string(s),
                    _ => json(ruby, words, v),
                };
                let pair = [key, v];
                rb_sys::rb_hash_bulk_insert(2, pair.as_ptr(), h);
            }
            h
        },
    }
}

/// A value's JSON text as Ruby, as [`json`] converts the tree it was rendered from: read back into a tree first,
/// each of a long answer's values was a tree allocated and freed again between its text and its Ruby objects.
fn json_text(ruby: &Ruby, words: &Vocabulary, text: &str) -> VALUE {
    let mut reader = serde_json::Deserializer::from_str(text);
    let seed = RubyJson {
        ruby,
        words,
        vocabulary: false,
    };
    seed.deserialize(&mut reader)
        .expect("the engine's text of a Json")
}

/// Reads one JSON value into a new Ruby object; `vocabulary`: a string there is the engine's vocabulary (the
/// value of a key of [`VOCABULARY_VALUES`]). Every object it makes is on this thread's stack or in a new Array or
/// Hash until the entity holds it, as in [`json`] (Ruby's GC scans the machine stack).
#[derive(Clone, Copy)]
struct RubyJson<'r> {
    ruby: &'r Ruby,
    words: &'r Vocabulary,
    vocabulary: bool,
}

impl<'de> DeserializeSeed<'de> for RubyJson<'_> {
    type Value = VALUE;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<VALUE, D::Error> {
        d.deserialize_any(self)
    }
}

/// An object's key, read as [`Vocabulary::entry_key`] reads it.
struct Key<'r>(RubyJson<'r>);

impl<'de> DeserializeSeed<'de> for Key<'_> {
    type Value = (VALUE, bool);

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(VALUE, bool), D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Key<'_> {
    type Value = (VALUE, bool);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object key")
    }

    fn visit_str<E: de::Error>(self, k: &str) -> Result<(VALUE, bool), E> {
        Ok(self.0.words.entry_key(self.0.ruby, k))
    }
}

// Numbers as the engine's `Json` reads them back (an integer past `i64` a Float), then as `json` converts those.
impl<'de> Visitor<'de> for RubyJson<'_> {
    type Value = VALUE;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON")
    }

    fn visit_unit<E: de::Error>(self) -> Result<VALUE, E> {
        Ok(Qnil as VALUE)
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<VALUE, E> {
        Ok(boolean(b))
    }

    fn visit_i64<E: de::Error>(self, i: i64) -> Result<VALUE, E> {
        Ok(self.ruby.integer_from_i64(i).as_raw())
    }

    fn visit_u64<E: de::Error>(self, u: u64) -> Result<VALUE, E> {
        Ok(match i64::try_from(u) {
            Ok(i) => self.ruby.integer_from_i64(i).as_raw(),
            Err(_) => self.ruby.float_from_f64(u as f64).as_raw(),
        })
    }

    fn visit_f64<E: de::Error>(self, f: f64) -> Result<VALUE, E> {
        Ok(self.ruby.float_from_f64(f).as_raw())
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<VALUE, E> {
        Ok(if self.vocabulary {
            self.words.string(s)
        } else {
            self.ruby.str_new(s).as_raw()
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<VALUE, A::Error> {
        let item = RubyJson {
            vocabulary: false,
            ..self
        };
        // SAFETY (both visits): the GVL is held; the Array or Hash is new and unfrozen, kept alive by this frame.
        let a = unsafe { rb_sys::rb_ary_new_capa(seq.size_hint().unwrap_or(0) as _) };
        while let Some(v) = seq.next_element_seed(item)? {
            unsafe { rb_sys::rb_ary_push(a, v) };
        }
        Ok(a)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<VALUE, A::Error> {
        let h = unsafe { rb_sys::rb_hash_new() };
        while let Some((k, vocabulary)) = map.next_key_seed(Key(self))? {
            let v = map.next_value_seed(RubyJson { vocabulary, ..self })?;
            let pair = [k, v];
            unsafe { rb_sys::rb_hash_bulk_insert(2, pair.as_ptr(), h) };
        }
        Ok(h)
    }
}

/// Entities between two probe calls while rendering JSON: a few µs of work each.
const JSON_POLL_EVERY: usize = 32;

/// JSON text in pieces, each valid UTF-8 on its own: `render_json`'s, which ends its pieces between entities, or
/// one buffer (`explain`'s).
pub(crate) struct JsonPieces(Vec<Vec<u8>>);

impl From<Vec<u8>> for JsonPieces {
    fn from(json: Vec<u8>) -> Self {
        JsonPieces(vec![json])
    }
}

/// Bytes of JSON in one piece of `render_json`'s answer (a little more: a piece ends after an entity), and the
/// room a piece starts with beyond them, enough for the entity that crosses the line unless it is unusually long.
const PIECE: usize = COPY_STEP;
const PIECE_SLACK: usize = 4 * 1024;

/// The JSON array Duckling's HTTP `/parse` answers (the engine's `to_json`, byte for byte), rendered one entity
/// at a time and freeing each, polling `should_stop` as the engine does, so rendering a long result holds
/// neither the GVL (held parses yield from the probe) nor up cancellation. It is written in pieces of about
/// [`PIECE`] bytes: no buffer is copied as it grows, and [`json_string`] frees each piece once it is copied, so
/// the text is not held twice (research/long-texts).
pub(crate) fn render_json(
    entities: Vec<Entity<CompactValue>>,
    should_stop: &dyn Fn() -> bool,
) -> Result<JsonPieces, EngineError> {
    let mut pieces = Vec::new();
    let mut out = Vec::with_capacity(PIECE + PIECE_SLACK);
    out.push(b'[');
    let mut rest = entities.into_iter().enumerate();
    while let Some((i, e)) = rest.next() {
        if i % JSON_POLL_EVERY == JSON_POLL_EVERY - 1 && should_stop() {
            reaper::drop_later(rest);
            reaper::drop_later(pieces);
            reaper::drop_later(out);
            return Err(EngineError::Cancelled);
        }
        if i % PURGE_EVERY == PURGE_EVERY - 1 {
            memory::purge();
        }
        if i > 0 {
            out.push(b',');
        }
        serde_json::to_writer(&mut out, &e).expect("entities always serialise");
        if out.len() >= PIECE {
            pieces.push(std::mem::replace(
                &mut out,
                Vec::with_capacity(PIECE + PIECE_SLACK),
            ));
        }
    }
    out.push(b']');
    pieces.push(out);
    Ok(JsonPieces(pieces))
}

/// Bytes copied into a Ruby String between two looks at the [`Pacer`] (a fraction of a millisecond).
const COPY_STEP: usize = 256 * 1024;

/// Pieces copied between two purges of the pieces freed ([`memory::purge_freed`]): 8 MB.
const PURGE_EVERY_PIECES: usize = 32;

/// A Ruby String of the JSON text, copied in steps of [`COPY_STEP`], each piece freed once copied (the rest
/// handed to the reaper if an interrupt ends the copy).
pub(crate) fn json_string(
    ruby: &Ruby,
    json: impl Into<JsonPieces>,
    pacer: &Pacer,
) -> Result<RString, Error> {
    let JsonPieces(pieces) = json.into();
    let len: usize = pieces.iter().map(Vec::len).sum();
    if let [piece] = &pieces[..]
        && len <= COPY_STEP
    {
        // SAFETY: JSON rendered by serde_json is UTF-8.
        return Ok(ruby.str_new(unsafe { std::str::from_utf8_unchecked(piece) }));
    }
    // SAFETY: the GVL is held, `s` is a new unfrozen String kept alive by this frame (Ruby's GC scans the
    // machine stack).
    let s = unsafe {
        let s = rb_sys::rb_utf8_str_new(b"".as_ptr().cast(), 0);
        rb_sys::rb_str_modify_expand(s, len as _);
        s
    };
    let mut rest = pieces.into_iter().enumerate();
    while let Some((i, piece)) = rest.next() {
        let mut interrupted = None;
        for chunk in piece.chunks(COPY_STEP) {
            // SAFETY: as above; `chunk` is a slice of `piece`, valid for the call that copies it.
            unsafe { rb_sys::rb_str_cat(s, chunk.as_ptr().cast(), chunk.len() as _) };
            if let Err(interrupt) = pacer.check(ruby) {
                interrupted = Some(interrupt);
                break;
            }
        }
        if let Some(interrupt) = interrupted {
            reaper::drop_later(piece);
            reaper::drop_later(rest);
            return Err(interrupt);
        }
        drop(piece); // one large block, cheap to free here, and then purged below
        if i % PURGE_EVERY_PIECES == PURGE_EVERY_PIECES - 1 {
            memory::purge_freed();
        }
    }
    // The pieces after the last purge, and the vector that held them: up to 8 MB a call stayed resident until
    // some later purge (two 1 MB answers copied at once left 1.5 to 9 MB beyond their Strings, as the other
    // call's purges fell; test/api_test.rb).
    drop(rest);
    memory::purge_freed();
    // SAFETY: `s` is a live String made above.
    Ok(RString::from_value(unsafe { Value::from_raw(s) }).expect("a String"))
}
