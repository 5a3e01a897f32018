//! Per-parse state shared by the dimensions: the text, the options and the cancel flag.

use crate::{Error, Options};

pub(crate) struct Context<'a> {
    pub text: &'a str,
    pub options: &'a Options,
    should_stop: &'a dyn Fn() -> bool,
}

impl<'a> Context<'a> {
    pub fn new(text: &'a str, options: &'a Options, should_stop: &'a dyn Fn() -> bool) -> Self {
        Context {
            text,
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
