//! Hungarian numbers (`Duckling/Numeral/HU/Rules.hs`): words from "nulla" to "kilencvenkilenc" ("tizenöt",
//! "huszonkettő", "harmincnégy"), each written as one word.

use crate::dims::numeral::helpers::{integer, lookup_rule, tens_units_rule};
use crate::dims::token::Rule;

const ZERO_TO_TEN: [(&str, i64); 12] = [
    ("nulla", 0),
    ("zéró", 0),
    ("egy", 1),
    ("kettő", 2),
    ("három", 3),
    ("négy", 4),
    ("öt", 5),
    ("hat", 6),
    ("hét", 7),
    ("nyolc", 8),
    ("kilenc", 9),
    ("tíz", 10),
];

const ELEVEN_TO_NINETEEN: [(&str, i64); 9] = [
    ("tizenegy", 11),
    ("tizenkettő", 12),
    ("tizenhárom", 13),
    ("tizennégy", 14),
    ("tizenöt", 15),
    ("tizenhat", 16),
    ("tizenhét", 17),
    ("tizennyolc", 18),
    ("tizenkilenc", 19),
];

const TWENTY_ONE_TO_TWENTY_NINE: [(&str, i64); 9] = [
    ("huszonegy", 21),
    ("huszonkettő", 22),
    ("huszonhárom", 23),
    ("huszonnégy", 24),
    ("huszonöt", 25),
    ("huszonhat", 26),
    ("huszonhét", 27),
    ("huszonnyolc", 28),
    ("huszonkilenc", 29),
];

const TENS: [(&str, i64); 8] = [
    ("húsz", 20),
    ("harminc", 30),
    ("negyven", 40),
    ("ötven", 50),
    ("hatvan", 60),
    ("hetven", 70),
    ("nyolcvan", 80),
    ("kilencven", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        lookup_rule(
            "number (0..10)",
            "(nulla|zéró|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc|tíz)",
            &ZERO_TO_TEN,
            integer,
        ),
        lookup_rule(
            "number (11..19)",
            "(tizenegy|tizenkettő|tizenhárom|tizennégy|tizenöt|tizenhat|tizenhét|tizennyolc|tizenkilenc)",
            &ELEVEN_TO_NINETEEN,
            integer,
        ),
        lookup_rule(
            "number (21..29)",
            "(huszonegy|huszonkettő|huszonhárom|huszonnégy|huszonöt|huszonhat|huszonhét|huszonnyolc|huszonkilenc)",
            &TWENTY_ONE_TO_TWENTY_NINE,
            integer,
        ),
        lookup_rule(
            "integer (20,30..90)",
            "(húsz|harminc|negyven|ötven|hatvan|hetven|nyolcvan|kilencven)",
            &TENS,
            integer,
        ),
        tens_units_rule(
            "integer ([3-9][1-9])",
            "(harminc|negyven|ötven|hatvan|hetven|nyolcvan|kilencven)(egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc)",
            &TENS,
            &ZERO_TO_TEN,
            integer,
        ),
    ]
}
