//! The gem's allocator: mimalloc, as the binding's global allocator and as the engine's examples and benches
//! measure it ([`GemAllocator`]).
//!
//! The mimalloc crate's `MiMalloc` asks `mi_malloc_aligned` for every block. mimalloc 3 serves that at once
//! only when the first free block of the size's page happens to be aligned; when that free list is empty (as it
//! often is after frees) it takes its generic path, which gives a size that is not a power of two (an entity
//! value's list of entries, 112 bytes) a block of the size plus the alignment, from a larger size class. That
//! path was 3.4 % of the instructions of a parse of "see you tomorrow at 5pm". Here a block whose alignment is
//! at most 16 bytes and at most its size, every block Rust asks for but over-aligned types, comes from
//! `mi_malloc`: mimalloc's blocks of 16 bytes or more are 16-byte aligned (it is a `malloc`, and `max_align_t`
//! is 16 bytes), and a smaller block is aligned to the 8 bytes of its size class, as `std`'s `System` relies
//! on of `malloc`. Every other block still comes from `mi_malloc_aligned`.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc,
    mi_zalloc_aligned,
};

/// The most alignment `mi_malloc` gives every block of at least that size (mimalloc's `MI_MAX_ALIGN_SIZE`).
const MALLOC_ALIGN: usize = 16;

/// Whether `mi_malloc` gives a block of `size` bytes the alignment `align`.
fn malloc_aligns(align: usize, size: usize) -> bool {
    align <= MALLOC_ALIGN && align <= size
}

/// A block of `layout` from `plain` (`mi_malloc`, `mi_zalloc`) where its alignment is what `mi_malloc` gives,
/// else from `aligned`.
///
/// # Safety
/// `plain` and `aligned` are mimalloc's allocation calls of those kinds.
unsafe fn block(
    layout: Layout,
    plain: unsafe extern "C" fn(usize) -> *mut c_void,
    aligned: unsafe extern "C" fn(usize, usize) -> *mut c_void,
) -> *mut u8 {
    // SAFETY: the caller's contract; mimalloc's calls take any size and a power-of-two alignment (a layout's).
    unsafe {
        if malloc_aligns(layout.align(), layout.size()) {
            plain(layout.size()).cast()
        } else {
            aligned(layout.size(), layout.align()).cast()
        }
    }
}

/// mimalloc, a block of the usual alignment asked for by `mi_malloc` (see the crate's doc).
pub struct GemAllocator;

// SAFETY: every block comes from mimalloc with at least the alignment its layout asks (`malloc_aligns`, or
// mimalloc's aligned calls) and goes back to it through `mi_free`, which frees a block of either kind.
unsafe impl GlobalAlloc for GemAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: mimalloc's plain and aligned allocations.
        unsafe { block(layout, mi_malloc, mi_malloc_aligned) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: mimalloc's plain and aligned zeroed allocations.
        unsafe { block(layout, mi_zalloc, mi_zalloc_aligned) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: the caller's contract: `ptr` is a block of this allocator's, that is mimalloc's.
        unsafe { mi_free(ptr.cast::<c_void>()) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract: `ptr` is a block of mimalloc's; the new block keeps `layout`'s alignment.
        unsafe {
            if malloc_aligns(layout.align(), new_size) {
                mi_realloc(ptr.cast::<c_void>(), new_size).cast()
            } else {
                mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks of every size and alignment from 1 byte to a page come back aligned as asked, hold what is
    /// written to them through a grow and a shrink, and zeroed blocks are zero.
    #[test]
    fn blocks_are_aligned_and_keep_their_bytes() {
        let a = GemAllocator;
        for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
            for size in (1..=300).chain([1000, 4096, 70_000]) {
                let Ok(layout) = Layout::from_size_align(size, align) else {
                    continue;
                };
                // SAFETY: the layout has a non-zero size; each block is used within its size and freed once.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(!p.is_null() && p as usize % align == 0, "{size} {align}");
                    p.write_bytes(0xA5, size);
                    let grown = a.realloc(p, layout, size * 3);
                    assert!(grown as usize % align == 0, "{size} {align} grown");
                    assert!((0..size).all(|i| *grown.add(i) == 0xA5));
                    let shrunk = a.realloc(
                        grown,
                        Layout::from_size_align(size * 3, align).unwrap(),
                        size,
                    );
                    assert!(shrunk as usize % align == 0, "{size} {align} shrunk");
                    assert!((0..size).all(|i| *shrunk.add(i) == 0xA5));
                    a.dealloc(shrunk, layout);
                    let z = a.alloc_zeroed(layout);
                    assert!(z as usize % align == 0 && (0..size).all(|i| *z.add(i) == 0));
                    a.dealloc(z, layout);
                }
            }
        }
    }
}
