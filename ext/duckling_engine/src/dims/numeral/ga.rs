//! Irish numbers (`Duckling/Numeral/GA/Rules.hs`): one to ten ("aon", "dhá"), the count forms ("a haon", "a
//! náid"), the tens ("fiche", "tríocha"), the old vigesimal twenties ("is dhá fhichead", "déag is fiche"),
//! decimals with a dot, thousands with commas, the K/M/G suffixes and negatives ("míneas").

use super::helpers::{integer, lookup};
use super::shared::{digits, negative, suffixes_kmg};
use crate::dims::token::{Rule, re};

const ONE_TO_TEN: [(&str, i64); 14] = [
    ("aon", 1),
    ("dha", 2),
    ("dhá", 2),
    ("trí", 3),
    ("tri", 3),
    ("ceithre", 4),
    ("cuig", 5),
    ("cúig", 5),
    ("sé", 6),
    ("se", 6),
    ("seacht", 7),
    ("ocht", 8),
    ("naoi", 9),
    ("deich", 10),
];

const TWENTY_TO_NINETY: [(&str, i64); 12] = [
    ("fiche", 20),
    ("triocha", 30),
    ("tríocha", 30),
    ("daichead", 40),
    ("caoga", 50),
    ("seasca", 60),
    ("seachto", 70),
    ("seachtó", 70),
    ("ochto", 80),
    ("ochtó", 80),
    ("nócha", 90),
    ("nocha", 90),
];

const COUNT: [(&str, i64); 16] = [
    ("naid", 0),
    ("náid", 0),
    ("haon", 1),
    ("dó", 2),
    ("do", 2),
    ("trí", 3),
    ("tri", 3),
    ("ceathair", 4),
    ("cuig", 5),
    ("cúig", 5),
    ("sé", 6),
    ("se", 6),
    ("seacht", 7),
    ("hocht", 8),
    ("naoi", 9),
    ("deich", 10),
];

const OLD_VIGESIMAL: [(&str, i64); 7] = [
    ("dá fhichead", 40),
    ("da fhichead", 40),
    ("dhá fhichead", 40),
    ("dha fhichead", 40),
    ("trí fichid", 60),
    ("tri fichid", 60),
    ("ceithre fichid", 80),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("amháin", vec![re("amh(á|a)in")], |_| integer(1)),
        Rule::new(
            "count numbers",
            vec![re(
                "a (n(á|a)id|haon|d(ó|o)|tr(í|i)|ceathair|c(ú|u)ig|s(é|e)|seacht|hocht|naoi|deich)",
            )],
            |m| integer(lookup(&COUNT, m[0].group(1)?)?),
        ),
        Rule::new("déag", vec![re("d(é|e)ag")], |_| integer(10)),
        digits("decimal number", r"(\d*\.\d+)", None, '.'),
        digits(
            "decimal with thousands separator",
            r"(\d+(,\d\d\d)+\.\d+)",
            Some(','),
            '.',
        ),
        digits(
            "integer with thousands separator ,",
            r"(\d{1,3}(,\d\d\d){1,5})",
            Some(','),
            '.',
        ),
        Rule::new(
            "numbers, 20-90",
            vec![re(
                "(fiche|tr(í|i)ocha|daichead|caoga|seasca|seacht(ó|o)|ocht(ó|o)|n(ó|o)cha)",
            )],
            |m| integer(lookup(&TWENTY_TO_NINETY, m[0].group(1)?)?),
        ),
        Rule::new(
            "numbers, 1-10",
            vec![re(
                "(aon|dh(á|a)|tr(í|i)|ceithre|c(ú|u)ig|seacht|s(é|e)|ocht|naoi|deich)",
            )],
            |m| integer(lookup(&ONE_TO_TEN, m[0].group(1)?)?),
        ),
        negative(r"-|m(í|i)neas(\sa)?"),
        suffixes_kmg(),
        Rule::new(
            "old vigesimal numbers, 20s",
            vec![re(
                "(d[ée]ag )?is (dh?(á|a) fhichead|tr(í|i) fichid|ceithre fichid)",
            )],
            |m| {
                let twenties = lookup(&OLD_VIGESIMAL, m[0].group(2)?)?;
                integer(match m[0].group(1) {
                    Some(_) => twenties + 10,
                    None => twenties,
                })
            },
        ),
        Rule::new(
            "old vigesimal 20 + 10",
            vec![re("d[ée]ag is fiche")],
            |_| integer(30),
        ),
    ]
}
