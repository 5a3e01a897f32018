//! Ruby ⇄ Rust values: the text in, the entities out (Hashes with symbol keys, as design.md §3 shows).

use duckling_engine::Entity;
use magnus::{Error, IntoValue, RArray, RHash, RString, Ruby, Value};
use serde_json::Value as Json;

/// Copies the text out of Ruby: the parse may outlive the caller's stack (offloaded to a worker thread), so it
/// must own its input. `lib/duckling.rb` has already transcoded it to valid UTF-8.
pub(crate) fn text(ruby: &Ruby, text: RString) -> Result<String, Error> {
    text.to_string()
        .map_err(|_| Error::new(ruby.exception_arg_error(), "text is not valid UTF-8"))
}

pub(crate) fn entities(ruby: &Ruby, entities: &[Entity]) -> Result<RArray, Error> {
    let out = ruby.ary_new_capa(entities.len());
    for e in entities {
        let h = ruby.hash_new_capa(6);
        h.aset(ruby.sym_new("body"), ruby.str_new(&e.body))?;
        h.aset(ruby.sym_new("start"), e.start)?;
        h.aset(ruby.sym_new("end"), e.end)?;
        h.aset(ruby.sym_new("dim"), ruby.str_new(e.dim.name()))?;
        h.aset(ruby.sym_new("latent"), e.latent)?;
        h.aset(ruby.sym_new("value"), json(ruby, &e.value)?)?;
        out.push(h)?;
    }
    Ok(out)
}

/// A JSON value as Ruby: objects become Hashes with symbol keys (the keys are the engine's fixed vocabulary,
/// so static symbols never grow without bound), integral numbers Integers, others Floats.
fn json(ruby: &Ruby, value: &Json) -> Result<Value, Error> {
    Ok(match value {
        Json::Null => ruby.qnil().into_value_with(ruby),
        Json::Bool(b) => b.into_value_with(ruby),
        Json::Number(n) => match n.as_i64() {
            Some(i) => i.into_value_with(ruby),
            None => n.as_f64().unwrap_or(f64::NAN).into_value_with(ruby),
        },
        Json::String(s) => ruby.str_new(s).into_value_with(ruby),
        Json::Array(items) => {
            let a = ruby.ary_new_capa(items.len());
            for item in items {
                a.push(json(ruby, item)?)?;
            }
            a.into_value_with(ruby)
        }
        Json::Object(map) => {
            let h: RHash = ruby.hash_new_capa(map.len());
            for (k, v) in map {
                h.aset(ruby.sym_new(k.as_str()), json(ruby, v)?)?;
            }
            h.into_value_with(ruby)
        }
    })
}
