//! `Duckling::TestHooks`: switches and probes for the test suite and the research experiments, defined only
//! when the process starts with `DUCKLING_TEST_HOOKS=1` (test/test_helper.rb and research/ set it before
//! `require "duckling"`), so they are no part of the gem's surface.

use std::time::Instant;

use duckling_engine::parse_compact;
use magnus::{Error, RModule, Ruby, Value, function, prelude::*};

use crate::dispatch;

/// The environment variable that makes the extension define the hooks at load time.
const SWITCH: &str = "DUCKLING_TEST_HOOKS";

pub(crate) fn define(duckling: RModule) -> Result<(), Error> {
    if std::env::var_os(SWITCH).is_none_or(|v| v != "1") {
        return Ok(());
    }
    let hooks = duckling.define_module("TestHooks")?;
    hooks.define_singleton_method("panic_in_parse", function!(dispatch::panic_for_tests, 1))?;
    hooks.define_singleton_method("engine_us", function!(engine_us, 3))?;
    Ok(())
}

/// `TestHooks.engine_us(text, reference_time, calls)`: the engine's own time per parse of `text` (all dims,
/// default locale), in µs, over `calls` parses in a loop here: what `rake bench` compares the Ruby call with.
fn engine_us(ruby: &Ruby, text: Value, reference_time: Value, calls: usize) -> Result<f64, Error> {
    let text = crate::arguments::text(ruby, text)?;
    let (nil, no) = (ruby.qnil().as_value(), ruby.qfalse().as_value());
    let options = crate::arguments::options(ruby, nil, reference_time, nil, nil, no, nil)?;
    let never = || false;
    let start = Instant::now();
    for _ in 0..calls {
        let entities = parse_compact(&text, &options, &never);
        std::hint::black_box(entities).ok();
    }
    Ok(start.elapsed().as_secs_f64() * 1e6 / calls.max(1) as f64)
}
