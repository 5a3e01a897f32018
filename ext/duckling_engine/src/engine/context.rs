//! Per-parse state shared by the dimensions: the text, an ASCII-lowercased copy with the same byte offsets,
//! the options and the cancel flag.

use crate::{Error, Options};

pub(crate) struct Context<'a> {
    pub text: &'a str,
    /// `text` with ASCII letters lowercased. Only ASCII changes, so byte offsets are the same as in `text`.
    pub lower: String,
    pub options: &'a Options,
    should_stop: &'a dyn Fn() -> bool,
}

impl<'a> Context<'a> {
    pub fn new(text: &'a str, options: &'a Options, should_stop: &'a dyn Fn() -> bool) -> Self {
        Context {
            text,
            lower: text.to_ascii_lowercase(),
            options,
            should_stop,
        }
    }

    /// Fails with [`Error::Cancelled`] once the caller has asked the parse to stop. Rules call it at least once
    /// per match or per line of work, so that a cancelled parse returns within about a millisecond; it costs a
    /// few nanoseconds.
    pub fn check_cancel(&self) -> Result<(), Error> {
        if (self.should_stop)() {
            Err(Error::Cancelled)
        } else {
            Ok(())
        }
    }
}
