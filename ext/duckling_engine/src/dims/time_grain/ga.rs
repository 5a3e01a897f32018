//! Irish units of time (`Duckling/TimeGrain/GA/Rules.hs`), with their mutations ("tsoicind", "nóiméad", "n-uaire", "mbliana").

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("soicind (grain)", "t?sh?oicind(í|i)?", Grain::Second),
    ("nóiméad (grain)", "n[óo]im(é|e)[ai]da?", Grain::Minute),
    ("uair (grain)", "([thn]-?)?uair(e|eanta)?", Grain::Hour),
    ("lá (grain)", "l(ae(thanta)?|(á|a))", Grain::Day),
    ("seachtain (grain)", "t?sh?eachtain(e|(í|i))?", Grain::Week),
    ("mí (grain)", "mh?(í|i)(sa|nna)", Grain::Month),
    ("ráithe (grain)", "r(á|a)ith(e|(í|i))", Grain::Quarter),
    ("bliain (grain)", "m?bh?lia(in|na|nta)", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
