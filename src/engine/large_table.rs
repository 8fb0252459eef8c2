//! A fixed-length table of plain values that the search reads at random: the transposition
//! table, the continuation history, the net's feature weights.
//!
//! On Linux a table of [`HUGE_PAGE_FROM`] or more bytes starts on a 2 MiB boundary, spans whole
//! 2 MiB pages, and asks the kernel to back them with huge pages (transparent huge pages, which
//! it gives on request only where they are set to `madvise`) before its first write. A read at
//! random then rarely misses the processor's cache of page translations (TLB) on top of its
//! data cache. Elsewhere (wasm, other systems), and for small tables, it is a plain heap slice:
//! in wasm a 2 MiB alignment would only waste memory.

use std::alloc::{self, Layout};
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// The size of a huge page on x86-64 and most 64-bit ARM Linux systems.
pub const HUGE_PAGE: usize = 2 << 20;
/// The smallest table given huge pages: the net's feature weights (192 KiB at 128 hidden units)
/// and the continuation history (1.1 MiB) are, each on a page of its own.
pub const HUGE_PAGE_FROM: usize = 128 << 10;

/// `len` values of type `T`, each a copy of the value it was filled with until written.
pub struct LargeTable<T: Copy> {
    start: NonNull<T>,
    len: usize,
}

// SAFETY: a `LargeTable<T>` owns its values as a `Vec<T>` does; sending or sharing it sends or
// shares them, and nothing else.
unsafe impl<T: Copy + Send> Send for LargeTable<T> {}
// SAFETY: as above; `&LargeTable<T>` gives only `&[T]`.
unsafe impl<T: Copy + Sync> Sync for LargeTable<T> {}

impl<T: Copy> LargeTable<T> {
    /// `len` copies of `value`.
    pub fn filled(len: usize, value: T) -> LargeTable<T> {
        let start = Self::allocate(len);
        for i in 0..len {
            // SAFETY: `i < len`, and the allocation holds `len` values of `T`, aligned for `T`;
            // writing (not assigning) reads nothing that is not yet initialised.
            unsafe { start.as_ptr().add(i).write(value) };
        }
        LargeTable { start, len }
    }

    /// A table holding a copy of `values`.
    pub fn from_slice(values: &[T]) -> LargeTable<T> {
        let start = Self::allocate(values.len());
        // SAFETY: the new allocation holds `values.len()` values of `T` and cannot overlap
        // `values`; `T: Copy`, so a bitwise copy is a copy.
        unsafe { std::ptr::copy_nonoverlapping(values.as_ptr(), start.as_ptr(), values.len()) };
        LargeTable { start, len: values.len() }
    }

    /// Room for `len` values, not yet written: on Linux, under huge pages where asked for.
    fn allocate(len: usize) -> NonNull<T> {
        let Some(layout) = Self::layout(len) else { return NonNull::dangling() };
        // SAFETY: `layout` has a non-zero size (`layout` returns `None` otherwise).
        let raw = unsafe { alloc::alloc(layout) };
        let Some(start) = NonNull::new(raw.cast::<T>()) else { alloc::handle_alloc_error(layout) };
        #[cfg(target_os = "linux")]
        if layout.align() == HUGE_PAGE {
            huge_pages::advise(raw, layout.size());
        }
        start
    }

    /// How `len` values are allocated: `None` when they take no bytes. On Linux, a table of
    /// [`HUGE_PAGE_FROM`] bytes or more is aligned to a huge page and rounded up to whole ones;
    /// any other table is aligned to a cache line.
    fn layout(len: usize) -> Option<Layout> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).expect("a table's size fits in memory");
        if bytes == 0 {
            return None;
        }
        let (size, align) = if cfg!(target_os = "linux") && bytes >= HUGE_PAGE_FROM {
            (bytes.next_multiple_of(HUGE_PAGE), HUGE_PAGE)
        } else {
            (bytes, std::mem::align_of::<T>().max(64))
        };
        Some(Layout::from_size_align(size, align).expect("a table's layout is valid"))
    }
}

impl<T: Copy> Drop for LargeTable<T> {
    fn drop(&mut self) {
        if let Some(layout) = Self::layout(self.len) {
            // SAFETY: `start` came from `alloc::alloc` with this same layout (`layout` depends
            // only on `len` and `T`, neither of which changes).
            unsafe { alloc::dealloc(self.start.as_ptr().cast(), layout) };
        }
    }
}

impl<T: Copy> Deref for LargeTable<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `start` points to `len` initialised values (or is dangling with `len` such that
        // they take no bytes), owned by `self` for as long as the borrow.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl<T: Copy> DerefMut for LargeTable<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and `&mut self` makes the borrow unique.
        unsafe { std::slice::from_raw_parts_mut(self.start.as_ptr(), self.len) }
    }
}

impl<T: Copy> Clone for LargeTable<T> {
    fn clone(&self) -> LargeTable<T> {
        LargeTable::from_slice(self)
    }
}

impl<T: Copy + PartialEq> PartialEq for LargeTable<T> {
    fn eq(&self, other: &LargeTable<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Eq> Eq for LargeTable<T> {}

impl<T: Copy + std::fmt::Debug> std::fmt::Debug for LargeTable<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(target_os = "linux")]
mod huge_pages {
    use std::ffi::{c_int, c_void};

    /// `MADV_HUGEPAGE` in Linux's `mman-common.h`.
    const MADV_HUGEPAGE: c_int = 14;

    extern "C" {
        /// The C library's `madvise`, which the standard library links on Linux.
        fn madvise(addr: *mut c_void, len: usize, advice: c_int) -> c_int;
    }

    /// Asks for huge pages under the `len` bytes from `start`, both multiples of a huge page.
    /// A hint: where the kernel has none to give, or refuses, nothing changes.
    pub(super) fn advise(start: *mut u8, len: usize) {
        // SAFETY: [start, start + len) is an allocation the caller owns; `madvise` with
        // MADV_HUGEPAGE changes how the kernel backs those pages, never their contents, and its
        // error is a refusal that leaves them as they were.
        unsafe {
            madvise(start.cast::<c_void>(), len, MADV_HUGEPAGE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_holds_its_values_and_is_written_like_a_slice() {
        for len in [0, 1, 7, 1000, HUGE_PAGE_FROM / 2, HUGE_PAGE / 2 + 3] {
            let mut t = LargeTable::filled(len, -3i16);
            assert_eq!(t.len(), len);
            assert!(t.iter().all(|&v| v == -3));
            for (i, v) in t.iter_mut().enumerate() {
                *v = i as i16;
            }
            let copy = t.clone();
            assert_eq!(copy, t);
            assert!(copy.iter().enumerate().all(|(i, &v)| v == i as i16));
            assert_eq!(*LargeTable::from_slice(&copy), *t);
        }
    }

    #[test]
    fn a_large_table_starts_on_a_cache_line_and_on_linux_on_a_huge_page() {
        let small = LargeTable::filled(HUGE_PAGE_FROM / 8 - 1, 0u64);
        assert_eq!(small.as_ptr() as usize % 64, 0);
        let large = LargeTable::filled(HUGE_PAGE_FROM / 4, 0u32);
        let align = if cfg!(target_os = "linux") { HUGE_PAGE } else { 64 };
        assert_eq!(large.as_ptr() as usize % align, 0);
        assert!(large.iter().all(|&v| v == 0));
    }
}
