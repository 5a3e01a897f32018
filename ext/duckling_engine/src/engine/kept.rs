//! What a thread keeps from one parse to the next: the chart's room ([`Room`](super::chart::Room)) and the
//! parse's scratch (`crate::parse`), so that a short parse does not allocate and free what the last one grew.

/// The most a thread keeps of either: what a window of running text builds fits (a 1 KB window of dialogue
/// about times grows a room of 1.5 MB, which a bound of 1 MB freed and regrew on every parse of 2 KB, a tenth of
/// its time), a window of nothing but dates builds many times more and is freed.
pub(crate) const KEPT_BYTES: usize = 2 << 20;

/// The bytes a vector holds room for.
pub(crate) fn heap_bytes<T>(v: &Vec<T>) -> usize {
    v.capacity() * size_of::<T>()
}
