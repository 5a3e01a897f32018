//! Turkish units of time (`Duckling/TimeGrain/TR/Rules.hs`), with their genitive suffixes ("saatin").

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("saniye (grain)", "sa?n(iye)?(nin)?", Grain::Second),
    ("dakika (grain)", "da?k(ika)?(nın)?", Grain::Minute),
    ("saat (grain)", "sa(at)?(in)?", Grain::Hour),
    ("gün (grain)", "gün(ün)?", Grain::Day),
    ("hafta (grain)", "hafta(nın)?", Grain::Week),
    ("ay (grain)", "ay(ın)?", Grain::Month),
    ("çeyrek yıl (grain)", "çeyrek yıl(ın)?", Grain::Quarter),
    ("yıl (grain)", "yıl(ın)?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
