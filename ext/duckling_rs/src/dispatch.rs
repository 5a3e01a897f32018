//! How a parse meets the GVL. All GVL and scheduler handling lives here.
//!
//! - Below `gvl_release_threshold` bytes the parse runs holding the GVL (`run_held`): releasing costs more than
//!   such a parse. A long parse held this way (threshold `nil`) still yields the GVL every ~2 ms and checks
//!   interrupts, so other threads, `Timeout` and `Thread#kill` are served (the mysql2 approach).
//! - At or above it the parse goes through `rb_nogvl` (`run_released`), with `RB_NOGVL_OFFLOAD_SAFE` when built
//!   against Ruby ≥ 3.4: a Fiber scheduler that defines `blocking_operation_wait` (async with a `worker_pool:`)
//!   then runs it on a worker thread while its reactor keeps serving. Flags 0 on older Rubies.
//!
//! The facts this relies on (design.md §5, shared/notes/gvl-offload-facts.md):
//! - `rb_nogvl` may raise (a pending interrupt, or the scheduler's hook raising), so it runs under `protect`.
//! - Its return value cannot be trusted; the job records whether the work ran. "Did not run, nothing raised"
//!   (a hook that returned without calling `work`) is real: the parse then runs again with flags 0.
//! - A scheduler may unwind the caller while the worker still runs, so input, result and cancel flag live in a
//!   heap-owned [`Job`], not on the stack.
//! - The unblocking function only sets the job's cancel flag: thread-safe, idempotent, no allocation. A parse
//!   cancelled by an interrupt that did not raise (a signal trap ran) is simply run again.

use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, TryLockError};
use std::time::{Duration, Instant};

use magnus::{Error, Ruby};
use rb_sys::{Qnil, VALUE};

/// `RB_NOGVL_OFFLOAD_SAFE` exists only in Ruby ≥ 3.4 headers; older Rubies ignore the bit, but the constant
/// would not compile there, hence the cfg from `rb-sys-env`.
#[cfg(ruby_gte_3_4)]
const RELEASE_FLAGS: i32 = rb_sys::RB_NOGVL_OFFLOAD_SAFE as i32;
#[cfg(not(ruby_gte_3_4))]
const RELEASE_FLAGS: i32 = 0;

/// Whether released parses offer themselves to a Fiber scheduler (`RELEASE_FLAGS`) or release plainly (flags
/// 0). Always on in use; the offload experiment (research/offload) turns it off to compare both on one Ruby.
static OFFLOAD: AtomicBool = AtomicBool::new(true);

/// `Native.__offload = bool`, for the research experiments only.
pub(crate) fn set_offload(enabled: bool) {
    OFFLOAD.store(enabled, Ordering::Relaxed);
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

/// How long a parse that holds the GVL runs before it lets other threads in and checks interrupts.
const HELD_SLICE: Duration = Duration::from_millis(2);

/// `parse_all` groups texts so that one dispatch amortises the release cost, and the results of one chunk
/// are converted to Ruby (holding the GVL) in well under 2 ms.
const CHUNK_BYTES: usize = 64 * 1024;
const CHUNK_TEXTS: usize = 256;

/// A retry bound for parses cancelled by interrupts that did not raise; past it the parse runs holding the GVL.
const MAX_RELEASED_ATTEMPTS: u32 = 16;

/// How long a caller leaving by an exception waits for a cancelled job still running on another thread. The
/// engine stops within about a millisecond of the cancel flag; the bound only keeps a worker that never
/// finishes from hanging the caller (which holds the GVL).
const ABANDON_WAIT: Duration = Duration::from_secs(5);

/// `Native.gvl_release_threshold`: `nil` for never.
pub(crate) fn threshold() -> Option<i64> {
    Some(THRESHOLD.load(Ordering::Relaxed)).filter(|t| *t >= 0)
}

/// `Native.gvl_release_threshold = bytes | nil` (Ruby validates the argument).
pub(crate) fn set_threshold(bytes: Option<i64>) {
    THRESHOLD.store(bytes.unwrap_or(-1), Ordering::Relaxed);
}

fn releases(bytes: usize) -> bool {
    let t = THRESHOLD.load(Ordering::Relaxed);
    t >= 0 && bytes as u64 >= t as u64
}

/// The work a dispatch runs: a plain function of its owned input and a "should I stop?" probe.
type Work<I, T> = fn(&I, &dyn Fn() -> bool) -> T;

/// Runs `work(input)` by the size policy. Returns the work's result, or the Ruby exception that interrupted it,
/// or `Duckling::Error` if the work panicked.
pub(crate) fn run<I, T>(ruby: &Ruby, bytes: usize, input: I, work: Work<I, T>) -> Result<T, Error>
where
    I: Send + 'static,
    T: Send + 'static,
{
    if releases(bytes) {
        run_released(ruby, input, work)
    } else {
        run_held(ruby, &input, work)
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

/// Runs the work on this thread with the GVL held. Every `HELD_SLICE` the probe lets other Ruby threads run
/// and handles pending interrupts; if one raises, the work is stopped and the exception re-raised.
fn run_held<I, T>(ruby: &Ruby, input: &I, work: Work<I, T>) -> Result<T, Error> {
    let interrupted: std::cell::Cell<Option<Error>> = std::cell::Cell::new(None);
    let slice_start = std::cell::Cell::new(Instant::now());
    let calls = std::cell::Cell::new(0u32);
    let should_stop = || {
        // Reading the clock costs ~20 ns; the engine may probe more often than that is worth.
        calls.set(calls.get().wrapping_add(1));
        if calls.get() % 16 != 0 || slice_start.get().elapsed() < HELD_SLICE {
            return false;
        }
        if let Err(e) = yield_and_check_interrupts(ruby) {
            interrupted.set(Some(e));
            return true;
        }
        slice_start.set(Instant::now());
        false
    };
    let result = catch_unwind(AssertUnwindSafe(|| work(input, &should_stop)));
    match interrupted.take() {
        Some(e) => Err(e),
        None => result.map_err(|panic| panic_error(ruby, panic)),
    }
}

/// Lets other threads take the GVL if any want it, then runs pending interrupts (which may raise).
fn yield_and_check_interrupts(ruby: &Ruby) -> Result<(), Error> {
    let alone = ruby.thread_alone();
    // SAFETY: both calls need the GVL, which this thread holds; `protect` catches the longjmp of a raise.
    magnus::rb_sys::protect(|| unsafe {
        if !alone {
            rb_sys::rb_thread_schedule();
        }
        rb_sys::rb_thread_check_ints();
        Qnil as VALUE
    })
    .map(drop)
}

// ---------------------------------------------------------------------------------------------------------
// Releasing the GVL.

const PENDING: u8 = 0;
const RUNNING: u8 = 1;
const DONE: u8 = 2;
const ABANDONED: u8 = 3;

/// Everything a released parse touches, heap-owned and shared with whichever thread runs it.
struct Job<I, T> {
    /// PENDING → RUNNING → DONE, or PENDING → ABANDONED when the caller gave up before it started.
    state: AtomicU8,
    /// Set by the unblocking function (an interrupt) or by the caller giving up; polled by the engine.
    cancel: AtomicBool,
    input: Mutex<Option<I>>,
    output: Mutex<Option<std::thread::Result<T>>>,
    work: Work<I, T>,
    /// The thread that runs the work ([`thread_mark`]), 0 before it starts.
    runner: AtomicUsize,
}

thread_local! {
    static THREAD_MARK: u8 = const { 0 };
}

/// A number that tells this thread from every other live thread: the address of a thread-local.
fn thread_mark() -> usize {
    THREAD_MARK.with(|mark| mark as *const u8 as usize)
}

/// Locks `m` unless another frame holds it: one unwound by a longjmp (a stack overflow raised as
/// `SystemStackError` in the middle of the work) never releases its lock.
fn try_lock<X>(m: &Mutex<X>) -> Option<MutexGuard<'_, X>> {
    match m.try_lock() {
        Ok(guard) => Some(guard),
        Err(TryLockError::Poisoned(poisoned)) => Some(poisoned.into_inner()),
        Err(TryLockError::WouldBlock) => None,
    }
}

fn lock<X>(m: &Mutex<X>) -> std::sync::MutexGuard<'_, X> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The function `rb_nogvl` runs, on this thread or a scheduler's worker. Never unwinds.
unsafe extern "C" fn run_job<I, T>(data: *mut c_void) -> *mut c_void {
    // SAFETY: `data` is `Arc::as_ptr` of a Job the caller keeps alive until it has seen DONE or ABANDONED
    // (normal return) or forever (`abandon` leaks it), so the reference is valid for this whole call.
    let job = unsafe { &*(data as *const Job<I, T>) };
    if job
        .state
        .compare_exchange(PENDING, RUNNING, Ordering::AcqRel, Ordering::Acquire)
        .is_err()
    {
        return std::ptr::null_mut(); // abandoned, or a second call of the same work
    }
    job.runner.store(thread_mark(), Ordering::Release);
    let result = {
        let input = lock(&job.input);
        catch_unwind(AssertUnwindSafe(|| match input.as_ref() {
            Some(input) => (job.work)(input, &|| job.cancel.load(Ordering::Relaxed)),
            None => unreachable!("input is only taken from a PENDING job"),
        }))
    };
    *lock(&job.output) = Some(result);
    job.state.store(DONE, Ordering::Release);
    std::ptr::null_mut()
}

/// The unblocking function: asks the engine to stop. Thread-safe, idempotent, allocation-free.
unsafe extern "C" fn cancel_job<I, T>(data: *mut c_void) {
    // SAFETY: as in `run_job`; only the atomic flag is touched.
    let job = unsafe { &*(data as *const Job<I, T>) };
    job.cancel.store(true, Ordering::Relaxed);
}

fn run_released<I, T>(ruby: &Ruby, input: I, work: Work<I, T>) -> Result<T, Error>
where
    I: Send + 'static,
    T: Send + 'static,
{
    let job = Arc::new(Job {
        state: AtomicU8::new(PENDING),
        cancel: AtomicBool::new(false),
        input: Mutex::new(Some(input)),
        output: Mutex::new(None),
        work,
        runner: AtomicUsize::new(0),
    });
    let mut flags = if OFFLOAD.load(Ordering::Relaxed) {
        RELEASE_FLAGS
    } else {
        0
    };
    for _ in 0..MAX_RELEASED_ATTEMPTS {
        let data = Arc::as_ptr(&job) as *mut c_void;
        // SAFETY: `run_job`/`cancel_job` match the job's types; `data` stays valid as argued in `run_job`.
        // `protect` turns a raise inside `rb_nogvl` (interrupt, scheduler hook) into an `Err`.
        let released = magnus::rb_sys::protect(|| unsafe {
            rb_sys::rb_nogvl(
                Some(run_job::<I, T>),
                data,
                Some(cancel_job::<I, T>),
                data,
                flags,
            );
            Qnil as VALUE
        });
        if let Err(e) = released {
            abandon(job);
            return Err(e);
        }
        match job.state.load(Ordering::Acquire) {
            DONE if !job.cancel.load(Ordering::Relaxed) => {
                let result = lock(&job.output).take().expect("a DONE job has its output");
                return result.map_err(|panic| panic_error(ruby, panic));
            }
            // Interrupted by something that did not raise (a trap handler ran): run it again.
            DONE => {
                lock(&job.output).take();
                job.cancel.store(false, Ordering::Relaxed);
                job.state.store(PENDING, Ordering::Release);
            }
            // Nothing ran and nothing raised: the scheduler's hook returned without calling `work`.
            // Release the plain way instead of offering it to the scheduler again.
            _ => flags = 0,
        }
    }
    let input = lock(&job.input)
        .take()
        .expect("a PENDING job has its input");
    run_held(ruby, &input, work)
}

/// The caller is leaving by an exception while the job may be queued on, or running on, another thread.
/// Make sure it stops, free its input and output, and leak the small remainder: a worker may still read the
/// job's atomics, and a scheduler may call the work later, so freeing the job itself would be a use-after-free.
fn abandon<I, T>(job: Arc<Job<I, T>>) {
    job.cancel.store(true, Ordering::Relaxed);
    let queued = job
        .state
        .compare_exchange(PENDING, ABANDONED, Ordering::AcqRel, Ordering::Acquire)
        .is_ok();
    // Work that ran on this very thread and is still "running" was unwound by a longjmp: nothing will finish it.
    let ran_here = job.runner.load(Ordering::Acquire) == thread_mark();
    if !queued && !ran_here {
        let deadline = Instant::now() + ABANDON_WAIT;
        while job.state.load(Ordering::Acquire) == RUNNING && Instant::now() < deadline {
            std::thread::sleep(Duration::from_micros(50));
        }
    }
    if job.state.load(Ordering::Acquire) != RUNNING {
        // The text can be megabytes: free it now, or every interrupted parse would leak its copy.
        try_lock(&job.input).map(|mut input| input.take());
        try_lock(&job.output).map(|mut output| output.take());
    }
    std::mem::forget(job);
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

/// `Native.__panic_in_parse(bytes)`: panics inside the work of a dispatch of a `bytes`-long input, so the tests
/// can prove a panic becomes `Duckling::Error` on every path (held, released, offloaded).
pub(crate) fn panic_for_tests(ruby: &Ruby, bytes: usize) -> Result<(), Error> {
    run(ruby, bytes, (), |_, _| {
        panic!("deliberate panic for the test suite")
    })
}
