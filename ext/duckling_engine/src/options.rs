//! What a caller can ask of a parse: locale, reference time and zone, dimensions, and whether to include
//! latent entities.

use std::str::FromStr;

use jiff::Zoned;
use jiff::tz::TimeZone;

use crate::Error;

/// An entity dimension, named as Duckling names it (`"amount-of-money"`, `"time"`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dim {
    Number,
    Ordinal,
    AmountOfMoney,
    Distance,
    Volume,
    Temperature,
    Quantity,
    Email,
    Url,
    PhoneNumber,
    CreditCardNumber,
    Time,
    Duration,
}

impl Dim {
    /// Every dimension, in the order `Duckling.dims` lists them.
    pub const ALL: [Dim; 13] = [
        Dim::AmountOfMoney,
        Dim::CreditCardNumber,
        Dim::Distance,
        Dim::Duration,
        Dim::Email,
        Dim::Number,
        Dim::Ordinal,
        Dim::PhoneNumber,
        Dim::Quantity,
        Dim::Temperature,
        Dim::Time,
        Dim::Url,
        Dim::Volume,
    ];

    /// Duckling's name for the dimension.
    pub fn name(self) -> &'static str {
        match self {
            Dim::Number => "number",
            Dim::Ordinal => "ordinal",
            Dim::AmountOfMoney => "amount-of-money",
            Dim::Distance => "distance",
            Dim::Volume => "volume",
            Dim::Temperature => "temperature",
            Dim::Quantity => "quantity",
            Dim::Email => "email",
            Dim::Url => "url",
            Dim::PhoneNumber => "phone-number",
            Dim::CreditCardNumber => "credit-card-number",
            Dim::Time => "time",
            Dim::Duration => "duration",
        }
    }

    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

impl FromStr for Dim {
    type Err = Error;

    /// Accepts Duckling's names and their snake-case spelling (`"amount_of_money"`), in any case.
    fn from_str(name: &str) -> Result<Self, Error> {
        let wanted = name.trim().to_ascii_lowercase().replace('_', "-");
        Dim::ALL
            .into_iter()
            .find(|d| d.name() == wanted)
            .ok_or_else(|| Error::UnknownDim(name.to_owned()))
    }
}

/// A set of dimensions, as a bit set so that checking membership costs nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DimSet(u16);

impl DimSet {
    /// Every dimension.
    pub fn all() -> Self {
        Dim::ALL.into_iter().collect()
    }

    pub fn contains(self, dim: Dim) -> bool {
        self.0 & dim.bit() != 0
    }

    pub fn insert(&mut self, dim: Dim) {
        self.0 |= dim.bit();
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl FromIterator<Dim> for DimSet {
    fn from_iter<I: IntoIterator<Item = Dim>>(iter: I) -> Self {
        let mut set = DimSet(0);
        iter.into_iter().for_each(|d| set.insert(d));
        set
    }
}

/// The English-speaking regions Duckling distinguishes. The region changes date order (`en_GB` reads
/// "15/2" as the 15th of February) and which holidays are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Region {
    Au,
    Bz,
    Ca,
    Gb,
    Ie,
    In,
    Jm,
    Nz,
    Ph,
    Tt,
    Us,
    Za,
}

const REGIONS: [(&str, Region); 12] = [
    ("AU", Region::Au),
    ("BZ", Region::Bz),
    ("CA", Region::Ca),
    ("GB", Region::Gb),
    ("IE", Region::Ie),
    ("IN", Region::In),
    ("JM", Region::Jm),
    ("NZ", Region::Nz),
    ("PH", Region::Ph),
    ("TT", Region::Tt),
    ("US", Region::Us),
    ("ZA", Region::Za),
];

/// A locale: English, optionally with a region. Only English is supported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Locale {
    pub region: Option<Region>,
}

impl Locale {
    /// The locale names [`Locale::from_str`] accepts.
    pub fn supported() -> Vec<String> {
        std::iter::once("en".to_owned())
            .chain(REGIONS.iter().map(|(code, _)| format!("en_{code}")))
            .collect()
    }

    /// Whether day-first numeric dates ("15/2") are the reading for this locale.
    pub fn day_first(self) -> bool {
        !matches!(
            self.region,
            None | Some(Region::Us) | Some(Region::Ph) | Some(Region::Ca)
        )
    }
}

impl Default for Locale {
    fn default() -> Self {
        Locale {
            region: Some(Region::Us),
        }
    }
}

impl FromStr for Locale {
    type Err = Error;

    /// Accepts `en`, `en_US`, `en-us`, `EN_GB`, …
    fn from_str(name: &str) -> Result<Self, Error> {
        let unknown = || Error::UnknownLocale(name.to_owned());
        let mut parts = name.trim().split(['_', '-']);
        if !parts
            .next()
            .is_some_and(|lang| lang.eq_ignore_ascii_case("en"))
        {
            return Err(unknown());
        }
        let region = match parts.next() {
            None => None,
            Some(code) => Some(
                REGIONS
                    .iter()
                    .find(|(c, _)| c.eq_ignore_ascii_case(code))
                    .map(|(_, r)| *r)
                    .ok_or_else(unknown)?,
            ),
        };
        if parts.next().is_some() {
            return Err(unknown());
        }
        Ok(Locale { region })
    }
}

/// Everything a parse depends on besides the text.
#[derive(Debug, Clone)]
pub struct Options {
    pub locale: Locale,
    /// The instant relative expressions resolve against, in the zone they resolve in.
    pub reference_time: Zoned,
    /// The dimensions to return; the others are still used internally where a rule needs them.
    pub dims: DimSet,
    /// Also return latent entities (a bare "5" as an amount, "at 3" as a time).
    pub latent: bool,
}

impl Options {
    /// The years a reference time may fall in: times resolve to four-digit years, as Duckling renders them.
    pub const REFERENCE_YEARS: std::ops::RangeInclusive<i16> = 1..=9999;

    /// An error unless the reference time falls in [`Self::REFERENCE_YEARS`] of its own zone.
    pub fn check_reference_time(&self) -> Result<(), Error> {
        if Self::REFERENCE_YEARS.contains(&self.reference_time.year()) {
            Ok(())
        } else {
            Err(Error::ReferenceTimeOutOfRange(
                self.reference_time.to_string(),
            ))
        }
    }

    /// Looks up an IANA zone in the bundled database.
    pub fn time_zone(name: &str) -> Result<TimeZone, Error> {
        TimeZone::get(name).map_err(|_| Error::UnknownTimeZone(name.to_owned()))
    }
}

impl Default for Options {
    /// `en_US`, now in UTC, every dimension, no latent entities.
    fn default() -> Self {
        Options {
            locale: Locale::default(),
            reference_time: jiff::Timestamp::now().to_zoned(TimeZone::UTC),
            dims: DimSet::all(),
            latent: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_parse_in_any_spelling() {
        assert_eq!("en".parse::<Locale>().unwrap().region, None);
        assert_eq!("en_GB".parse::<Locale>().unwrap().region, Some(Region::Gb));
        assert_eq!("EN-us".parse::<Locale>().unwrap().region, Some(Region::Us));
        assert!("fr_FR".parse::<Locale>().is_err());
        assert!("en_XX".parse::<Locale>().is_err());
        assert!("en_US_x".parse::<Locale>().is_err());
    }

    #[test]
    fn dims_parse_from_duckling_and_snake_names() {
        assert_eq!(
            "amount-of-money".parse::<Dim>().unwrap(),
            Dim::AmountOfMoney
        );
        assert_eq!(
            "Amount_Of_Money".parse::<Dim>().unwrap(),
            Dim::AmountOfMoney
        );
        let err = "colour".parse::<Dim>().unwrap_err();
        assert!(err.to_string().contains("amount-of-money"), "{err}");
    }

    #[test]
    fn dim_set_membership() {
        let set: DimSet = [Dim::Time, Dim::Url].into_iter().collect();
        assert!(set.contains(Dim::Time) && set.contains(Dim::Url));
        assert!(!set.contains(Dim::Number));
        assert!(DimSet::all().contains(Dim::Duration));
    }

    #[test]
    fn reference_times_outside_years_1_to_9999_are_errors() {
        let at = |year: i16| Options {
            reference_time: jiff::civil::date(year, 6, 1)
                .at(0, 0, 0, 0)
                .in_tz("UTC")
                .unwrap(),
            ..Options::default()
        };
        assert!(at(1).check_reference_time().is_ok());
        assert!(at(9999).check_reference_time().is_ok());
        for year in [0, -1, -9999] {
            let error = at(year).check_reference_time().unwrap_err();
            assert!(matches!(error, Error::ReferenceTimeOutOfRange(_)), "{year}");
            assert!(error.to_string().contains("the years 1 to 9999"), "{error}");
            assert_eq!(
                crate::parse("tomorrow", &at(year)).unwrap_err(),
                error,
                "parse refuses it too"
            );
        }
    }

    #[test]
    fn unknown_zones_are_errors() {
        assert!(Options::time_zone("America/New_York").is_ok());
        assert_eq!(
            Options::time_zone("Mars/Olympus").unwrap_err(),
            Error::UnknownTimeZone("Mars/Olympus".into())
        );
    }
}
