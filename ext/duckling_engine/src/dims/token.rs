//! The value of a token in the rule engine's chart, for every dimension built on rules, and the pattern items
//! and accessors rules use to match and read tokens of each kind.
//!
//! As in Duckling, a dimension's rules may consume tokens of other dimensions: time rules read numerals,
//! ordinals, durations and time grains. The kinds are the chart's index: `numeral(…)` is offered numeral
//! tokens only.

use crate::Dim;
use crate::dims::credit_card_number::types::CreditCardNumberData;
use crate::dims::email::types::EmailData;
use crate::dims::measure::types::MeasureData;
use crate::dims::measure::types::UnitData;
use crate::dims::money::types::MoneyData;
use crate::dims::phone_number::types::PhoneNumberData;
use crate::dims::url::types::UrlData;
pub(crate) use crate::engine::rule::Matched;
use crate::engine::rule::{self, Item};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::duration::DurationData;

/// A rule of the grammar.
pub(crate) type Rule = rule::Rule<Token>;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Token {
    Numeral(NumeralData),
    Ordinal(OrdinalData),
    Duration(DurationData),
    /// A unit of time on its own ("week", "months"), as Duckling's `TimeGrain` dimension.
    TimeGrain(Grain),
    Time(TimeData),
    AmountOfMoney(MoneyData),
    Distance(MeasureData),
    Volume(MeasureData),
    Temperature(MeasureData),
    Quantity(MeasureData),
    /// A unit of measure on its own ("km", "cups", "°"), as Duckling's volume rules read one: the distance,
    /// volume, temperature and quantity rules read them.
    MeasureUnit(UnitData),
    Email(EmailData),
    Url(UrlData),
    PhoneNumber(PhoneNumberData),
    CreditCardNumber(CreditCardNumberData),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    Numeral,
    Ordinal,
    Duration,
    TimeGrain,
    Time,
    AmountOfMoney,
    Distance,
    Volume,
    Temperature,
    Quantity,
    MeasureUnit,
    Email,
    Url,
    PhoneNumber,
    /// The last: `Value::KINDS` counts up to it.
    CreditCardNumber,
}

impl Kind {
    /// The kind of a dimension's entities.
    pub(crate) fn of(dim: Dim) -> Kind {
        match dim {
            Dim::Number => Kind::Numeral,
            Dim::Ordinal => Kind::Ordinal,
            Dim::Duration => Kind::Duration,
            Dim::Time => Kind::Time,
            Dim::AmountOfMoney => Kind::AmountOfMoney,
            Dim::Distance => Kind::Distance,
            Dim::Volume => Kind::Volume,
            Dim::Temperature => Kind::Temperature,
            Dim::Quantity => Kind::Quantity,
            Dim::Email => Kind::Email,
            Dim::Url => Kind::Url,
            Dim::PhoneNumber => Kind::PhoneNumber,
            Dim::CreditCardNumber => Kind::CreditCardNumber,
        }
    }
}

impl rule::Value for Token {
    type Kind = Kind;
    const KINDS: usize = Kind::CreditCardNumber as usize + 1;

    fn kind_index(kind: Kind) -> usize {
        kind as usize
    }

    fn kind(&self) -> Kind {
        match self {
            Token::Numeral(_) => Kind::Numeral,
            Token::Ordinal(_) => Kind::Ordinal,
            Token::Duration(_) => Kind::Duration,
            Token::TimeGrain(_) => Kind::TimeGrain,
            Token::Time(_) => Kind::Time,
            Token::AmountOfMoney(_) => Kind::AmountOfMoney,
            Token::Distance(_) => Kind::Distance,
            Token::Volume(_) => Kind::Volume,
            Token::Temperature(_) => Kind::Temperature,
            Token::Quantity(_) => Kind::Quantity,
            Token::MeasureUnit(_) => Kind::MeasureUnit,
            Token::Email(_) => Kind::Email,
            Token::Url(_) => Kind::Url,
            Token::PhoneNumber(_) => Kind::PhoneNumber,
            Token::CreditCardNumber(_) => Kind::CreditCardNumber,
        }
    }

    fn grain_feature(&self) -> Option<&'static str> {
        match self {
            Token::Duration(d) => Some(d.grain.name()),
            Token::Time(t) => Some(t.grain.name()),
            Token::TimeGrain(g) => Some(g.name()),
            _ => None,
        }
    }

    /// A time chains at most 6 tokens in every corpus line and oracle text (the German "Fr, 18. Juli 2014 7
    /// uhr abends"; `corpus_pass dump-all` is the same under this bound and without it), and a list of one
    /// time ("at 5 at 5 …", "9:01:10 AM, 9:01:10 AM, …") chained every stretch of it every way. Numbers keep
    /// every bracketing: Korean numerals in words chain up to 19 tokens.
    fn max_parts(kind: Kind) -> usize {
        match kind {
            Kind::Time => 7,
            _ => usize::MAX,
        }
    }

    fn same_meaning(&self, other: &Self) -> bool {
        match (self, other) {
            (Token::Time(a), Token::Time(b)) => a.same_meaning(b),
            _ => self == other,
        }
    }
}

/// Duckling's `NumeralData`: the value, the power of ten a word multiplies by ("hundred": 2), whether it
/// may multiply the number before it ("five hundred"), and whether it may stand for a time on its own.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct NumeralData {
    pub value: f64,
    pub grain: Option<u8>,
    pub multipliable: bool,
    pub ok_for_any_time: bool,
}

impl NumeralData {
    /// A plain number: no grain, not multipliable, fine for any time.
    pub fn new(value: f64) -> Self {
        NumeralData {
            value,
            grain: None,
            multipliable: false,
            ok_for_any_time: true,
        }
    }

    /// The value as an integer, when it is one (Duckling's `getIntValue`).
    pub fn int_value(&self) -> Option<i64> {
        // Compared with its truncation, not by `fract`: that is a call into libm (no SSE4.1 rounding in the
        // baseline x86-64), and rules ask this of nearly every number they meet.
        let n = self.value as i64;
        (self.value.abs() < 1e15 && n as f64 == self.value).then_some(n)
    }

    /// Duckling's `isNatural`: an integer above zero.
    pub fn is_natural(&self) -> bool {
        self.int_value().is_some_and(|n| n > 0)
    }

    /// Duckling's `isIntegerBetween low high`, both ends included.
    pub fn is_integer_between(&self, low: i64, high: i64) -> bool {
        self.int_value().is_some_and(|n| (low..=high).contains(&n))
    }

    /// Duckling's `numberBetween low up`: `low` included, `up` excluded.
    pub fn is_between(&self, low: f64, up: f64) -> bool {
        self.value >= low && self.value < up
    }
}

/// Duckling's `OrdinalData`: "third" is 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OrdinalData {
    pub value: i64,
}

impl Token {
    pub fn numeral(&self) -> Option<&NumeralData> {
        match self {
            Token::Numeral(n) => Some(n),
            _ => None,
        }
    }

    pub fn ordinal(&self) -> Option<&OrdinalData> {
        match self {
            Token::Ordinal(o) => Some(o),
            _ => None,
        }
    }

    pub fn duration(&self) -> Option<&DurationData> {
        match self {
            Token::Duration(d) => Some(d),
            _ => None,
        }
    }

    pub fn time_grain(&self) -> Option<Grain> {
        match self {
            Token::TimeGrain(g) => Some(*g),
            _ => None,
        }
    }

    pub fn time(&self) -> Option<&TimeData> {
        match self {
            Token::Time(t) => Some(t),
            _ => None,
        }
    }

    pub fn money(&self) -> Option<&MoneyData> {
        match self {
            Token::AmountOfMoney(m) => Some(m),
            _ => None,
        }
    }

    /// The measure of a distance, volume, temperature or quantity token.
    pub fn measure(&self) -> Option<&MeasureData> {
        match self {
            Token::Distance(m) | Token::Volume(m) | Token::Temperature(m) | Token::Quantity(m) => {
                Some(m)
            }
            _ => None,
        }
    }

    pub fn measure_unit(&self) -> Option<&UnitData> {
        match self {
            Token::MeasureUnit(u) => Some(u),
            _ => None,
        }
    }
}

/// What the items of a complete match hold, read by kind: `m[0].time()?` in a production.
impl<'a> Matched<'a, Token> {
    pub fn numeral(&self) -> Option<&'a NumeralData> {
        self.token()?.numeral()
    }

    pub fn ordinal(&self) -> Option<&'a OrdinalData> {
        self.token()?.ordinal()
    }

    pub fn duration(&self) -> Option<&'a DurationData> {
        self.token()?.duration()
    }

    pub fn time_grain(&self) -> Option<Grain> {
        self.token()?.time_grain()
    }

    pub fn time(&self) -> Option<&'a TimeData> {
        self.token()?.time()
    }

    pub fn money(&self) -> Option<&'a MoneyData> {
        self.token()?.money()
    }

    pub fn measure(&self) -> Option<&'a MeasureData> {
        self.token()?.measure()
    }

    pub fn measure_unit(&self) -> Option<&'a UnitData> {
        self.token()?.measure_unit()
    }
}

/// A regex item (case-insensitive, as Duckling's).
pub(crate) fn re(pattern: &str) -> Item<Token> {
    rule::regex(pattern)
}

/// A numeral token that `accept` accepts.
pub(crate) fn numeral(
    accept: impl Fn(&NumeralData) -> bool + Send + Sync + 'static,
) -> Item<Token> {
    rule::token(Kind::Numeral, move |t: &Token| {
        t.numeral().is_some_and(&accept)
    })
}

/// An ordinal token that `accept` accepts.
pub(crate) fn ordinal(
    accept: impl Fn(&OrdinalData) -> bool + Send + Sync + 'static,
) -> Item<Token> {
    rule::token(Kind::Ordinal, move |t: &Token| {
        t.ordinal().is_some_and(&accept)
    })
}

/// A duration token that `accept` accepts.
pub(crate) fn duration(
    accept: impl Fn(&DurationData) -> bool + Send + Sync + 'static,
) -> Item<Token> {
    rule::token(Kind::Duration, move |t: &Token| {
        t.duration().is_some_and(&accept)
    })
}

/// A time-grain token that `accept` accepts.
pub(crate) fn time_grain(accept: impl Fn(Grain) -> bool + Send + Sync + 'static) -> Item<Token> {
    rule::token(Kind::TimeGrain, move |t: &Token| {
        t.time_grain().is_some_and(&accept)
    })
}

/// A time token that `accept` accepts.
pub(crate) fn time(accept: impl Fn(&TimeData) -> bool + Send + Sync + 'static) -> Item<Token> {
    rule::token(Kind::Time, move |t: &Token| t.time().is_some_and(&accept))
}

/// A money token that `accept` accepts.
pub(crate) fn money(accept: impl Fn(&MoneyData) -> bool + Send + Sync + 'static) -> Item<Token> {
    rule::token(Kind::AmountOfMoney, move |t: &Token| {
        t.money().is_some_and(&accept)
    })
}

/// A token of the measure kind `kind` (distance, volume, temperature, quantity) that `accept` accepts.
pub(crate) fn measure(
    kind: Kind,
    accept: impl Fn(&MeasureData) -> bool + Send + Sync + 'static,
) -> Item<Token> {
    rule::token(kind, move |t: &Token| t.measure().is_some_and(&accept))
}

/// A unit-of-measure token that `accept` accepts.
pub(crate) fn measure_unit(
    accept: impl Fn(&UnitData) -> bool + Send + Sync + 'static,
) -> Item<Token> {
    rule::token(Kind::MeasureUnit, move |t: &Token| {
        t.measure_unit().is_some_and(&accept)
    })
}

/// Any token of `kind`.
pub(crate) fn any(kind: Kind) -> Item<Token> {
    rule::any(kind)
}
