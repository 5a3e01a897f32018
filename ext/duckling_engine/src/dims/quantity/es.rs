//! Spanish quantities (`Duckling/Quantity/ES/Rules.hs`): "dos gramos", "una libra", "tres tazas de azucar",
//! "0,5 kg de fresas", "menos de seis libras de carne", "al menos 4,0 oz de chocolate"; milligrams and
//! kilograms are given in grams, and any positive number is a latent quantity of no unit.

use crate::dims::measure::units::{Prefix, Unit};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Kind, Matched, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// Duckling's `quantities`: rule name, regex (one group), unit.
const QUANTITIES: [(&str, &str, Unit); 10] = [
    (
        "<quantity> bowls",
        "(bol(es)?|tazón(es)?|cuencos?|platos? (soperos?)|(hondos?))",
        Unit::Bowl,
    ),
    ("<quantity> cups", "(tazas?)", Unit::Cup),
    ("<quantity> dishes", "(platos?|fuentes?)", Unit::Dish),
    (
        "<quantity> grams",
        "(((m(ili)?)|(k(ilo)?))?g(ramo)?s?)",
        Unit::Gram,
    ),
    ("<quantity> ounces", "((onzas?)|oz)", Unit::Ounce),
    ("<quantity> pints", "(pintas?)", Unit::Pint),
    ("<quantity> pounds", "((lb|libra)s?)", Unit::Pound),
    ("<quantity> quarts", "(cuartos? de galón)", Unit::Quart),
    (
        "<quantity> tablespoons",
        "(cucharadas? (grande)?)",
        Unit::Tablespoon,
    ),
    ("<quantity> teaspoons", "(cucharaditas?)", Unit::Teaspoon),
];

/// Duckling's `opsMap`: the spellings of milli- and kilograms.
const PREFIXES: [(&str, Prefix); 8] = [
    ("miligram", Prefix::Milli),
    ("miligramos", Prefix::Milli),
    ("mg", Prefix::Milli),
    ("mgs", Prefix::Milli),
    ("kilogramo", Prefix::Kilo),
    ("kilogramos", Prefix::Kilo),
    ("kg", Prefix::Kilo),
    ("kgs", Prefix::Kilo),
];

/// `count` of the unit as written, in the unit without prefix.
fn scaled(written: &str, count: f64) -> f64 {
    lookup(&PREFIXES, written).map_or(count, |p| p.apply(count))
}

fn quantity(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Quantity(MeasureData::new(amount, unit)))
}

fn simple() -> Item<Token> {
    measure(Kind::Quantity, |m| m.simple_value().is_some())
}

/// From `from` to the quantity `to`, in its unit, when `from` is the smaller.
fn between(from: f64, to: &Matched<'_, Token>) -> Option<Token> {
    let to = to.measure()?;
    let to_value = to.simple_value()?;
    (from < to_value)
        .then(|| quantity(Amount::Between(from, to_value), to.unit))
        .flatten()
}

/// Between two quantities of one unit.
fn between_quantities(from: &Matched<'_, Token>, to: &Matched<'_, Token>) -> Option<Token> {
    let from = from.measure()?;
    (from.unit == to.measure()?.unit)
        .then(|| between(from.simple_value()?, to))
        .flatten()
}

/// An interval open on one side, bounded by the quantity `m`.
fn open(bound: fn(f64) -> Amount, m: &Matched<'_, Token>) -> Option<Token> {
    let m = m.measure()?;
    quantity(bound(m.simple_value()?), m.unit)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "<quantity> de producto",
            // Duckling's `\w` is ASCII's: "una taza de azúcar" is a cup of no product there.
            vec![measure(Kind::Quantity, |_| true), re(r"de ([[:word:]]+)")],
            |m| {
                let product = m[1].group(1)?.to_lowercase();
                Some(Token::Quantity(MeasureData {
                    product: Some(product.into()),
                    ..m[0].measure()?.clone()
                }))
            },
        ),
        Rule::new(
            "over/above/exceeding/beyond/at least/more than <quantity>",
            // Duckling's look-behind `(?<!no )` before "más" is checked in the production.
            vec![
                re(
                    "m(á|a)s( grande| pesado)? (de|que)|mayor de|por encima de|excesivo|fuera de|por lo menos|como m(í|i)nim(o|a)|al menos",
                ),
                simple(),
            ],
            |m| {
                let before = &m[0].haystack()?[..m[0].range(0)?.start];
                if before.to_lowercase().ends_with("no ") {
                    return None;
                }
                open(Amount::Above, &m[1])
            },
        ),
        Rule::new(
            "under/below/less/lower/at most/no more than <dist>",
            vec![
                re(
                    "no m(á|a)s que|menos de|por debajo de|como mucho|como m(á|a)xim(o|a)|a lo sumo|menos (que|de)",
                ),
                simple(),
            ],
            |m| open(Amount::Under, &m[1]),
        ),
        Rule::new(
            "between|from <numeral> and|to <quantity>",
            vec![re("entre|de"), numeral(is_positive), re("a|y"), simple()],
            |m| between(m[1].numeral()?.value, &m[3]),
        ),
        // Duckling's regexes, slashes included: they match "entre/de" and "a/y" as written.
        Rule::new(
            "between|from <quantity> to|and <quantity>",
            vec![re("entre/de"), simple(), re("a/y"), simple()],
            |m| between_quantities(&m[1], &m[3]),
        ),
        Rule::new(
            "<numeral> - <quantity>",
            vec![numeral(is_positive), re(r"\-"), simple()],
            |m| between(m[0].numeral()?.value, &m[2]),
        ),
        Rule::new(
            "<quantity> - <quantity>",
            vec![simple(), re(r"\-"), simple()],
            |m| between_quantities(&m[0], &m[2]),
        ),
        Rule::new(
            "about|exactly <quantity>",
            vec![
                re("exactamente|precisamente|a?cerca( de)?|aproximadamente|casi"),
                measure(Kind::Quantity, |_| true),
            ],
            |m| Some(m[1].token()?.clone()),
        ),
        Rule::new("<quantity> (latent)", vec![numeral(is_positive)], |m| {
            quantity(Amount::Value(m[0].numeral()?.value), Unit::Unnamed)
        }),
    ];
    for &(name, regex, unit) in &QUANTITIES {
        rules.push(Rule::new(
            name,
            vec![numeral(is_positive), re(regex)],
            move |m| {
                let count = m[0].numeral()?.value;
                quantity(Amount::Value(scaled(m[1].group(1)?, count)), unit)
            },
        ));
        rules.push(Rule::new(
            name,
            vec![re(&format!("una? {regex}"))],
            move |m| quantity(Amount::Value(scaled(m[0].group(1)?, 1.0)), unit),
        ));
    }
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::measure::Amount;
    use crate::dims::numeral::testing::options_in;
    use crate::dims::numeral::testing::whole_text_tokens;
    use crate::dims::token::Token;

    /// "no más de" is neither "más de" (Duckling's look-behind `(?<!no )`) nor one of its "at most" words.
    #[test]
    fn no_mas_de_is_no_lower_bound() {
        let amounts = whole_text_tokens(&options_in("es"), "no más de 2 tazas", |t| match t {
            Token::Quantity(q) => Some(q.amount),
            _ => None,
        });
        assert!(amounts.is_empty(), "{amounts:?}");
        let amounts = whole_text_tokens(&options_in("es"), "más de 2 tazas", |t| match t {
            Token::Quantity(q) => Some(q.amount),
            _ => None,
        });
        assert_eq!(amounts, [Amount::Above(2.0)]);
    }
}
