//! Hands the memory the allocators hold free back to the system: on request (`Duckling.release_memory`), the
//! binding's (mimalloc) and, with glibc, Ruby's (malloc), without fiddle, which Ruby 4.0 no longer ships; and
//! the binding's alone while a long answer becomes Ruby objects or a JSON String (`purge`, `purge_freed`).
//!
//! mimalloc returns freed pages to the system a second after they are freed (`purge_delay`), but only when some
//! thread next calls into it: a process that goes idle after a burst of long parses keeps them all. Measured
//! (research/server/production.md): after eight concurrent 1 MB parses it holds ~200 MB; a forced collection
//! takes it back to what is live (the compiled grammars, ~35 MB).

use std::ffi::c_void;

/// Purges every page mimalloc holds free, in every arena, then trims glibc's malloc, without the GVL (they walk
/// every arena: 8–16 ms after eight 1 MB parses). Each part is left out where its allocator is not there.
pub(crate) fn release() {
    without_gvl(collect, 0);
}

/// A text this long or longer has the working memory of its parse (tens of MB per MB of text, freed as the parse
/// ends) purged before its answer becomes Ruby objects: a purge takes about a millisecond, such a parse 50 ms or
/// more.
const PURGE_AFTER_BYTES: usize = 64 * 1024;

/// Purges what the parse of a text of `bytes` freed, if the text is long ([`PURGE_AFTER_BYTES`]) or the parse
/// built a grammar (`built`): building one and compiling the regexes of a first parse free 2–3 MB of scratch,
/// more than a fifth of what a fresh process's first parse leaves resident (research/cold-start). Once per
/// grammar, so once per locale in most processes.
pub(crate) fn purge_after(bytes: usize, built: bool) {
    if bytes >= PURGE_AFTER_BYTES || built {
        purge_freed();
    }
}

/// Purges the pages mimalloc holds free, without the GVL, while a long answer is converted: its entities are
/// freed one by one as they become Ruby objects, and without a purge their pages stay resident until the call
/// ends, on top of the Ruby objects that replace them (1 MB of dates: 85 MB, research/long-texts). Skipped when
/// an interrupt is pending (`RB_NOGVL_INTR_FAIL`: nothing raises here; the caller's next pause serves it).
pub(crate) fn purge_freed() {
    without_gvl(purge_mimalloc, rb_sys::RB_NOGVL_INTR_FAIL as i32);
}

/// Runs `work` without the GVL (`rb_nogvl` with `flags`; 0 is `rb_thread_call_without_gvl`, which may raise a
/// pending interrupt afterwards).
fn without_gvl(work: unsafe extern "C" fn(*mut c_void) -> *mut c_void, flags: i32) {
    // SAFETY: the work functions here take no data and touch no Ruby object, so they may run without the GVL.
    // There is no unblocking function: they cannot block, they only walk the allocator's own lists.
    unsafe {
        rb_sys::rb_nogvl(
            Some(work),
            std::ptr::null_mut(),
            None,
            std::ptr::null_mut(),
            flags,
        );
    }
}

unsafe extern "C" fn collect(_: *mut c_void) -> *mut c_void {
    purge();
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim may be called from any thread at any time; it only walks malloc's own arenas.
    unsafe {
        libc::malloc_trim(0);
    }
    std::ptr::null_mut()
}

unsafe extern "C" fn purge_mimalloc(_: *mut c_void) -> *mut c_void {
    purge();
    std::ptr::null_mut()
}

/// Purges the pages mimalloc holds free, on this thread as it is: where the GVL is not held (a parse's work), or
/// where holding it for the purge's millisecond is no longer than a slice of held work.
pub(crate) fn purge() {
    #[cfg(feature = "mimalloc")]
    // SAFETY: both may be called from any thread at any time. `mi_collect` does nothing at all on a thread whose
    // mimalloc state is not set up yet (a fresh thread that never allocated through it), hence the init first;
    // `true` purges every arena, whatever the purge delay.
    unsafe {
        libmimalloc_sys::mi_thread_init();
        libmimalloc_sys::mi_collect(true);
    }
}
