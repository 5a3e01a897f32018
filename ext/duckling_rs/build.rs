//! Emits `ruby_gte_3_4` and friends for the Ruby whose headers we build against, so `dispatch.rs` can use
//! `RB_NOGVL_OFFLOAD_SAFE` where it exists (≥ 3.4) and fall back to flags 0 where it does not.
fn main() {
    let _ = rb_sys_env::activate();
}
