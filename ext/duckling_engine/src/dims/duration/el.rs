//! Greek durations (`Duckling/Duration/EL/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "ένα τέταρτο", "μισάωρο", "5'", "2 ώρες ακόμα", "δίλεπτο", "2,5 ώρες", "μισή ώρα", "δυόμισι ώρες",
//! "περίπου 3 μέρες".

use crate::dims::duration::rules::{
    about_exactly, common, count, fraction_of_hours, lasting, minutes_seconds_marks, named_duration,
};
use crate::dims::numeral::el::NUMERAL_MAP_EL;
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::n_plus_one_half;

/// The units of time a number prefixes in one word ("τρίωρο", "πενθήμερο", "διετία").
const GRAIN_SUFFIXES: [(&str, Grain); 10] = [
    ("λεπτο", Grain::Minute),
    ("ωρο", Grain::Hour),
    ("μερο", Grain::Day),
    ("ήμερο", Grain::Day),
    ("μηνο", Grain::Month),
    ("ετία", Grain::Year),
    ("ετίας", Grain::Year),
    ("ετή", Grain::Year),
    ("ετέ", Grain::Year),
    ("χρονο", Grain::Year),
];

/// "ακόμα" or "λιγότερο", before or after the unit: the count of the unit, nothing more or less.
const MORE: &str = "ακόμα|λιγότερ[οη]";

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration("quarter of an hour", r"(1/4|[εέ]ν(α|ός)\s+τ[εέ]τ[αά]ρτου?)(\s*ω|\s+(της\s+)?ώρας)?", Grain::Minute, 15),
        named_duration("half an hour", r"(1/2\s?((της )?ώρας?|ω)|μισάωρου?)", Grain::Minute, 30),
        minutes_seconds_marks(),
        Rule::new(
            "<integer> more <unit-of-duration>",
            vec![
                numeral(NumeralData::is_natural),
                any(Kind::TimeGrain),
                re(MORE),
            ],
            |m| lasting(m[1].time_grain()?, count(m[0].numeral()?)?),
        ),
        Rule::new(
            "<integer> more <unit-of-duration>",
            vec![
                numeral(NumeralData::is_natural),
                re(MORE),
                any(Kind::TimeGrain),
            ],
            |m| lasting(m[2].time_grain()?, count(m[0].numeral()?)?),
        ),
        Rule::new(
            "<number><grain> (one word)",
            vec![re(
                "(δ[ιί]|τρ[ιί]|τετρ|πεν[θτ]|εξ|ε[πφ]τ|ο[κχ]τ|εννι|δεκ|δεκαπεν[θτ]|εικοσ|εικοσιπεν[θτ]|τριαντ|τριανταπεν[θτ]|σαραντ|σαρανταπεν[θτ]|πενηντ|πενηνταπεν[θτ]|εξηντ|ενενηντ)[αά]?(λεπτο|ωρο|ή?μερο|μηνο|ετία?|ετ[ήέ]|χρονο)ς?υ?",
            )],
            |m| {
                let grain = lookup(&GRAIN_SUFFIXES, m[0].group(2)?)?;
                lasting(grain, lookup(&NUMERAL_MAP_EL, m[0].group(1)?)?)
            },
        ),
        named_duration("three quarters of an hour", r"(3/4|τρ[ιί](α|ών)\s+τ[εέ]τ[αά]ρτ(α|ων))(\s*ω|\s+(της\s+)?ώρας)?", Grain::Minute, 45),
        fraction_of_hours("number.number hours", r"(\d+),(\d+)"),
        Rule::new(
            "half a <grain>",
            vec![re("μισ[ήό]ς?"), any(Kind::TimeGrain)],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 0)?)),
        ),
        Rule::new(
            "<integer> and a half <grain>",
            vec![
                numeral(NumeralData::is_natural),
                re("και μισ[ήό]ς?"),
                any(Kind::TimeGrain),
            ],
            |m| {
                let n = count(m[0].numeral()?)?;
                Some(Token::Duration(n_plus_one_half(m[2].time_grain()?, n)?))
            },
        ),
        Rule::new(
            "<integer-and-half> <grain>",
            vec![
                re(
                    "(μιά|ενά|δυό|τρεισή|τεσσερι?σή|πεντέ|εξί|ε[πφ]τά|ο[κχ]τώ|εννιά|δεκά|εντεκά|δωδεκά)μισ[ιη]ς?",
                ),
                any(Kind::TimeGrain),
            ],
            |m| {
                let n = lookup(&NUMERAL_MAP_EL, m[0].group(1)?)?;
                Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, n)?))
            },
        ),
        about_exactly("(περίπου|πάνω κάτω|ακριβώς)"),
    ]);
    all
}
