//! `deadline:`: a parse that stops when its time is up and answers what it found in time, raised as
//! `Duckling::DeadlineExceeded` carrying it.
//!
//! One mechanism with cancellation: the deadline is one more clause of the probe the engine polls (the dispatch's
//! probe answers interrupts), and the engine's `_partial` entry points answer the entities of the windows a stopped
//! parse finished. The dispatch tells the two apart as it always has: an interrupt cancels the job and its answer
//! is dropped; a parse stopped by its deadline alone ends normally, with a partial answer.

use std::cell::Cell;
use std::time::{Duration, Instant};

use magnus::value::Lazy;
use magnus::{Error, ExceptionClass, RModule, Ruby, Value, kwargs, prelude::*};

/// `Duckling::DeadlineExceeded` (lib/duckling/errors.rb).
static DEADLINE_EXCEEDED: Lazy<ExceptionClass> = Lazy::new(|ruby| {
    let duckling: RModule = ruby
        .class_object()
        .const_get("Duckling")
        .expect("Duckling is defined at init");
    duckling
        .const_get("DeadlineExceeded")
        .expect("Duckling::DeadlineExceeded is loaded before the extension")
});

/// Probe calls between two readings of the clock (~20 ns each). The engine calls its probe up to a few hundred
/// thousand times per megabyte, microseconds apart at most (research/cancel), so this many calls cost far less
/// than the deadline's precision (research/deadline) and the clock stays off the profile.
const CALLS_PER_CHECK: u32 = 16;

/// When a parse must stop: a point on the monotonic clock, fixed when the call begins.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deadline {
    at: Option<Instant>,
    seconds: f64,
}

impl Deadline {
    /// No deadline.
    pub(crate) const NONE: Deadline = Deadline {
        at: None,
        seconds: 0.0,
    };

    /// `seconds` from now (`Duckling::Arguments.deadline` made it a Float ≥ 0); `None`, or a time past the
    /// clock's range, is no deadline.
    pub(crate) fn starting_now(seconds: Option<f64>) -> Deadline {
        let Some(seconds) = seconds else {
            return Deadline::NONE;
        };
        let at = Duration::try_from_secs_f64(seconds)
            .ok()
            .and_then(|d| Instant::now().checked_add(d));
        Deadline { at, seconds }
    }

    /// Whether there is a deadline: without one a parse runs as it always has (`parse_compact`, windows of 1 KB).
    pub(crate) fn is_set(&self) -> bool {
        self.at.is_some()
    }

    /// The probe a parse under this deadline polls: `should_stop` (an interrupt), or the time is up. Once up it
    /// stays up.
    pub(crate) fn probe<'a>(&self, should_stop: &'a dyn Fn() -> bool) -> impl Fn() -> bool + 'a {
        let at = self.at;
        let calls = Cell::new(0u32);
        let passed = Cell::new(false);
        move || {
            if should_stop() {
                return true;
            }
            let Some(at) = at else { return false };
            if !passed.get() {
                let n = calls.get().wrapping_add(1);
                calls.set(n);
                passed.set(n % CALLS_PER_CHECK == 0 && Instant::now() >= at);
            }
            passed.get()
        }
    }

    /// `Duckling::DeadlineExceeded` carrying `answer` (the entities of the part finished, in the shape the method
    /// answers) and `parsed_to`, the character offset they are complete to.
    pub(crate) fn exceeded(&self, ruby: &Ruby, answer: Value, parsed_to: usize) -> Error {
        let message = format!(
            "the parse passed its deadline of {} s: the answer covers the text before character {parsed_to}",
            self.seconds
        );
        let class = ruby.get_inner(&DEADLINE_EXCEEDED);
        match class.new_instance((
            message,
            kwargs!(ruby, "entities" => answer, "parsed_to" => parsed_to),
        )) {
            Ok(exception) => Error::from(exception),
            Err(e) => e,
        }
    }
}
