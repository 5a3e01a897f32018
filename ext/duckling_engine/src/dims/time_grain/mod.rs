//! Units of time on their own ("week", "months"), as Duckling's `TimeGrain` rules (`Duckling/TimeGrain/EN/Rules.hs`): the time and duration rules read them.

pub(crate) mod ar;
pub(crate) mod bg;
pub(crate) mod ca;
pub(crate) mod da;
pub(crate) mod de;
pub(crate) mod el;
pub(crate) mod es;
pub(crate) mod fi;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod he;
pub(crate) mod hi;
pub(crate) mod hr;
pub(crate) mod hu;
pub(crate) mod it;
pub(crate) mod ja;
pub(crate) mod ka;
pub(crate) mod ko;
pub(crate) mod mn;
pub(crate) mod nb;
pub(crate) mod nl;
pub(crate) mod pl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod sv;
pub(crate) mod tr;
pub(crate) mod uk;
pub(crate) mod vi;
pub(crate) mod zh;

use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;

/// Each grain's rule name (Duckling's, the second's trailing blank included) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "sec(ond)?s?", Grain::Second),
    ("minute (grain)", "m(in(ute)?s?)?", Grain::Minute),
    ("hour (grain)", "h(((ou)?rs?)|r)?", Grain::Hour),
    ("day (grain)", "days?", Grain::Day),
    ("week (grain)", "weeks?", Grain::Week),
    ("month (grain)", "months?", Grain::Month),
    ("quarter (grain)", "(quarter|qtr)s?", Grain::Quarter),
    ("year (grain)", "y(ea)?rs?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    grain_rules(&GRAINS)
}

/// One rule per grain of a language's table: (Duckling's rule name, the words, the grain).
pub(crate) fn grain_rules(grains: &'static [(&'static str, &'static str, Grain)]) -> Vec<Rule> {
    grains
        .iter()
        .map(|&(name, words, grain)| {
            Rule::new(name, vec![re(words)], move |_| {
                Some(Token::TimeGrain(grain))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::{options_in, whole_text_tokens};
    use crate::dims::token::Token;
    use crate::time::Grain;

    fn grains(text: &str) -> Vec<Grain> {
        whole_text_tokens(&options_in("en"), text, |t| match t {
            Token::TimeGrain(g) => Some(*g),
            _ => None,
        })
    }

    /// Every spelling of every grain, and words that only begin like one.
    #[test]
    fn grains_are_read_whole_words_only() {
        let cases = [
            ("sec", Grain::Second),
            ("seconds", Grain::Second),
            ("m", Grain::Minute),
            ("mins", Grain::Minute),
            ("minute", Grain::Minute),
            ("h", Grain::Hour),
            ("hr", Grain::Hour),
            ("hrs", Grain::Hour),
            ("Hours", Grain::Hour),
            ("day", Grain::Day),
            ("weeks", Grain::Week),
            ("month", Grain::Month),
            ("qtrs", Grain::Quarter),
            ("quarter", Grain::Quarter),
            ("yr", Grain::Year),
            ("years", Grain::Year),
        ];
        for (text, grain) in cases {
            assert_eq!(grains(text), [grain], "{text}");
        }
        for text in ["secretary", "mint", "hourglass", "daysy"] {
            assert_eq!(grains(text), [], "{text}");
        }
    }
}
