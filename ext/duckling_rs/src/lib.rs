//! The Ruby surface of duckling_rs: `Duckling::Native`, the few primitives `lib/duckling.rb` builds the public API on.
//!
//! Arguments arrive as the caller wrote them; this crate reads them (`arguments.rs`, which hands the unusual
//! ones to `Duckling::Arguments` in Ruby) into the engine's options (`options.rs`), decides how the parse meets the GVL (`dispatch.rs`), runs the engine, and
//! converts the entities back (`convert.rs`). No parsing logic lives here.

mod arguments;
mod convert;
mod deadline;
mod dispatch;
mod memory;
mod options;
mod pace;
mod reaper;
mod test_hooks;

use deadline::Deadline;
use duckling_engine::{
    CompactValue, Dim, DimSet, Entity, Error as EngineError, Explanation, Locale, Options, Partial,
    explain_cancellable, explain_partial, parse_compact, parse_compact_partial,
};
use magnus::rb_sys::FromRawValue;
use magnus::value::Lazy;
use magnus::{Error, ExceptionClass, RArray, RModule, Ruby, Symbol, Value, function, prelude::*};
use pace::Pacer;

/// The binding's allocator: mimalloc instead of glibc's malloc. A megabyte of entity-dense text makes a million
/// small blocks; glibc takes tens of milliseconds to free them and to consolidate its free lists afterwards (in
/// whatever allocation comes next), and keeps the pages. Measured in research/hold (cancel latency, RSS). Its
/// blocks of the usual alignment come from mimalloc's plain `malloc` (ext/duckling_alloc says why).
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

/// `Duckling::Error`, the base class of the gem's own errors.
static DUCKLING_ERROR: Lazy<ExceptionClass> = Lazy::new(|ruby| {
    let duckling: RModule = ruby
        .class_object()
        .const_get("Duckling")
        .expect("Duckling is defined at init");
    duckling
        .const_get("Error")
        .expect("Duckling::Error is defined at init")
});

/// Maps engine errors to the Ruby exceptions the API documents.
fn engine_error(ruby: &Ruby, err: EngineError) -> Error {
    match err {
        EngineError::UnknownLocale(_)
        | EngineError::UnknownDim(_)
        | EngineError::UnknownTimeZone(_)
        | EngineError::ReferenceTimeOutOfRange(_)
        | EngineError::InvalidOption { .. } => {
            Error::new(ruby.exception_arg_error(), err.to_string())
        }
        EngineError::Cancelled => Error::new(ruby.get_inner(&DUCKLING_ERROR), err.to_string()),
    }
}

/// `Native.parse(text, locale, reference_time, tz, dims, latent, as_json, assumptions, deadline)`.
#[allow(clippy::too_many_arguments)] // one per keyword argument of `Duckling.parse`, plus the output format
fn parse(
    ruby: &Ruby,
    text: Value,
    locale: Value,
    reference_time: Value,
    tz: Value,
    dims: Value,
    latent: Value,
    as_json: bool,
    assumptions: Value,
    deadline: Option<f64>,
) -> Result<Value, Error> {
    let deadline = Deadline::starting_now(deadline);
    let text = arguments::text(ruby, text)?;
    let options = arguments::options(ruby, locale, reference_time, tz, dims, latent, assumptions)?;
    let pacer = Pacer::new();
    if as_json {
        // Rendered inside the dispatch too, so a released parse holds the GVL only to make the Ruby String.
        let (json, stopped_at) = run_engine(
            ruby,
            (text, options, deadline),
            |(text, options, deadline), should_stop| {
                let partial = entities_until(text, options, deadline, should_stop)?;
                // Past the deadline the answer is still rendered: only an interrupt stops that.
                let json = convert::render_json(partial.found, should_stop)?;
                Ok((json, partial.stopped_at))
            },
            &pacer,
        )?;
        let json = convert::json_string(ruby, json, &pacer)?.as_value();
        return answer(ruby, &deadline, json, stopped_at);
    }
    let partial = run_engine(ruby, (text, options, deadline), parse_entities, &pacer)?;
    let entities = convert::entities(ruby, partial.found, &pacer)?.as_value();
    answer(ruby, &deadline, entities, partial.stopped_at)
}

/// A parse's input: the text, the options and the deadline.
type Input = (String, Options, Deadline);

/// Runs `work` on `input` as the dispatch decides, then purges what the parse of a long text freed.
fn run_engine<T: Send + 'static>(
    ruby: &Ruby,
    input: Input,
    work: dispatch::Work<Input, Result<T, EngineError>>,
    pacer: &Pacer,
) -> Result<T, Error> {
    let bytes = input.0.len();
    let built = duckling_engine::grammars_built();
    let out = dispatch::run(ruby, bytes, input, work, pacer)?.map_err(|e| engine_error(ruby, e))?;
    memory::purge_after(bytes, duckling_engine::grammars_built() != built);
    Ok(out)
}

/// The engine's entities of a text, up to its deadline, as [`run_engine`]'s work.
fn parse_entities(
    (text, options, deadline): &Input,
    should_stop: &dyn Fn() -> bool,
) -> Result<Partial<Entity<CompactValue>>, EngineError> {
    entities_until(text, options, deadline, should_stop)
}

/// The entities of `text`: without a deadline the parse as it always was, with one a parse that stops there and
/// answers the part finished.
fn entities_until(
    text: &str,
    options: &Options,
    deadline: &Deadline,
    should_stop: &dyn Fn() -> bool,
) -> Result<Partial<Entity<CompactValue>>, EngineError> {
    if deadline.is_set() {
        return parse_compact_partial(text, options, &deadline.probe(should_stop));
    }
    parse_compact(text, options, should_stop).map(|found| Partial {
        found,
        stopped_at: None,
    })
}

/// [`entities_until`] for `explain`.
fn explanations_until(
    text: &str,
    options: &Options,
    deadline: &Deadline,
    should_stop: &dyn Fn() -> bool,
) -> Result<Partial<Explanation>, EngineError> {
    if deadline.is_set() {
        return explain_partial(text, options, &deadline.probe(should_stop));
    }
    explain_cancellable(text, options, should_stop).map(|found| Partial {
        found,
        stopped_at: None,
    })
}

/// The method's answer, or, for a parse its deadline stopped at character `stopped_at`,
/// `Duckling::DeadlineExceeded` carrying it.
fn answer(
    ruby: &Ruby,
    deadline: &Deadline,
    answer: Value,
    stopped_at: Option<usize>,
) -> Result<Value, Error> {
    match stopped_at {
        None => Ok(answer),
        Some(at) => Err(deadline.exceeded(ruby, answer, at)),
    }
}

/// `Native.each_entity(text, locale, reference_time, tz, dims, latent, assumptions, deadline) { |entity| }`: yields
/// the entities of `parse` one at a time, each made just before it is yielded, so that an entity the block drops
/// dies young. `Duckling.each_entity` always passes the block (without one it returns an Enumerator). Past the
/// deadline it yields those of the part finished, then raises with none in the error (it yielded them).
#[allow(clippy::too_many_arguments)] // one per keyword argument of the API
fn each_entity(
    ruby: &Ruby,
    text: Value,
    locale: Value,
    reference_time: Value,
    tz: Value,
    dims: Value,
    latent: Value,
    assumptions: Value,
    deadline: Option<f64>,
) -> Result<(), Error> {
    let deadline = Deadline::starting_now(deadline);
    let text = arguments::text(ruby, text)?;
    let options = arguments::options(ruby, locale, reference_time, tz, dims, latent, assumptions)?;
    let pacer = Pacer::new();
    let partial = run_engine(ruby, (text, options, deadline), parse_entities, &pacer)?;
    convert::each_entity(ruby, partial.found, &pacer, |entity| {
        // SAFETY: `entity` is a live Hash just made (see `convert::each_entity`).
        let entity = unsafe { Value::from_raw(entity) };
        ruby.yield_value::<Value, Value>(entity).map(drop)
    })?;
    answer(
        ruby,
        &deadline,
        ruby.ary_new().as_value(),
        partial.stopped_at,
    )
    .map(drop)
}

/// `Native.explain(text, locale, reference_time, tz, dims, latent, assumptions, deadline)`: the entities with the rule
/// tree behind each, as JSON (a debugging aid: `Duckling.explain` reads it into Hashes, also the one a
/// `Duckling::DeadlineExceeded` carries).
#[allow(clippy::too_many_arguments)] // one per keyword argument of the API
fn explain(
    ruby: &Ruby,
    text: Value,
    locale: Value,
    reference_time: Value,
    tz: Value,
    dims: Value,
    latent: Value,
    assumptions: Value,
    deadline: Option<f64>,
) -> Result<Value, Error> {
    let deadline = Deadline::starting_now(deadline);
    let text = arguments::text(ruby, text)?;
    let options = arguments::options(ruby, locale, reference_time, tz, dims, latent, assumptions)?;
    let bytes = text.len();
    let pacer = Pacer::new();
    let (json, stopped_at) = dispatch::run(
        ruby,
        bytes,
        (text, options, deadline),
        |(text, options, deadline), should_stop| {
            explanations_until(text, options, deadline, should_stop).map(|partial| {
                let rendered: Vec<_> = partial
                    .found
                    .iter()
                    .map(|e| {
                        serde_json::json!({
                            "entity": e.entity,
                            "tree": e.tree,
                            "rendered": e.tree.as_ref().map(|t| t.render()),
                        })
                    })
                    .collect();
                let json = serde_json::Value::Array(rendered).to_string().into_bytes();
                (json, partial.stopped_at)
            })
        },
        &pacer,
    )?
    .map_err(|e| engine_error(ruby, e))?;
    let json = convert::json_string(ruby, json, &pacer)?.as_value();
    answer(ruby, &deadline, json, stopped_at)
}

/// `Native.parse_all(texts, locale, reference_time, tz, dims, latent, assumptions, deadline)`: one dispatch per
/// chunk of texts (see `dispatch::chunks`). Past the deadline, `Duckling::DeadlineExceeded` carries one result per text
/// begun, the last of them partial.
#[allow(clippy::too_many_arguments)] // one per keyword argument of the API
fn parse_all(
    ruby: &Ruby,
    texts: RArray,
    locale: Value,
    reference_time: Value,
    tz: Value,
    dims: Value,
    latent: Value,
    assumptions: Value,
    deadline: Option<f64>,
) -> Result<RArray, Error> {
    let deadline = Deadline::starting_now(deadline);
    let options = arguments::options(ruby, locale, reference_time, tz, dims, latent, assumptions)?;
    let texts = texts
        .into_iter()
        .map(|t| arguments::text(ruby, t))
        .collect::<Result<Vec<_>, _>>()?;
    let out = ruby.ary_new_capa(texts.len());
    let pacer = Pacer::new();
    for chunk in dispatch::chunks(texts) {
        let bytes = chunk.iter().map(String::len).sum();
        let built = duckling_engine::grammars_built();
        let (results, stopped_at) = dispatch::run(
            ruby,
            bytes,
            (chunk, options.clone(), deadline),
            |(chunk, options, deadline), should_stop| {
                let mut results = Vec::with_capacity(chunk.len());
                for text in chunk {
                    let partial = entities_until(text, options, deadline, should_stop)?;
                    results.push(partial.found);
                    if partial.stopped_at.is_some() {
                        return Ok((results, partial.stopped_at));
                    }
                }
                Ok((results, None))
            },
            &pacer,
        )?
        .map_err(|e| engine_error(ruby, e))?;
        // As a parse does (`memory::purge_after`): the build's scratch back to the system.
        if duckling_engine::grammars_built() != built {
            memory::purge_freed();
        }
        for entities in results {
            out.push(convert::entities(ruby, entities, &pacer)?)?;
        }
        if stopped_at.is_some() {
            return answer(ruby, &deadline, out.as_value(), stopped_at).map(|_| out);
        }
    }
    Ok(out)
}

/// `Native.dims(locale)`: Duckling's names of the supported dimensions, or of those `locale`'s language has
/// (`nil`: every one).
fn dims(ruby: &Ruby, locale: Option<String>) -> Result<Vec<&'static str>, Error> {
    let dims = match locale {
        None => DimSet::all(),
        Some(name) => {
            let locale: Locale = name.parse().map_err(|e| engine_error(ruby, e))?;
            locale.lang.dims()
        }
    };
    Ok(Dim::ALL
        .into_iter()
        .filter(|&d| dims.contains(d))
        .map(Dim::name)
        .collect())
}

/// `Native.preload(locale)`: builds the locale's grammar and compiles its regexes now (a boot-time call: tens to
/// hundreds of milliseconds, holding the GVL), so that no parse pays for them later.
fn preload(ruby: &Ruby, locale: String) -> Result<(), Error> {
    let locale: Locale = locale.parse().map_err(|e| engine_error(ruby, e))?;
    duckling_engine::preload(locale);
    // Building the grammar and compiling its every regex leave megabytes free: back to the system.
    memory::purge_freed();
    Ok(())
}

/// `Native.locales`: the locale names `parse` accepts.
fn locales() -> Vec<String> {
    Locale::supported()
}

/// `Native.releases?(bytes)`: whether a parse of a text this long releases the GVL (the size policy).
fn releases(bytes: usize) -> bool {
    dispatch::releases(bytes)
}

/// `Native.offloads?(bytes)`: whether a released parse of a text this long is offered to a Fiber scheduler.
fn offloads(bytes: usize) -> bool {
    dispatch::offloads(bytes)
}

/// `Native.dispatch`: what this build does with a released parse.
fn dispatch_mode(ruby: &Ruby) -> Symbol {
    ruby.to_symbol(dispatch::MODE)
}

/// `Native.check_options(...)`: validates options without parsing (lets Ruby fail fast with ArgumentError).
fn check_options(
    ruby: &Ruby,
    locale: Option<String>,
    tz: Option<String>,
    dims: Option<Vec<String>>,
) -> Result<(), Error> {
    options::build(
        locale.as_deref(),
        0,
        0,
        0,
        tz.as_deref(),
        dims.as_deref(),
        false,
    )
    .map(drop)
    .map_err(|e| engine_error(ruby, e))
}

#[magnus::init]
fn init(ruby: &Ruby) -> Result<(), Error> {
    // A panic is caught and raised as Duckling::Error carrying its message; Rust's default hook would also
    // print it to stderr, and a library must not write to the host's stderr.
    std::panic::set_hook(Box::new(|_| {}));
    // Every method here is Ractor-safe: no Ruby state is shared between calls; the Rust statics are atomics and
    // immutable compiled rules. Must be declared before the methods are defined.
    // SAFETY: called during extension init, holding the GVL, as Ruby requires.
    unsafe { rb_sys::rb_ext_ractor_safe(true) };
    let duckling = ruby.define_module("Duckling")?;
    duckling.define_error("Error", ruby.exception_standard_error())?;
    let native = duckling.define_module("Native")?;
    arguments::define_now(ruby, native)?;
    native.define_singleton_method("parse", function!(parse, 9))?;
    native.define_singleton_method("each_entity", function!(each_entity, 8))?;
    native.define_singleton_method("parse_all", function!(parse_all, 8))?;
    native.define_singleton_method("explain", function!(explain, 8))?;
    native.define_singleton_method("dims", function!(dims, 1))?;
    native.define_singleton_method("preload", function!(preload, 1))?;
    native.define_singleton_method("locales", function!(locales, 0))?;
    native.define_singleton_method("release_memory", function!(memory::release, 0))?;
    native.define_singleton_method("dispatch", function!(dispatch_mode, 0))?;
    native.define_singleton_method("check_options", function!(check_options, 3))?;
    native.define_singleton_method("gvl_release_threshold", function!(dispatch::threshold, 0))?;
    native.define_singleton_method(
        "gvl_release_threshold=",
        function!(dispatch::set_threshold, 1),
    )?;
    native.define_singleton_method("releases?", function!(releases, 1))?;
    native.define_singleton_method("offloads?", function!(offloads, 1))?;
    native.define_singleton_method(
        "offload_threshold",
        function!(dispatch::offload_threshold, 0),
    )?;
    native.define_singleton_method(
        "offload_threshold=",
        function!(dispatch::set_offload_threshold, 1),
    )?;
    test_hooks::define(duckling)?;
    Ok(())
}
