//! Hands the memory the allocators hold free back to the system (`Duckling.release_memory`): the binding's
//! (mimalloc) and, with glibc, Ruby's (malloc), without fiddle, which Ruby 4.0 no longer ships.
//!
//! mimalloc returns freed pages to the system a second after they are freed (`purge_delay`), but only when some
//! thread next calls into it: a process that goes idle after a burst of long parses keeps them all. Measured
//! (research/server/production.md): after eight concurrent 1 MB parses it holds ~200 MB; a forced collection
//! takes it back to what is live (the compiled grammars, ~35 MB).

use std::ffi::c_void;

/// Purges every page mimalloc holds free, in every arena, then trims glibc's malloc, without the GVL (they walk
/// every arena: 8–16 ms after eight 1 MB parses). Each part is left out where its allocator is not there.
pub(crate) fn release() {
    // SAFETY: `collect` takes no data and touches no Ruby object, so it may run without the GVL. There is no
    // unblocking function: it cannot block, it only walks the allocator's own lists.
    unsafe {
        rb_sys::rb_thread_call_without_gvl(
            Some(collect),
            std::ptr::null_mut(),
            None,
            std::ptr::null_mut(),
        );
    }
}

unsafe extern "C" fn collect(_: *mut c_void) -> *mut c_void {
    #[cfg(feature = "mimalloc")]
    // SAFETY: both may be called from any thread at any time. `mi_collect` does nothing at all on a thread whose
    // mimalloc state is not set up yet (a fresh thread that never allocated through it), hence the init first;
    // `true` purges every arena, whatever the purge delay.
    unsafe {
        libmimalloc_sys::mi_thread_init();
        libmimalloc_sys::mi_collect(true);
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim may be called from any thread at any time; it only walks malloc's own arenas.
    unsafe {
        libc::malloc_trim(0);
    }
    std::ptr::null_mut()
}
