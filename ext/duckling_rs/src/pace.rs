//! Bounded stretches holding the GVL. Whatever runs holding it for a time that grows with the input — a held
//! parse, building the result's Ruby objects, copying a long JSON text into a Ruby String — counts its steps on
//! a [`Pacer`], and once a slice is used up it [`pause`]s: other threads get the GVL, a Fiber scheduler runs its
//! other fibers, and pending interrupts run (`Thread#kill`, `Timeout` and a stopped Async task end the call).

use std::cell::Cell;
use std::time::{Duration, Instant};

use magnus::rb_sys::AsRawValue;
use magnus::{Error, Ruby};
use rb_sys::{Qnil, VALUE};

/// The longest stretch, in time, between two pauses. Under a scheduler each pause is one trip through the
/// event loop (a few µs), so pausing this often costs well under 1 % of the work it splits.
const SLICE: Duration = Duration::from_millis(1);

/// Steps between two readings of the clock (~20 ns each). A step is an entity (a few µs at most to convert), a
/// probe call of the engine (µs apart), or a megabyte copied, so this many steps stay far below [`SLICE`].
const STEPS_PER_CHECK: u32 = 32;

/// Counts steps of work holding the GVL and says when a slice is used up. It reads the clock only every
/// [`STEPS_PER_CHECK`] steps, and the first reading starts the slice: short work never reads it.
pub(crate) struct Pacer {
    steps: Cell<u32>,
    slice_start: Cell<Option<Instant>>,
}

impl Pacer {
    pub(crate) fn new() -> Self {
        Pacer {
            steps: Cell::new(0),
            slice_start: Cell::new(None),
        }
    }

    /// One step done: pauses if the slice is used up. An `Err` is the interrupt that ended the pause (the caller
    /// stops and returns it).
    pub(crate) fn step(&self, ruby: &Ruby) -> Result<(), Error> {
        let steps = self.steps.get().wrapping_add(1);
        self.steps.set(steps);
        if steps % STEPS_PER_CHECK != 0 {
            return Ok(());
        }
        self.check(ruby)
    }

    /// Like [`Pacer::step`] for a step too long to count: reads the clock now.
    pub(crate) fn check(&self, ruby: &Ruby) -> Result<(), Error> {
        if self.used_up() {
            pause(ruby)?;
            self.slice_start.set(Some(Instant::now()));
        }
        Ok(())
    }

    fn used_up(&self) -> bool {
        match self.slice_start.get() {
            Some(start) => start.elapsed() >= SLICE,
            None => {
                self.slice_start.set(Some(Instant::now()));
                false
            }
        }
    }
}

/// Lets others run, then runs pending interrupts (which may raise: the `Err`).
/// - Other threads: `rb_thread_schedule` hands the GVL to one that waits for it (skipped when this is the only
///   thread).
/// - Other fibers: from a non-blocking fiber under a Fiber scheduler, `kernel_sleep(0)` goes once through the
///   scheduler's event loop, which runs the fibers that are due (an async task's timers, a ticker) before it
///   resumes this one. `rb_fiber_scheduler_current` is nil from a blocking fiber, so there this is skipped.
pub(crate) fn pause(ruby: &Ruby) -> Result<(), Error> {
    let alone = ruby.thread_alone();
    let zero = ruby.integer_from_i64(0).as_raw();
    // SAFETY: every call here needs the GVL, which this thread holds; `protect` catches the longjmp of a raise
    // (an interrupt, or the scheduler raising in `kernel_sleep` because the task was stopped). Nothing in the
    // closure owns memory that a longjmp would skip freeing.
    magnus::rb_sys::protect(|| unsafe {
        if !alone {
            rb_sys::rb_thread_schedule();
        }
        let scheduler = rb_sys::rb_fiber_scheduler_current();
        if scheduler != Qnil as VALUE {
            rb_sys::rb_fiber_scheduler_kernel_sleep(scheduler, zero);
        }
        rb_sys::rb_thread_check_ints();
        Qnil as VALUE
    })
    .map(drop)
}
