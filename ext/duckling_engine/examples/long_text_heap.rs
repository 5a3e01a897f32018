//! What the peak of one long parse is made of (research/long-texts): the heap bytes the engine asks for,
//! counted by a global allocator around the gem's (mimalloc), at these points:
//! - `grammar`: live before the parse: the compiled grammar and regexes (a warm-up parse), a small chart's
//!   room, and the text;
//! - `peak`: the most live at once during the parse, above `grammar`;
//! - `answer`: live after it, above `grammar` — the entities, then what is left when their values are
//!   dropped (`values` is the difference), then when the entities are dropped too (`room`: the chart's room
//!   kept for the thread's next parse, and whatever else outlives a parse).
//!
//! ```text
//! cargo build --release -p duckling_engine --example long_text_heap
//! target/release/examples/long_text_heap --unit '9 ' --times 500000 --dims number [--values text]
//! ```
//!
//! Figures are requested bytes, MB = 2^20; RSS adds the allocator's size classes and free pages. With
//! `--values text` each value is replaced by a `null` text of 4 bytes to drop it: those count under
//! `bodies_etc`.

use std::alloc::{GlobalAlloc, Layout};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

mod long;

use duckling_engine::{Entity, Error, Options, parse, parse_compact};

/// mimalloc, counting the bytes live and the most live since the last [`Counting::reset_peak`].
struct Counting {
    live: AtomicUsize,
    peak: AtomicUsize,
}

impl Counting {
    fn live(&self) -> usize {
        self.live.load(Ordering::Relaxed)
    }

    fn peak(&self) -> usize {
        self.peak.load(Ordering::Relaxed)
    }

    fn reset_peak(&self) {
        self.peak.store(self.live(), Ordering::Relaxed);
    }

    fn grew(&self, bytes: usize) {
        let live = self.live.fetch_add(bytes, Ordering::Relaxed) + bytes;
        self.peak.fetch_max(live, Ordering::Relaxed);
    }

    fn shrank(&self, bytes: usize) {
        self.live.fetch_sub(bytes, Ordering::Relaxed);
    }
}

// SAFETY: every call is passed on to mimalloc unchanged, with the layout it was given; the counters only
// observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is mimalloc's.
        let p = unsafe { duckling_alloc::GemAllocator.alloc(layout) };
        if !p.is_null() {
            self.grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by mimalloc with `layout` (every allocation goes through `alloc`).
        unsafe { duckling_alloc::GemAllocator.dealloc(ptr, layout) };
        self.shrank(layout.size());
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let p = unsafe { duckling_alloc::GemAllocator.alloc_zeroed(layout) };
        if !p.is_null() {
            self.grew(layout.size());
        }
        p
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as for `dealloc`; `new_size` is the caller's, checked by its contract.
        let p = unsafe { duckling_alloc::GemAllocator.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            // Counted as the larger of the two sizes for the moment of the move, as a copy holds both.
            self.grew(new_size);
            self.shrank(layout.size());
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting {
    live: AtomicUsize::new(0),
    peak: AtomicUsize::new(0),
};

fn mb(bytes: usize) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

fn main() -> ExitCode {
    long::run(
        |args| measure(args, parse),
        |args| {
            measure(args, |text, options| {
                parse_compact(text, options, &|| false)
            })
        },
    )
}

/// One parse of the text with `parse`, and its figures.
fn measure<V: Default>(
    args: &long::Args,
    parse: impl Fn(&str, &Options) -> Result<Vec<Entity<V>>, Error>,
) -> ExitCode {
    let text = args.text();
    let options = args.options();
    if parse("warm up at 5pm", &options).is_err() {
        return ExitCode::FAILURE;
    }
    // The text was built before: the caller's, not the parse's.
    let base = ALLOCATOR.live();
    ALLOCATOR.reset_peak();
    let mut entities = match parse(&text, &options) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let peak = ALLOCATOR.peak() - base;
    let answer = ALLOCATOR.live() - base;
    let count = entities.len();
    let vec = entities.capacity() * size_of::<Entity<V>>();
    for e in &mut entities {
        drop(std::mem::take(&mut e.value));
    }
    let without_values = ALLOCATOR.live() - base;
    drop(entities);
    let room = ALLOCATOR.live() - base;
    let kb = text.len() as f64 / 1024.0;
    println!(
        "bytes={} entities={count} grammar_mb={:.1} peak_mb={:.1} peak_mb_per_mb={:.0} answer_mb={:.1} \
         values_mb={:.1} entity_vec_mb={:.1} bodies_etc_mb={:.1} room_mb={:.1} peak_minus_answer_mb={:.1} \
         bytes_per_entity={:.0}",
        text.len(),
        mb(base),
        mb(peak),
        mb(peak) * 1024.0 / kb,
        mb(answer),
        mb(answer - without_values),
        mb(vec),
        mb(without_values.saturating_sub(room + vec)),
        mb(room),
        mb(peak - answer),
        answer.saturating_sub(room) as f64 / count.max(1) as f64,
    );
    ExitCode::SUCCESS
}
