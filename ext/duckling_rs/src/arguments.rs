//! The arguments of `Native.parse`, `parse_json`, `explain` and `parse_all` as the caller wrote them.
//!
//! The usual ones are read here directly: a String that is already valid UTF-8, a String locale and zone or
//! `nil`, `nil` dims, a `Time` — or [`NOW`], the default of `reference_time:`, for which the clock is read here
//! rather than a `Time` made per call. Anything else (a Symbol, an Array of dims, another encoding, a `#to_time`,
//! a wrong type) goes through `Duckling::Arguments` (lib/duckling/arguments.rb), which converts it or raises the
//! error the API documents, so both ways take the same values and raise the same errors. Reading the usual ones
//! here saves the five Ruby calls of that module on every parse (research/callcost).

#[cfg(unix)]
use std::ffi::OsString;
use std::sync::OnceLock;
#[cfg(unix)]
use std::sync::{Mutex, PoisonError};

use duckling_engine::{Error as EngineError, Options};
use magnus::rb_sys::AsRawValue;
use magnus::value::{Lazy, ReprValue};
use magnus::{Error, RArray, RModule, RString, Ruby, Time, TryConvert, Value, prelude::*};

use crate::{engine_error, options};

/// `Duckling::Arguments`, the Ruby side of the conversion (defined before the extension is loaded).
static ARGUMENTS: Lazy<RModule> = Lazy::new(|ruby| {
    let duckling: RModule = ruby
        .class_object()
        .const_get("Duckling")
        .expect("Duckling is defined at init");
    duckling
        .const_get("Arguments")
        .expect("Duckling::Arguments is loaded before the extension")
});

/// `Duckling::Native::NOW`: the default of `reference_time:`, "now, in the local zone" (as `Time.now` has it).
/// A frozen plain Object: shareable between Ractors, and nothing a caller passes by accident.
static NOW: OnceLock<usize> = OnceLock::new();

/// Defines [`NOW`] under `native` (at init).
pub(crate) fn define_now(ruby: &Ruby, native: RModule) -> Result<(), Error> {
    let now = ruby.class_object().new_instance(())?;
    now.freeze();
    // SAFETY: the GVL is held (init); the object is live, and from here on marked and pinned for the life of the
    // process, so its VALUE stays valid in the static.
    unsafe { rb_sys::rb_gc_register_mark_object(now.as_raw()) };
    NOW.get_or_init(|| now.as_raw() as usize);
    native.const_set("NOW", now)
}

fn is_now(value: Value) -> bool {
    NOW.get().is_some_and(|now| *now == value.as_raw() as usize)
}

/// Calls `Duckling::Arguments.<name>(value)`: the conversion, or the error, of an argument read the slow way.
fn through_ruby<T: TryConvert>(ruby: &Ruby, name: &str, value: Value) -> Result<T, Error> {
    ruby.get_inner(&ARGUMENTS).funcall(name, (value,))
}

/// A String read in place, when it is valid UTF-8 (or 7-bit binary) already as Ruby knows it: a string whose
/// code range Ruby has noted is not scanned again.
///
/// The slice borrows `s`: the callers use it before any Ruby code runs that could change or free the string.
fn utf8(s: &RString) -> Option<&str> {
    // SAFETY: see above; the borrow of `s` bounds the slice's life.
    unsafe { s.as_str() }.ok()
}

/// The text, copied out of Ruby: the parse may outlive the caller's stack (offloaded to a worker thread), so
/// it must own its input.
pub(crate) fn text(ruby: &Ruby, value: Value) -> Result<String, Error> {
    if let Some(text) = RString::from_value(value).as_ref().and_then(utf8) {
        return Ok(text.to_owned());
    }
    let converted: RString = through_ruby(ruby, "text", value)?;
    match utf8(&converted) {
        Some(text) => Ok(text.to_owned()),
        None => Err(Error::new(
            ruby.exception_arg_error(),
            "text is not valid UTF-8",
        )),
    }
}

/// A name argument (locale, tz): `nil`, or a String readable in place, else what `Arguments.<method>` makes of
/// it (a String, or its TypeError).
fn name(ruby: &Ruby, method: &str, value: Value) -> Result<Option<RString>, Error> {
    if value.is_nil() {
        return Ok(None);
    }
    match RString::from_value(value) {
        Some(s) if utf8(&s).is_some() => Ok(Some(s)),
        _ => through_ruby(ruby, method, value),
    }
}

/// A name read in place; one that is still not UTF-8 after `Arguments` fails as converting it to a Rust String
/// does.
fn read(name: &Option<RString>) -> Result<Option<&str>, Error> {
    match name {
        None => Ok(None),
        Some(s) => match utf8(s) {
            Some(name) => Ok(Some(name)),
            None => String::try_convert(s.as_value()).map(|_| None),
        },
    }
}

/// The engine's options from the arguments as the caller gave them. The arguments are checked in their order,
/// the slow ones by Ruby, before any is read here, so that the first wrong one raises, as it always did.
pub(crate) fn options(
    ruby: &Ruby,
    locale: Value,
    reference_time: Value,
    tz: Value,
    dims: Value,
    latent: Value,
    assumptions: Value,
) -> Result<Options, Error> {
    let locale = name(ruby, "locale", locale)?;
    let time = if is_now(reference_time) {
        None
    } else {
        Some(match Time::from_value(reference_time) {
            Some(time) => time,
            None => through_ruby(ruby, "reference_time", reference_time)?,
        })
    };
    let tz = name(ruby, "tz", tz)?;
    let dims: Option<Vec<String>> = if dims.is_nil() {
        None
    } else {
        Some(through_ruby::<RArray>(ruby, "dims", dims)?.to_vec()?)
    };
    // `nil` unless the caller changed an assumption, so that a call without one reads nothing more; else the
    // three names `Arguments.assumptions` made.
    let assumptions: Option<Assumptions> = if assumptions.is_nil() {
        None
    } else {
        Some(TryConvert::try_convert(assumptions)?)
    };
    // No Ruby code runs from here on: the names are read in place.
    let reference = match time {
        None => local_now(ruby)?,
        Some(time) => Reference::of(ruby, time)?,
    };
    let built = options::build(
        read(&locale)?,
        reference.seconds,
        reference.nanos,
        reference.utc_offset,
        read(&tz)?,
        dims.as_deref(),
        latent.to_bool(),
    );
    let built = built.and_then(|mut o| match assumptions {
        None => Ok(o),
        Some(names) => assume(&mut o, names).map(|()| o),
    });
    let checked = built.and_then(|o| o.check_reference_time().map(|()| o));
    checked.map_err(|e| match e {
        EngineError::ReferenceTimeOutOfRange(_) => reference.out_of_range(ruby),
        e => engine_error(ruby, e),
    })
}

/// The assumptions a caller changed (`prefer:`, `date_order:`, `week_start:`), by name, each `None` for
/// Duckling's.
type Assumptions = (Option<String>, Option<String>, Option<String>);

/// Sets the assumptions `names` changes; an unknown name is the engine's error, naming the valid ones.
fn assume(
    options: &mut Options,
    (prefer, date_order, week_start): Assumptions,
) -> Result<(), EngineError> {
    if let Some(name) = prefer {
        options.prefer = name.parse()?;
    }
    if let Some(name) = date_order {
        options.date_order = Some(name.parse()?);
    }
    if let Some(name) = week_start {
        options.week_start = name.parse()?;
    }
    Ok(())
}

/// The reference instant: seconds and nanoseconds since the epoch, and the UTC offset it is seen at.
struct Reference {
    seconds: i64,
    nanos: i32,
    utc_offset: i32,
    /// The Time it came from, for the message of a reference outside the engine's years.
    time: Option<Time>,
}

impl Reference {
    fn of(ruby: &Ruby, time: Time) -> Result<Reference, Error> {
        let mut reference = Reference {
            seconds: 0,
            nanos: 0,
            utc_offset: 0,
            time: Some(time),
        };
        // A Time past the C `time_t` range (2**70 s) has no timespec: the same error as any other time outside
        // the years the engine resolves in.
        let at = time.timespec().map_err(|_| reference.out_of_range(ruby))?;
        reference.seconds = at.tv_sec;
        reference.nanos = i32::try_from(at.tv_nsec).unwrap_or(0);
        reference.utc_offset = i32::try_from(time.utc_offset()).unwrap_or(0);
        Ok(reference)
    }

    /// The time as Ruby prints it names a reference outside the engine's years, whichever check refuses it.
    fn out_of_range(&self, ruby: &Ruby) -> Error {
        let given = match self.time {
            Some(time) => time.to_string(),
            None => format!("{} s after the Unix epoch", self.seconds),
        };
        engine_error(ruby, EngineError::ReferenceTimeOutOfRange(given))
    }
}

/// Now, at the local zone's UTC offset of this instant: what `Time.now` gives, without making the Time. The
/// offset comes from the C library as Ruby's own `Time#utc_offset` gets it (`localtime_r`).
///
/// Like Ruby, this calls `tzset` only when `TZ` has changed (`ENV["TZ"] = …` is seen at once): glibc's `tzset`
/// with no `TZ` stats /etc/localtime on every call, a system call that cost more than the rest of a short parse's
/// arguments (research/callcost).
#[cfg(unix)]
fn local_now(_ruby: &Ruby) -> Result<Reference, Error> {
    unsafe extern "C" {
        fn tzset();
    }
    /// The `TZ` that `tzset` last saw (`None` inside: unset), `None` before the first call.
    static SEEN_TZ: Mutex<Option<Option<OsString>>> = Mutex::new(None);
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let seconds = i64::try_from(since.as_secs()).unwrap_or(i64::MAX);
    let clock = seconds as libc::time_t;
    let mut seen = SEEN_TZ.lock().unwrap_or_else(PoisonError::into_inner);
    let tz = std::env::var_os("TZ");
    if seen.as_ref() != Some(&tz) {
        // SAFETY: `tzset` only reads the environment and sets the C library's zone state; the lock keeps two
        // callers here from running it at once.
        unsafe { tzset() };
        *seen = Some(tz);
    }
    drop(seen);
    // SAFETY: `localtime_r` is thread-safe; `tm` is written by it before it is read, and read only if it
    // succeeded.
    let utc_offset = unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&clock, &mut tm).is_null() {
            0
        } else {
            i32::try_from(tm.tm_gmtoff).unwrap_or(0)
        }
    };
    Ok(Reference {
        seconds,
        nanos: i32::try_from(since.subsec_nanos()).unwrap_or(0),
        utc_offset,
        time: None,
    })
}

/// Elsewhere, `Time.now` itself.
#[cfg(not(unix))]
fn local_now(ruby: &Ruby) -> Result<Reference, Error> {
    let time: Time = ruby.class_time().funcall("now", ())?;
    Reference::of(ruby, time)
}
