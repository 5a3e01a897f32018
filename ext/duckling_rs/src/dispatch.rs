//! How a parse meets the GVL. All GVL and scheduler handling lives here.
//!
//! - Below `gvl_release_threshold` bytes the parse runs holding the GVL (`run_held`): releasing costs more than
//!   such a parse. A long parse held this way (threshold `nil`) still pauses every slice (`pace`): other
//!   threads and a Fiber scheduler's fibers run, and `Timeout` and `Thread#kill` are served (the mysql2 approach).
//! - At or above it the parse goes through `rb_nogvl` (`run_released`), with `RB_NOGVL_OFFLOAD_SAFE` when built
//!   against Ruby ≥ 3.4: a Fiber scheduler that defines `blocking_operation_wait` (async with a `worker_pool:`)
//!   then runs it on a worker thread while its reactor keeps serving. Flags 0 on older Rubies.
//!
//! The facts this relies on (design.md §5, shared/notes/gvl-offload-facts.md):
//! - `rb_nogvl` may raise (a pending interrupt, or the scheduler's hook raising), so it runs under `protect`.
//! - Its return value cannot be trusted; the job records whether the work ran. "Did not run, nothing raised"
//!   (a hook that returned without calling `work`) is real: the parse then runs again with flags 0.
//! - A scheduler may unwind the caller while the worker still runs, so input, result and cancel flag live in a
//!   [`Job`] that caller and worker share (`Arc`): whichever lets go last frees it, nothing is leaked. `rb_nogvl`
//!   is given the job's number in a registry, not its address, so a late call finds nothing rather than freed
//!   memory. (One leak remains possible: work unwound by a longjmp on its own thread — a stack overflow raised
//!   as `SystemStackError` — never drops the reference it runs with.)
//! - The unblocking function only sets the job's cancel flag: thread-safe, idempotent, no allocation. A parse
//!   cancelled by an interrupt that did not raise (a signal trap ran) is simply run again.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use magnus::{Error, Ruby};
use rb_sys::{Qnil, VALUE};

use crate::pace::Pacer;
use crate::reaper;

/// `RB_NOGVL_OFFLOAD_SAFE` exists only in Ruby ≥ 3.4 headers; older Rubies ignore the bit, but the constant
/// would not compile there, hence the cfg from `rb-sys-env`.
#[cfg(ruby_gte_3_4)]
const RELEASE_FLAGS: i32 = rb_sys::RB_NOGVL_OFFLOAD_SAFE as i32;
#[cfg(not(ruby_gte_3_4))]
const RELEASE_FLAGS: i32 = 0;

/// Bytes at or above which a released parse offers itself to a Fiber scheduler (`RELEASE_FLAGS`); below it, it
/// releases plainly (flags 0), and under a scheduler its thread waits for it. −1 means never. Offloading costs
/// tens of µs per call, releasing a fraction of one, so offloading pays only for parses far longer than that:
/// research/hold/README.md ("offload threshold") measured it.
const DEFAULT_OFFLOAD_THRESHOLD: i64 = 4 * 1024;
static OFFLOAD_THRESHOLD: AtomicI64 = AtomicI64::new(DEFAULT_OFFLOAD_THRESHOLD);

/// `Native.offload_threshold`: `nil` for never.
pub(crate) fn offload_threshold() -> Option<i64> {
    Some(OFFLOAD_THRESHOLD.load(Ordering::Relaxed)).filter(|t| *t >= 0)
}

/// `Native.offload_threshold = bytes | nil` (Ruby validates the argument).
pub(crate) fn set_offload_threshold(bytes: Option<i64>) {
    OFFLOAD_THRESHOLD.store(bytes.unwrap_or(-1), Ordering::Relaxed);
}

/// Whether a released parse of `bytes` is offered to a Fiber scheduler (`Native.offloads?`).
pub(crate) fn offloads(bytes: usize) -> bool {
    at_least(bytes, &OFFLOAD_THRESHOLD)
}

/// What `Duckling.dispatch` reports.
#[cfg(ruby_gte_3_4)]
pub(crate) const MODE: &str = "offload_safe";
#[cfg(not(ruby_gte_3_4))]
pub(crate) const MODE: &str = "nogvl";

/// Bytes at or above which a parse releases the GVL; −1 means never. research/threshold/README.md measured it:
/// releasing costs nothing measurable per call (within the run's ±3 % noise), while a loop of short held parses
/// keeps another thread off the GVL for a whole time slice (~100 ms at p99); from 256 bytes on, the longest held
/// stretch is under 0.2 ms and the other thread's p99 wait about 1 ms. Larger thresholds trade that latency
/// for fewer offloads under a Fiber scheduler, where each costs tens of µs (research/overhead/README.md).
const DEFAULT_THRESHOLD: i64 = 256;
static THRESHOLD: AtomicI64 = AtomicI64::new(DEFAULT_THRESHOLD);

/// `parse_all` groups texts so that one dispatch amortises the release cost, and the results of one chunk
/// are converted to Ruby (holding the GVL) in well under 2 ms.
const CHUNK_BYTES: usize = 64 * 1024;
const CHUNK_TEXTS: usize = 256;

/// A retry bound for parses cancelled by interrupts that did not raise; past it the parse runs holding the GVL.
const MAX_RELEASED_ATTEMPTS: u32 = 16;

/// `Native.gvl_release_threshold`: `nil` for never.
pub(crate) fn threshold() -> Option<i64> {
    Some(THRESHOLD.load(Ordering::Relaxed)).filter(|t| *t >= 0)
}

/// `Native.gvl_release_threshold = bytes | nil` (Ruby validates the argument).
pub(crate) fn set_threshold(bytes: Option<i64>) {
    THRESHOLD.store(bytes.unwrap_or(-1), Ordering::Relaxed);
}

/// The size policy: whether a parse of `bytes` releases the GVL (`Native.releases?`).
pub(crate) fn releases(bytes: usize) -> bool {
    at_least(bytes, &THRESHOLD)
}

fn at_least(bytes: usize, threshold: &AtomicI64) -> bool {
    let t = threshold.load(Ordering::Relaxed);
    t >= 0 && bytes as u64 >= t as u64
}

/// The work a dispatch runs: a plain function of its owned input and a "should I stop?" probe.
pub(crate) type Work<I, T> = fn(&I, &dyn Fn() -> bool) -> T;

/// Runs `work(input)` by the size policy. Returns the work's result, or the Ruby exception that interrupted it,
/// or `Duckling::Error` if the work panicked.
/// `pacer` paces whatever of it holds the GVL (all of it below the threshold).
pub(crate) fn run<I, T>(
    ruby: &Ruby,
    bytes: usize,
    input: I,
    work: Work<I, T>,
    pacer: &Pacer,
) -> Result<T, Error>
where
    I: Send + Sync + 'static,
    T: Send + 'static,
{
    if releases(bytes) {
        run_released(ruby, bytes, input, work, pacer)
    } else {
        run_held(ruby, &input, work, pacer)
    }
}

/// Splits texts into chunks of at most `CHUNK_TEXTS` texts and about `CHUNK_BYTES` bytes.
pub(crate) fn chunks(texts: Vec<String>) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut bytes = 0;
    for text in texts {
        if !current.is_empty() && (current.len() == CHUNK_TEXTS || bytes + text.len() > CHUNK_BYTES)
        {
            out.push(std::mem::take(&mut current));
            bytes = 0;
        }
        bytes += text.len();
        current.push(text);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

// ---------------------------------------------------------------------------------------------------------
// Holding the GVL.

/// Runs the work on this thread with the GVL held. The probe counts a [`Pacer`] step per call, so every slice
/// it lets other threads and fibers run and handles pending interrupts; if one raises, the work is stopped and
/// the exception re-raised.
fn run_held<I, T: Send + 'static>(
    ruby: &Ruby,
    input: &I,
    work: Work<I, T>,
    pacer: &Pacer,
) -> Result<T, Error> {
    let interrupted: Cell<Option<Error>> = Cell::new(None);
    let should_stop = || match pacer.step(ruby) {
        Ok(()) => false,
        Err(e) => {
            interrupted.set(Some(e));
            true
        }
    };
    let result = catch_unwind(AssertUnwindSafe(|| work(input, &should_stop)));
    match interrupted.take() {
        Some(e) => {
            if let Ok(value) = result {
                reaper::drop_later(value);
            }
            Err(e)
        }
        None => result.map_err(|panic| panic_error(ruby, panic)),
    }
}

// ---------------------------------------------------------------------------------------------------------
// Releasing the GVL.

const PENDING: u8 = 0;
const RUNNING: u8 = 1;
const DONE: u8 = 2;

/// Everything a released parse touches, shared (`Arc`) by the caller and whichever thread runs it: the last
/// of the two to let go frees it, so neither can free it while the other still needs it.
struct Job<I, T> {
    /// PENDING → RUNNING → DONE (DONE is stored with `output` locked, so a waiter that sees the output sees DONE).
    state: AtomicU8,
    /// Set by the unblocking function (an interrupt) or by the caller giving up; polled by the engine.
    cancel: AtomicBool,
    input: I,
    output: Mutex<Option<std::thread::Result<T>>>,
    /// Signalled when the output is stored or the job is cancelled.
    finished: Condvar,
    work: Work<I, T>,
    /// Whether the work runs on a helper thread of its own ([`detach`]).
    detaches: bool,
}

/// What `run_job` and `cancel_job` see of a job, whatever its types.
trait Task: Send + Sync {
    /// Runs the work here, PENDING → RUNNING → DONE; does nothing if it is not PENDING.
    fn run(&self);
    fn cancel(&self);
    fn detaches(&self) -> bool;
    /// Waits until the output is stored, or until the job is cancelled if `or_cancelled`.
    fn wait(&self, or_cancelled: bool);
}

impl<I: Send + Sync, T: Send> Task for Job<I, T> {
    fn run(&self) {
        if self
            .state
            .compare_exchange(PENDING, RUNNING, Ordering::AcqRel, Ordering::Acquire)
            .is_err()
        {
            return; // a second call of the same work
        }
        let result = catch_unwind(AssertUnwindSafe(|| {
            (self.work)(&self.input, &|| self.cancel.load(Ordering::Relaxed))
        }));
        let mut output = lock(&self.output);
        *output = Some(result);
        self.state.store(DONE, Ordering::Release);
        drop(output);
        self.finished.notify_all();
    }

    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
        self.finished.notify_all();
    }

    fn detaches(&self) -> bool {
        self.detaches
    }

    fn wait(&self, or_cancelled: bool) {
        let mut output = lock(&self.output);
        while output.is_none() && !(or_cancelled && self.cancel.load(Ordering::Relaxed)) {
            // The timeout covers a cancel whose notification came between the check and the wait (the
            // unblocking function does not take the lock).
            output = self
                .finished
                .wait_timeout(output, WAIT_TICK)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }
}

/// Inputs of at least this many bytes are parsed on a helper thread ([`detach`]). Spawning it costs ~30 µs, under
/// 1 % of such a parse (~8 ms for 64 KB).
const DETACH_BYTES: usize = 64 * 1024;

/// The longest a waiter can miss a cancel by.
const WAIT_TICK: Duration = Duration::from_millis(1);

/// Runs a large job on a helper thread and waits, without the GVL, until it is done or cancelled. On cancel the
/// thread that `rb_nogvl` runs on (the caller's, or a scheduler's worker that the caller waits for) is free at
/// once, while the helper stops at the engine's next probe and frees what the parse built — tens of ms for a
/// megabyte — holding its own `Arc` to the job.
fn detach(job: Arc<dyn Task>) {
    let helper = job.clone();
    match std::thread::Builder::new()
        .name("duckling-parse".into())
        .spawn(move || helper.run())
    {
        Ok(_) => job.wait(true),
        Err(_) => job.run(), // no thread to be had: run it here
    }
}

/// The jobs a released parse has handed to `rb_nogvl`, by number. `rb_nogvl` gets the number, not a pointer:
/// a scheduler may call the work, or the unblocking function, after the caller has left (Ruby's test scheduler
/// kills its thread without joining it), and a number of a job no longer here is harmless. The caller
/// registers its job before `rb_nogvl` and removes it when `rb_nogvl` returns or raises ([`Registration`]);
/// a worker running the job holds its own `Arc` while it runs.
static JOBS: Mutex<BTreeMap<usize, Arc<dyn Task>>> = Mutex::new(BTreeMap::new());
static NEXT_JOB: AtomicUsize = AtomicUsize::new(1);

fn lock<X>(m: &Mutex<X>) -> MutexGuard<'_, X> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn registered(data: *mut c_void) -> Option<Arc<dyn Task>> {
    lock(&JOBS).get(&(data as usize)).cloned()
}

/// A job's place in [`JOBS`] for as long as this value lives.
struct Registration(usize);

impl Registration {
    fn new(job: Arc<dyn Task>) -> Self {
        let id = NEXT_JOB.fetch_add(1, Ordering::Relaxed);
        lock(&JOBS).insert(id, job);
        Registration(id)
    }

    fn data(&self) -> *mut c_void {
        self.0 as *mut c_void
    }
}

impl Drop for Registration {
    fn drop(&mut self) {
        // Freed outside the lock (`take`): the job's output can be large.
        let job = lock(&JOBS).remove(&self.0);
        drop(job);
    }
}

/// The function `rb_nogvl` runs, on this thread or a scheduler's worker. Never unwinds.
unsafe extern "C" fn run_job(data: *mut c_void) -> *mut c_void {
    if let Some(job) = registered(data) {
        if job.detaches() {
            detach(job);
        } else {
            job.run();
        }
        // A worker that outlived its caller frees the job here, off every Ruby thread's path.
    }
    std::ptr::null_mut()
}

/// The unblocking function: asks the engine to stop, and wakes a [`detach`]ed wait. Thread-safe, idempotent,
/// allocation-free.
unsafe extern "C" fn cancel_job(data: *mut c_void) {
    if let Some(job) = lock(&JOBS).get(&(data as usize)) {
        job.cancel();
    }
}

fn run_released<I, T>(
    ruby: &Ruby,
    bytes: usize,
    input: I,
    work: Work<I, T>,
    pacer: &Pacer,
) -> Result<T, Error>
where
    I: Send + Sync + 'static,
    T: Send + 'static,
{
    let job = Arc::new(Job {
        state: AtomicU8::new(PENDING),
        cancel: AtomicBool::new(false),
        input,
        output: Mutex::new(None),
        finished: Condvar::new(),
        work,
        detaches: bytes >= DETACH_BYTES,
    });
    let mut flags = if offloads(bytes) { RELEASE_FLAGS } else { 0 };
    for _ in 0..MAX_RELEASED_ATTEMPTS {
        let registration = Registration::new(job.clone());
        let data = registration.data();
        // SAFETY: `run_job`/`cancel_job` take any number and touch only a job still registered under it.
        // `protect` turns a raise inside `rb_nogvl` (interrupt, scheduler hook) into an `Err`.
        let released = magnus::rb_sys::protect(|| unsafe {
            rb_sys::rb_nogvl(Some(run_job), data, Some(cancel_job), data, flags);
            Qnil as VALUE
        });
        drop(registration);
        if let Err(e) = released {
            // A worker still running it sees the flag within about a millisecond and frees the job when done.
            job.cancel();
            reaper::drop_later(job);
            return Err(e);
        }
        match job.state.load(Ordering::Acquire) {
            DONE if !job.cancel.load(Ordering::Relaxed) => {
                let result = lock(&job.output).take().expect("a DONE job has its output");
                return result.map_err(|panic| panic_error(ruby, panic));
            }
            // Interrupted by something that did not raise (a trap handler ran): run it again, once a helper
            // still running the cancelled work (it stops at its next probe) has let go of it.
            RUNNING if job.cancel.load(Ordering::Relaxed) => {
                job.wait(false);
                reset(&job);
            }
            DONE => reset(&job),
            // Nothing ran and nothing raised: the scheduler's hook returned without calling `work`.
            // Release the plain way instead of offering it to the scheduler again.
            _ => flags = 0,
        }
    }
    run_held(ruby, &job.input, work, pacer)
}

/// Makes a job that ran, cancelled, PENDING again.
fn reset<I: Send + Sync + 'static, T: Send + 'static>(job: &Job<I, T>) {
    if let Some(stale) = lock(&job.output).take() {
        reaper::drop_later(stale);
    }
    job.cancel.store(false, Ordering::Relaxed);
    job.state.store(PENDING, Ordering::Release);
}

// ---------------------------------------------------------------------------------------------------------
// Panics.

fn panic_error(ruby: &Ruby, panic: Box<dyn std::any::Any + Send>) -> Error {
    let message = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_owned());
    Error::new(
        ruby.get_inner(&crate::DUCKLING_ERROR),
        format!("internal error in the parser: {message}"),
    )
}

/// `Duckling::TestHooks.panic_in_parse(bytes)`: panics inside the work of a dispatch of a `bytes`-long input, so the tests
/// can prove a panic becomes `Duckling::Error` on every path (held, released, offloaded).
pub(crate) fn panic_for_tests(ruby: &Ruby, bytes: usize) -> Result<(), Error> {
    run(
        ruby,
        bytes,
        (),
        |_, _| panic!("deliberate panic for the test suite"),
        &Pacer::new(),
    )
}
