//! Swahili numbers (`Duckling/Numeral/SW/Rules.hs`): the words from "sufuri" to "kumi" and the round tens.
//!
//! Duckling's "integer 11..19 21..29 .. 91..99" ("ishirini na moja") is left out: its production reads its
//! second item, the regex "na", as the units, so it never yields a number.

use super::helpers::{integer, lookup};
use crate::dims::token::{Rule, re};

const ZERO_TEN: [(&str, i64); 12] = [
    ("sufuri", 0),
    ("zero", 0),
    ("moja", 1),
    ("mbili", 2),
    ("tatu", 3),
    ("nne", 4),
    ("tano", 5),
    ("sita", 6),
    ("saba", 7),
    ("nane", 8),
    ("tisa", 9),
    ("kumi", 10),
];

const TENS: [(&str, i64); 9] = [
    ("ishirini", 20),
    ("thelathini", 30),
    ("arubaini", 40),
    ("arobaini", 40),
    ("hamsini", 50),
    ("sitini", 60),
    ("sabini", 70),
    ("themanini", 80),
    ("tisini", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "number (0..10)",
            vec![re(
                "(sufuri|zero|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)",
            )],
            |m| integer(lookup(&ZERO_TEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20,30..90)",
            vec![re(
                "(ishirini|thelathini|arubaini|arobaini|hamsini|sitini|sabini|themanini|tisini)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
    ]
}
