//! What a thread keeps from one parse to the next: the chart's room ([`Room`](super::chart::Room)) and the
//! parse's scratch (`crate::parse`), so that a short parse does not allocate and free what the last one grew.

/// The most a thread keeps of either: what a window of running text builds fits, a window of nothing but
/// dates builds many times more and is freed.
pub(crate) const KEPT_BYTES: usize = 1 << 20;

/// The bytes a vector holds room for.
pub(crate) fn heap_bytes<T>(v: &Vec<T>) -> usize {
    v.capacity() * size_of::<T>()
}
