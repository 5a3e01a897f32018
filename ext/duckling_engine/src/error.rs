//! The engine's error type: every failure a caller can see, each with the context to explain it.

use std::fmt;

/// Why a parse, or the building of its options, did not succeed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The cancel flag given to [`crate::parse_cancellable`] was set before the parse finished.
    Cancelled,
    /// A locale the engine does not support; carries the name that was given.
    UnknownLocale(String),
    /// A dimension name the engine does not know; carries the name that was given.
    UnknownDim(String),
    /// A time-zone name missing from the bundled IANA database; carries the name that was given.
    UnknownTimeZone(String),
    /// A reference time outside the years 1 to 9999 of its zone; carries the time as given.
    ReferenceTimeOutOfRange(String),
    /// A value an option does not take (`prefer: "yesterday"`): the option, the value given, the valid ones.
    InvalidOption {
        option: &'static str,
        given: String,
        valid: Vec<&'static str>,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Cancelled => f.write_str("parse cancelled"),
            Error::UnknownLocale(name) => write!(
                f,
                "unknown locale {name:?}; supported: {}",
                crate::options::Locale::supported().join(", ")
            ),
            Error::UnknownDim(name) => write!(
                f,
                "unknown dimension {name:?}; supported: {}",
                crate::options::Dim::ALL.map(|d| d.name()).join(", ")
            ),
            Error::UnknownTimeZone(name) => {
                write!(
                    f,
                    "unknown time zone {name:?}; expected an IANA name such as \"America/New_York\""
                )
            }
            Error::ReferenceTimeOutOfRange(time) => {
                let years = crate::options::Options::REFERENCE_YEARS;
                write!(
                    f,
                    "reference time {time} is outside the range times resolve in: the years {} to {} \
                     (up to {} UTC)",
                    years.start(),
                    years.end(),
                    jiff::Timestamp::MAX.strftime("%Y-%m-%d %H:%M"),
                )
            }
            Error::InvalidOption {
                option,
                given,
                valid,
            } => write!(f, "invalid {option} {given:?}; valid: {}", valid.join(", ")),
        }
    }
}

impl std::error::Error for Error {}
