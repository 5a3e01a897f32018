//! Fuzzes `duckling_engine::parse` over every dimension with options drawn from the input (see `header.rs`):
//! no panic, and every invariant of `invariants.rs` holds (offsets, bodies, order, no strict containment,
//! determinism, cancellation that never returns a partial answer).

#![no_main]

mod header;
mod invariants;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (fuzz, text) = header::FuzzOptions::split(data);
    let options = fuzz.to_options();
    let entities = match invariants::parse_checked(&text, &options) {
        Ok(entities) => entities,
        Err(why) => panic!("{why}\ntext: {text:?}\noptions: {options:?}"),
    };
    if let Some(polls) = fuzz.cancel_after
        && let Err(why) =
            invariants::check_cancellation(&text, &options, usize::from(polls), &entities)
    {
        panic!("{why}\ntext: {text:?}\noptions: {options:?}");
    }
});
