//! Per-parse state shared by the dimensions: the text, an ASCII-lowercased copy with the same byte offsets,
//! the options, the cancel flag, and results that several dimensions need (numbers) computed once.

use std::cell::OnceCell;

use crate::dims::number::NumberMatch;
use crate::{Error, Options};

pub(crate) struct Context<'a> {
    pub text: &'a str,
    /// `text` with ASCII letters lowercased. Only ASCII changes, so byte offsets are the same as in `text`.
    pub lower: String,
    pub options: &'a Options,
    should_stop: &'a dyn Fn() -> bool,
    numbers: OnceCell<Vec<NumberMatch>>,
}

impl<'a> Context<'a> {
    pub fn new(text: &'a str, options: &'a Options, should_stop: &'a dyn Fn() -> bool) -> Self {
        Context {
            text,
            lower: text.to_ascii_lowercase(),
            options,
            should_stop,
            numbers: OnceCell::new(),
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

    /// Every number in the text (digits and words), computed on first use and shared by the dimensions
    /// that still scan for numbers themselves (the measures).
    pub fn numbers(&self) -> Result<&[NumberMatch], Error> {
        if let Some(found) = self.numbers.get() {
            return Ok(found);
        }
        let found = crate::dims::number::find_numbers(self)?;
        Ok(self.numbers.get_or_init(|| found))
    }
}
