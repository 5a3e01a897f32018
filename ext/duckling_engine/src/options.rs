//! What a caller can ask of a parse: locale, reference time and zone, dimensions, whether to include latent
//! entities, and the assumptions Duckling makes without asking (the future, the locale's date order, Monday
//! weeks), which a caller may change.

use std::fmt;
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
    /// Marks a set the caller named, beside the dimensions' bits.
    const NAMED: u16 = 1 << 15;

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
        self.0 & !Self::NAMED == 0
    }

    /// The same dimensions, as named by the caller (Duckling's `parse` with a list of dims) rather than left
    /// out (its HTTP `/parse` without `dims`). Duckling's `rulesFor` then takes the rules of each named
    /// dimension and of those it depends on, which can be more than the language's own: Finnish has no
    /// duration, yet "2 tuntia" is one when duration is named (its time grains and the common duration rule).
    pub fn named(self) -> Self {
        DimSet(self.0 | Self::NAMED)
    }

    /// Whether the caller named the dimensions (see [`DimSet::named`]).
    pub fn is_named(self) -> bool {
        self.0 & Self::NAMED != 0
    }
}

impl FromIterator<Dim> for DimSet {
    fn from_iter<I: IntoIterator<Item = Dim>>(iter: I) -> Self {
        let mut set = DimSet(0);
        iter.into_iter().for_each(|d| set.insert(d));
        set
    }
}

/// A language the engine has a grammar for, as Duckling names it (`Duckling/Locale.hs`'s `Lang`). Each one's
/// grammar is assembled in `crate::lang`, as Duckling's `Duckling/Rules/<LANG>.hs` assembles it, and is built
/// on the language's first parse: a process that parses only English never builds another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Af,
    Ar,
    Bg,
    Bn,
    Ca,
    Cs,
    Da,
    De,
    El,
    En,
    Es,
    Et,
    Fa,
    Fi,
    Fr,
    Ga,
    He,
    Hi,
    Hr,
    Hu,
    Id,
    Is,
    It,
    Ja,
    Ka,
    Km,
    Kn,
    Ko,
    Lo,
    Ml,
    Mn,
    My,
    Nb,
    Ne,
    Nl,
    Pl,
    Pt,
    Ro,
    Ru,
    Sk,
    Sv,
    Sw,
    Ta,
    Te,
    Th,
    Tr,
    Uk,
    Vi,
    Zh,
}

impl Lang {
    /// This language's place in [`Lang::ALL`], which lists them in their declaration order.
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// Every language, in the order `Duckling.locales` lists them (by code).
    pub const ALL: [Lang; 49] = [
        Lang::Af,
        Lang::Ar,
        Lang::Bg,
        Lang::Bn,
        Lang::Ca,
        Lang::Cs,
        Lang::Da,
        Lang::De,
        Lang::El,
        Lang::En,
        Lang::Es,
        Lang::Et,
        Lang::Fa,
        Lang::Fi,
        Lang::Fr,
        Lang::Ga,
        Lang::He,
        Lang::Hi,
        Lang::Hr,
        Lang::Hu,
        Lang::Id,
        Lang::Is,
        Lang::It,
        Lang::Ja,
        Lang::Ka,
        Lang::Km,
        Lang::Kn,
        Lang::Ko,
        Lang::Lo,
        Lang::Ml,
        Lang::Mn,
        Lang::My,
        Lang::Nb,
        Lang::Ne,
        Lang::Nl,
        Lang::Pl,
        Lang::Pt,
        Lang::Ro,
        Lang::Ru,
        Lang::Sk,
        Lang::Sv,
        Lang::Sw,
        Lang::Ta,
        Lang::Te,
        Lang::Th,
        Lang::Tr,
        Lang::Uk,
        Lang::Vi,
        Lang::Zh,
    ];

    /// The language's code, lowercase as locales spell it (`"es"`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Af => "af",
            Lang::Ar => "ar",
            Lang::Bg => "bg",
            Lang::Bn => "bn",
            Lang::Ca => "ca",
            Lang::Cs => "cs",
            Lang::Da => "da",
            Lang::De => "de",
            Lang::El => "el",
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Et => "et",
            Lang::Fa => "fa",
            Lang::Fi => "fi",
            Lang::Fr => "fr",
            Lang::Ga => "ga",
            Lang::He => "he",
            Lang::Hi => "hi",
            Lang::Hr => "hr",
            Lang::Hu => "hu",
            Lang::Id => "id",
            Lang::Is => "is",
            Lang::It => "it",
            Lang::Ja => "ja",
            Lang::Ka => "ka",
            Lang::Km => "km",
            Lang::Kn => "kn",
            Lang::Ko => "ko",
            Lang::Lo => "lo",
            Lang::Ml => "ml",
            Lang::Mn => "mn",
            Lang::My => "my",
            Lang::Nb => "nb",
            Lang::Ne => "ne",
            Lang::Nl => "nl",
            Lang::Pl => "pl",
            Lang::Pt => "pt",
            Lang::Ro => "ro",
            Lang::Ru => "ru",
            Lang::Sk => "sk",
            Lang::Sv => "sv",
            Lang::Sw => "sw",
            Lang::Ta => "ta",
            Lang::Te => "te",
            Lang::Th => "th",
            Lang::Tr => "tr",
            Lang::Uk => "uk",
            Lang::Vi => "vi",
            Lang::Zh => "zh",
        }
    }

    /// The regions Duckling distinguishes in this language (`Duckling/Locale.hs`, `allLocales`): each changes
    /// some answers (date order, holidays, currencies, number words).
    pub const fn regions(self) -> &'static [Region] {
        use Region::*;
        match self {
            Lang::Ar => &[Eg],
            Lang::En => &[Au, Bz, Ca, Gb, Ie, In, Jm, Nz, Ph, Tt, Us, Za],
            Lang::Es => &[Ar, Cl, Co, Es, Mx, Pe, Ve],
            Lang::Nl => &[Be, Nl],
            Lang::Zh => &[Cn, Hk, Mo, Tw],
            _ => &[],
        }
    }

    /// The dimensions Duckling gives the language: every language's (`Duckling/Dimensions/Common.hs`) and its
    /// own (`Duckling/Dimensions/<LANG>.hs`). A parse asked for another finds none of it.
    pub fn dims(self) -> DimSet {
        use Dim::*;
        let every_language = [
            AmountOfMoney,
            CreditCardNumber,
            Email,
            Number,
            PhoneNumber,
            Url,
        ];
        let own: &[Dim] = match self {
            Lang::En | Lang::Es | Lang::Fr | Lang::Pt => &[
                Distance,
                Duration,
                Ordinal,
                Quantity,
                Temperature,
                Time,
                Volume,
            ],
            Lang::Ar => &[Duration, Ordinal, Quantity, Temperature, Time, Volume],
            Lang::De => &[Distance, Duration, Ordinal, Time, Volume],
            Lang::It | Lang::Ga => &[Distance, Duration, Ordinal, Temperature, Time, Volume],
            Lang::Hr => &[
                Distance,
                Duration,
                Ordinal,
                Quantity,
                Temperature,
                Time,
                Volume,
            ],
            Lang::Ja => &[Duration, Ordinal, Temperature, Time],
            Lang::Tr => &[Distance, Duration, Ordinal, Temperature, Time, Volume],
            Lang::Ca => &[Distance, Duration, Ordinal, Temperature, Time, Volume],
            Lang::Nl => &[Distance, Duration, Ordinal, Quantity, Time, Volume],
            Lang::Af => &[],
            Lang::Cs => &[Distance],
            Lang::Da | Lang::Nb => &[Duration, Ordinal, Time],
            Lang::Bg => &[Distance, Duration, Ordinal, Time],
            Lang::Hu => &[Duration, Ordinal, Time],
            Lang::Et => &[Ordinal],
            Lang::Fi => &[],
            Lang::Is => &[],
            Lang::Sk => &[],
            Lang::Sv => &[Distance, Duration, Ordinal, Time],
            Lang::Sw => &[],
            Lang::Id => &[Ordinal],
            Lang::Mn => &[Distance, Duration, Ordinal, Quantity, Temperature, Volume],
            Lang::El | Lang::He | Lang::Ka | Lang::Pl => &[Duration, Ordinal, Time],
            Lang::Ru => &[Distance, Duration, Ordinal, Quantity, Time, Volume],
            Lang::Ro => &[
                Distance,
                Duration,
                Ordinal,
                Quantity,
                Temperature,
                Time,
                Volume,
            ],
            Lang::Uk | Lang::Vi => &[Duration, Ordinal, Time],
            Lang::Hi => &[Duration, Ordinal, Temperature],
            Lang::Km => &[Distance, Ordinal, Quantity, Temperature, Volume],
            Lang::Ml | Lang::Ta => &[Ordinal],
            Lang::Bn
            | Lang::Fa
            | Lang::Kn
            | Lang::Lo
            | Lang::My
            | Lang::Ne
            | Lang::Te
            | Lang::Th => &[],
            Lang::Ko => &[Distance, Duration, Ordinal, Quantity, Time, Volume],
            Lang::Zh => &[Distance, Duration, Ordinal, Quantity, Temperature, Time],
        };
        every_language
            .into_iter()
            .chain(own.iter().copied())
            .collect()
    }

    /// What an apostrophe between two words does to an entity's edges (`engine::text::is_whole_words`): joins
    /// them ("Let's", "the 90's"), but not after a word the language elides before a vowel ("l'été",
    /// "dell'anno", "l'agost"); or, in Turkish, separates a word from the suffix it takes ("saat 9'da", "İstanbul'a"), so
    /// an entity ends at the apostrophe, as Duckling's edges let it.
    pub(crate) fn apostrophe(self) -> Apostrophe {
        match self {
            Lang::Fr => Apostrophe::Joins(&[
                "c", "d", "j", "l", "m", "n", "qu", "s", "t", "jusqu", "lorsqu", "puisqu", "quoiqu",
            ]),
            // Catalan's elided articles, pronouns and preposition: "a l'agost", "d'octubre a desembre", "l'estiu
            // de 2024", "durant d'una hora".
            Lang::Ca => Apostrophe::Joins(&["d", "l", "m", "n", "s", "t"]),
            Lang::It => Apostrophe::Joins(&[
                "d", "l", "un", "all", "coll", "dall", "dell", "nell", "quell", "quest", "sull",
            ]),
            Lang::Tr => Apostrophe::Separates,
            _ => Apostrophe::Joins(&[]),
        }
    }

    /// The letters a language writes after a number's digits to make it an ordinal ("15e", "3ème", "2de"):
    /// an entity may end between the digits and them (`engine::text::is_whole_words`), as Duckling's edges let
    /// it, so "de 15" of "op de 15e" and "le 3" of "le 3e" are the day of the month there as in Duckling.
    /// Dutch writes "15e" as often as "15de", though Duckling's ordinal rule reads only the latter.
    ///
    /// Polish chat drops the hyphen of "8-mej", "15-tą". Russian and Turkish also glue a case ending to the
    /// digits of a cardinal, and chat drops the hyphen or apostrophe that should stand between them: Russian "в
    /// 7ми" (at seven), "к 5ти", "на 2х человек" (whose ordinal endings, "5го", "1ое", Duckling's rules read
    /// whole), Turkish "saat 5te" (at five), "10da", "mayısın 3ünde", Hungarian "15:30kor" (at 15:30),
    /// "9:00ig" (until 9:00). Duckling's edges end "в 7", "saat 5", "o 8" and "15:30" there too.
    pub(crate) fn ordinal_suffixes(self) -> &'static [&'static str] {
        match self {
            // Catalan's abbreviations (1r, 2n, 3r, 4t, 5è; 1a; 1rs, 2ns, 4ts, 5ns; 1es) and chat's "5e", "5é",
            // "1er": "el 2n pis", "dilluns 3r", "el 15è aniversari". Duckling has no ordinal rule for them.
            Lang::Ca => &[
                "r", "n", "t", "è", "é", "e", "er", "a", "rs", "ns", "ts", "ens", "es",
            ],
            Lang::Fr => &["e", "er", "ere", "ère", "ème", "eme"],
            Lang::Nl => &["e", "de", "ste"],
            // An ordinal's ending after its digits, in every case and gender: "o 8mej" (at eight), "na 15tą",
            // "do 3ciej"; Duckling's ordinal rule reads some whole ("17tej", "5go"), not these.
            Lang::Pl => &[
                "szy", "sza", "sze", "szej", "szego", "szemu", "szym", "szą", "gi", "ga", "gie",
                "giej", "giego", "giemu", "gim", "gą", "ci", "cia", "cie", "ciej", "ciego",
                "ciemu", "cim", "cią", "ty", "ta", "te", "tej", "tego", "temu", "tym", "tą", "my",
                "ma", "me", "mej", "mego", "memu", "mym", "mą", "ej", "ego", "go", "emu", "ym",
            ],
            // The case endings a number written in digits takes, which the norm joins with a hyphen ("8-kor",
            // "15-én", "10:30-as") and chat glues to the digits: "15:30kor" (at 15:30), "9:00ig" (until),
            // "14:00tól" (from), "17:45re", "2025.03.15én", "a 8:15ös vonat". Duckling's own suffix rule reads
            // "március 15én" whole, not these.
            Lang::Hu => &[
                // temporal, terminative, ablative, sublative, and their day-of-month forms
                "kor", "kori", "ig", "tól", "től", "ra", "re", "án", "én", "jén", "ától", "étől",
                "jétől", "áig", "éig", "jéig", "ára", "ére", "jére",
                // a day's possessive and adjectival forms ("március 15e", "május 1jei")
                "a", "e", "je", "ja", "i", "ai", "ei", "jei", "ji",
                // adjectival "-as" ("a 8:15ös vonat"), accusative, and the common local cases
                "as", "es", "os", "ös", "at", "et", "ot", "öt", "át", "ét", "ban", "ben", "ba",
                "be", "ból", "ből", "nál", "nél", "hoz", "hez", "höz", "val", "vel", "tal", "tel",
                // ordinal and multiplicative endings ("3ik", "2odik", "5ször")
                "ik", "dik", "adik", "edik", "odik", "ödik", "szor", "szer", "ször",
            ],
            Lang::Ru => &["х", "ух", "ех", "ёх", "ти", "ми", "ть", "мя", "ью"],
            Lang::Tr => &[
                // dative, locative, ablative
                "a", "e", "ya", "ye", "da", "de", "ta", "te", "dan", "den", "tan", "ten",
                // genitive, accusative
                "ın", "in", "un", "ün", "nın", "nin", "nun", "nün", "ı", "i", "u", "ü", "yı", "yi",
                "yu", "yü",
                // possessive, and its dative and locative ("ayın 20si", "3ünde", "25ine")
                "sı", "si", "su", "sü", "ına", "ine", "una", "üne", "sına", "sine", "suna", "süne",
                "ında", "inde", "unda", "ünde", "sında", "sinde", "sunda", "sünde",
            ],
            _ => &[],
        }
    }

    /// Where the language lets an entity begin or end (Duckling's `isRangeValid`, `Duckling/Types/Document.hs`).
    pub(crate) fn edges(self) -> Edges {
        match self {
            Lang::Ar => Edges::Arabic,
            Lang::Zh => Edges::Uncased,
            _ => Edges::Classes,
        }
    }

    /// The longest span, in bytes, of a token built from several items: 96 for the languages whose every
    /// corpus line fits (English's longest is 74 bytes), 192 (`engine::rule::MAX_SPAN`) for those whose numbers
    /// in words run longer in letters of two and three bytes (Polish 100, Arabic 102, Greek 141, Thai 159). The
    /// bound keeps a chart linear and costs on repetitive text: 16 KB of "next friday at 5pm, " takes seven times
    /// as long at 192 as at 96.
    pub(crate) fn max_span(self) -> usize {
        match self {
            Lang::Af
            | Lang::Bg
            | Lang::Cs
            | Lang::Da
            | Lang::De
            | Lang::En
            | Lang::Es
            | Lang::Et
            | Lang::Fi
            | Lang::Fr
            | Lang::Ga
            | Lang::Hr
            | Lang::Hu
            | Lang::Id
            | Lang::Is
            | Lang::It
            | Lang::He
            | Lang::Ka
            | Lang::Nb
            | Lang::Nl
            | Lang::Pt
            | Lang::Ro
            | Lang::Sk
            | Lang::Sv
            | Lang::Sw
            | Lang::Tr
            | Lang::Vi => 96,
            _ => crate::engine::rule::MAX_SPAN,
        }
    }

    /// The language whose code is `code`, in any case.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }
}

/// What a language's apostrophe between two words does ([`Lang::apostrophe`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Apostrophe {
    /// It joins a word to the letter after it, except after one of these elided words, where a word begins.
    Joins(&'static [&'static str]),
    /// It separates a word from its suffix: an edge may fall on either side of it.
    Separates,
}

/// Where an entity may begin or end, as Duckling's `isRangeValid` draws it per language: at a change of
/// character class (cased letters, ASCII digits, and every other character a class of its own), and, in
/// Chinese, between any two characters that are neither cased letters nor digits, even two alike ("九|九":
/// Chinese writes no blanks, and a character repeated may begin a new word).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Edges {
    /// `defaultIsRangeValid`.
    Classes,
    /// `zhIsRangeValid`.
    Uncased,
    /// `arIsRangeValid`: Arabic letters are one class, and a match may also stand beside a proclitic or an
    /// enclitic; a whole range is judged, not each edge alone.
    Arabic,
}

/// The regions Duckling distinguishes (`Duckling/Region.hs`), each within one or more languages
/// ([`Lang::regions`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Region {
    Ar,
    Au,
    Be,
    Bz,
    Ca,
    Cl,
    Cn,
    Co,
    Eg,
    Es,
    Gb,
    Hk,
    Ie,
    In,
    Jm,
    Mo,
    Mx,
    Nl,
    Nz,
    Pe,
    Ph,
    Tt,
    Tw,
    Us,
    Ve,
    Za,
}

impl Region {
    /// The region's code, uppercase as locales spell it (`"MX"`).
    pub fn code(self) -> &'static str {
        match self {
            Region::Ar => "AR",
            Region::Au => "AU",
            Region::Be => "BE",
            Region::Bz => "BZ",
            Region::Ca => "CA",
            Region::Cl => "CL",
            Region::Cn => "CN",
            Region::Co => "CO",
            Region::Eg => "EG",
            Region::Es => "ES",
            Region::Gb => "GB",
            Region::Hk => "HK",
            Region::Ie => "IE",
            Region::In => "IN",
            Region::Jm => "JM",
            Region::Mo => "MO",
            Region::Mx => "MX",
            Region::Nl => "NL",
            Region::Nz => "NZ",
            Region::Pe => "PE",
            Region::Ph => "PH",
            Region::Tt => "TT",
            Region::Tw => "TW",
            Region::Us => "US",
            Region::Ve => "VE",
            Region::Za => "ZA",
        }
    }
}

/// A locale: a language, and optionally one of its regions ([`Lang::regions`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Locale {
    pub lang: Lang,
    pub region: Option<Region>,
}

impl Locale {
    /// Every locale: each language alone, then with each of its regions, in [`Lang::ALL`]'s order.
    pub fn all() -> impl Iterator<Item = Locale> {
        Lang::ALL.into_iter().flat_map(|lang| {
            std::iter::once(Locale { lang, region: None }).chain(lang.regions().iter().map(
                move |&r| Locale {
                    lang,
                    region: Some(r),
                },
            ))
        })
    }

    /// The locale names [`Locale::from_str`] accepts, as Duckling spells them (`"es"`, `"es_MX"`).
    pub fn supported() -> Vec<String> {
        Locale::all().map(|l| l.to_string()).collect()
    }

    /// How many locales there are: the grammars are kept in a slot per locale.
    pub fn count() -> usize {
        Lang::ALL.iter().map(|l| 1 + l.regions().len()).sum()
    }

    /// This locale's place in [`Locale::all`]. Every parse looks its grammar up by it, so it is read from a
    /// table rather than by walking the locales (a sixth of a microsecond for the languages late in the list).
    pub fn index(self) -> usize {
        /// Where each language's locales begin in [`Locale::all`].
        const FIRST: [usize; Lang::ALL.len()] = {
            let mut first = [0; Lang::ALL.len()];
            let mut i = 1;
            while i < first.len() {
                first[i] = first[i - 1] + 1 + Lang::ALL[i - 1].regions().len();
                i += 1;
            }
            first
        };
        let region = self.region.map_or(0, |r| {
            1 + self
                .lang
                .regions()
                .iter()
                .position(|&own| own == r)
                .expect("a locale pairs a language only with its own regions")
        });
        FIRST[self.lang.index()] + region
    }

    /// Whether day-first numeric dates ("15/2") are the reading for this English locale.
    pub fn day_first(self) -> bool {
        !matches!(
            self.region,
            None | Some(Region::Us) | Some(Region::Ph) | Some(Region::Ca)
        )
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.region {
            None => f.write_str(self.lang.code()),
            Some(r) => write!(f, "{}_{}", self.lang.code(), r.code()),
        }
    }
}

impl Default for Locale {
    fn default() -> Self {
        Locale {
            lang: Lang::En,
            region: Some(Region::Us),
        }
    }
}

impl FromStr for Locale {
    type Err = Error;

    /// Accepts `es`, `es_MX`, `es-mx`, `EN_GB`, … A region the language does not distinguish is dropped, as
    /// Duckling's `makeLocale` drops it: `fr_FR` is `fr`, `es_US` is `es`. An unknown language, or a region
    /// that is not two letters, is an error.
    fn from_str(name: &str) -> Result<Self, Error> {
        let unknown = || Error::UnknownLocale(name.to_owned());
        let mut parts = name.trim().split(['_', '-']);
        let lang = parts.next().and_then(Lang::from_code).ok_or_else(unknown)?;
        let region = match parts.next() {
            None => None,
            Some(code) if code.len() == 2 && code.bytes().all(|b| b.is_ascii_alphabetic()) => lang
                .regions()
                .iter()
                .copied()
                .find(|r| r.code().eq_ignore_ascii_case(code)),
            Some(_) => return Err(unknown()),
        };
        if parts.next().is_some() {
            return Err(unknown());
        }
        Ok(Locale { lang, region })
    }
}

/// Everything a parse depends on besides the text.
#[derive(Debug, Clone)]
pub struct Options {
    pub locale: Locale,
    /// The instant relative expressions resolve against, in the zone they resolve in.
    pub reference_time: Zoned,
    /// The dimensions to return; the others are still used internally where a rule needs them. A set the
    /// caller named ([`DimSet::named`]) may also bring rules the language lacks, as Duckling's `rulesFor` does.
    pub dims: DimSet,
    /// Also return latent entities (a bare "5" as an amount, "at 3" as a time).
    pub latent: bool,
    /// Whether a time with instances on both sides of the reference ("friday", "march") means the next one
    /// (Duckling's only answer) or the last one.
    pub prefer: Prefer,
    /// The order of an ambiguous numeric date ("3/4/2013"); `None` reads it as the locale does.
    pub date_order: Option<DateOrder>,
    /// The day weeks start on ("this week", "last week", week grains).
    pub week_start: WeekStart,
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
            prefer: Prefer::Future,
            date_order: None,
            week_start: WeekStart::Monday,
        }
    }
}

/// Names an option's value as a caller spells it (`"past"`, `"dmy"`, `"sunday"`), in any case; anything else is
/// an [`Error::InvalidOption`] listing the valid ones.
fn option_value<T: Copy>(
    option: &'static str,
    name: &str,
    values: &[(&'static str, T)],
) -> Result<T, Error> {
    values
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
        .map(|&(_, v)| v)
        .ok_or_else(|| Error::InvalidOption {
            option,
            given: name.to_owned(),
            valid: values.iter().map(|&(n, _)| n).collect(),
        })
}

/// `FromStr` for an option's enum: `option_from_str!(Type, "option", [("name", Type::Value), …])` reads the
/// names with [`option_value`].
macro_rules! option_from_str {
    ($type:ty, $option:literal, [$(($name:literal, $value:expr)),* $(,)?]) => {
        impl FromStr for $type {
            type Err = Error;

            fn from_str(name: &str) -> Result<Self, Error> {
                option_value($option, name, &[$(($name, $value)),*])
            }
        }
    };
}

/// Which instance a time resolves to when it has some on both sides of the reference time (`time::resolve`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Prefer {
    /// The next one, as Duckling always answers: "friday" on a Tuesday is this week's.
    #[default]
    Future,
    /// The last one, for text about what happened ("I paid $30 on friday"). An instance that holds the
    /// reference stays current, and words that choose ("next friday", "last friday", "tomorrow") keep their
    /// meaning: they have instances on one side only.
    Past,
}

option_from_str!(
    Prefer,
    "prefer",
    [("future", Prefer::Future), ("past", Prefer::Past)]
);

/// The order of the numbers of an ambiguous numeric date ("3/4/2013", "3/4").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DateOrder {
    /// Month, day, year: "3/4/2013" is March 4th (en_US).
    Mdy,
    /// Day, month, year: "3/4/2013" is April 3rd (en_GB, most of the world).
    Dmy,
    /// Year, month, day: "13/4/3" is 2013-04-03; a leading number is the year where it could be a day.
    Ymd,
}

option_from_str!(
    DateOrder,
    "date_order",
    [
        ("mdy", DateOrder::Mdy),
        ("dmy", DateOrder::Dmy),
        ("ymd", DateOrder::Ymd)
    ]
);

/// The day a week starts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum WeekStart {
    /// Duckling's (ISO 8601's) weeks.
    #[default]
    Monday,
    /// The weeks of the US calendar.
    Sunday,
}

option_from_str!(
    WeekStart,
    "week_start",
    [("monday", WeekStart::Monday), ("sunday", WeekStart::Sunday)]
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_parse_in_any_spelling() {
        assert_eq!("en".parse::<Locale>().unwrap().region, None);
        assert_eq!("en_GB".parse::<Locale>().unwrap().region, Some(Region::Gb));
        assert_eq!("EN-us".parse::<Locale>().unwrap().region, Some(Region::Us));
        let es_mx = "es_mx".parse::<Locale>().unwrap();
        assert_eq!((es_mx.lang, es_mx.region), (Lang::Es, Some(Region::Mx)));
        assert_eq!(es_mx.to_string(), "es_MX");
        assert!("xx".parse::<Locale>().is_err());
        assert!("en_US_x".parse::<Locale>().is_err());
        assert!("en_123".parse::<Locale>().is_err());
    }

    /// A region the language does not distinguish falls back to the language, as Duckling's `makeLocale` does.
    #[test]
    fn a_region_of_another_language_is_dropped() {
        for (name, lang) in [
            ("fr_FR", Lang::Fr),
            ("es_US", Lang::Es),
            ("en_XX", Lang::En),
            ("en_MX", Lang::En),
        ] {
            let locale = name.parse::<Locale>().unwrap();
            assert_eq!((locale.lang, locale.region), (lang, None), "{name}");
        }
    }

    #[test]
    fn every_locale_has_its_own_slot_and_round_trips() {
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            assert_eq!(lang.index(), i);
        }
        let all: Vec<Locale> = Locale::all().collect();
        assert_eq!(all.len(), Locale::count());
        for (i, locale) in all.iter().enumerate() {
            assert_eq!(locale.index(), i);
            assert_eq!(locale.to_string().parse::<Locale>().unwrap(), *locale);
        }
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
    fn each_language_has_duckling_s_dimensions() {
        assert_eq!(Lang::En.dims(), DimSet::all());
        let de = Lang::De.dims();
        assert!(de.contains(Dim::Time) && de.contains(Dim::AmountOfMoney));
        assert!(!de.contains(Dim::Temperature) && !de.contains(Dim::Quantity));
        assert!(!Lang::It.dims().contains(Dim::Quantity));
        let hi = Lang::Hi.dims();
        assert!(hi.contains(Dim::Duration) && !hi.contains(Dim::Time));
        assert!(!Lang::Th.dims().contains(Dim::Ordinal));
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
    fn assumptions_parse_by_name_and_refuse_others() {
        assert_eq!("PAST".parse::<Prefer>().unwrap(), Prefer::Past);
        assert_eq!("dmy".parse::<DateOrder>().unwrap(), DateOrder::Dmy);
        assert_eq!("sunday".parse::<WeekStart>().unwrap(), WeekStart::Sunday);
        let error = "yesterday".parse::<Prefer>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid prefer \"yesterday\"; valid: future, past"
        );
        assert!(
            "dym"
                .parse::<DateOrder>()
                .unwrap_err()
                .to_string()
                .contains("mdy, dmy, ymd")
        );
        assert!("saturday".parse::<WeekStart>().is_err());
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
