//! `quantity`: no rules yet (issue 3); finds nothing.

use crate::Error;
use crate::engine::candidate::Candidate;
use crate::engine::context::Context;

pub(crate) fn scan(_cx: &Context, _out: &mut Vec<Candidate>) -> Result<(), Error> {
    Ok(())
}
