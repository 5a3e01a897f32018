//! Frees large values on a thread of its own. A megabyte text's entities are hundreds of thousands of small
//! blocks, and freeing them takes tens of milliseconds: the caller, which holds the GVL or is leaving because it
//! was interrupted, hands them over instead of waiting.

use std::sync::mpsc::{Sender, channel};
use std::sync::{Mutex, TryLockError};

type Garbage = Box<dyn Send>;

/// The reaper's queue and the process that started it: a forked child has the queue but not the thread, so it
/// starts its own.
static REAPER: Mutex<Option<(u32, Sender<Garbage>)>> = Mutex::new(None);

/// Drops `value` on the reaper thread, or here if there is none (it could not be started, or the lock is
/// taken: a fork in the middle of another thread's hand-over).
pub(crate) fn drop_later<T: Send + 'static>(value: T) {
    let mut slot = match REAPER.try_lock() {
        Ok(slot) => slot,
        Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
        Err(TryLockError::WouldBlock) => return drop(value),
    };
    let pid = std::process::id();
    if slot.as_ref().is_none_or(|(owner, _)| *owner != pid) {
        *slot = spawn().map(|tx| (pid, tx));
    }
    let garbage: Garbage = Box::new(value);
    let unsent = match slot.as_ref() {
        Some((_, tx)) => tx.send(garbage).err().map(|e| e.0),
        None => Some(garbage),
    };
    drop(slot);
    drop(unsent); // no reaper: free it here
}

fn spawn() -> Option<Sender<Garbage>> {
    let (tx, rx) = channel::<Garbage>();
    std::thread::Builder::new()
        .name("duckling-reaper".into())
        .spawn(move || rx.into_iter().for_each(drop))
        .ok()?;
    Some(tx)
}
