//! The languages: each one's grammar assembled from the dimensions' rules, as Duckling's
//! `Duckling/Rules/<LANG>.hs` assembles it (`langRules` per dimension, `localeRules` per region), plus the
//! language-independent rules every language has (`Duckling/Rules/Common.hs`: email, url, phone and
//! credit-card numbers, numbers in digits, currencies).
//!
//! A locale's grammar is compiled on its first parse and then shared by every thread: a process that only
//! parses English never builds another language's. As in Duckling (`Dimensions.hs`), every dimension of the
//! language is in its grammar whichever dimensions the caller asked for: time rules read numerals, ordinals,
//! durations and grains.

mod af;
mod ar;
mod bg;
mod bn;
mod ca;
mod cs;
mod da;
mod de;
mod el;
mod en;
mod es;
mod et;
mod fa;
mod fi;
mod fr;
mod ga;
mod he;
mod hi;
mod hr;
mod hu;
mod id;
mod is;
mod it;
mod ja;
mod ka;
mod km;
mod kn;
mod ko;
mod lo;
mod ml;
mod mn;
mod my;
mod nb;
mod ne;
mod nl;
mod pl;
mod pt;
mod ro;
mod ru;
mod sk;
mod sv;
mod sw;
mod ta;
mod te;
mod th;
mod tr;
mod uk;
mod vi;
mod zh;

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{OnceLock, RwLock};

use crate::dims::time::numeric;
use crate::dims::token::{Kind, Rule, Token};
use crate::dims::{credit_card_number, duration, email, money, numeral, phone_number, url};
use crate::engine::grammar::Grammar;
use crate::engine::rule::Item;
use crate::{DateOrder, Dim, DimSet, Lang, Locale};

/// How many grammars this process has built (see [`grammars_built`]).
static BUILT: AtomicUsize = AtomicUsize::new(0);

/// How many grammars this process has built so far. A caller that sees it grow over a parse knows that the
/// parse built one: that parse also compiled most of the regexes the grammar will ever compile, and freed the
/// scratch memory of both (the binding returns it to the system then).
pub fn grammars_built() -> usize {
    BUILT.load(Ordering::Relaxed)
}

/// `rules` compiled into a grammar, counted in [`grammars_built`].
fn build(rules: Vec<Rule>) -> Grammar<Token> {
    BUILT.fetch_add(1, Ordering::Relaxed);
    Grammar::new(rules)
}

/// The grammar for `locale`, compiled on first use.
pub(crate) fn grammar(locale: Locale) -> &'static Grammar<Token> {
    static GRAMMARS: OnceLock<Box<[OnceLock<Grammar<Token>>]>> = OnceLock::new();
    let slots = GRAMMARS.get_or_init(|| (0..Locale::count()).map(|_| OnceLock::new()).collect());
    slots[locale.index()].get_or_init(|| build(rules(locale)))
}

/// The grammar a parse of `locale` in `order` for `dims` uses.
///
/// Dimensions left unnamed (Duckling's HTTP `/parse` without `dims`, the gem's `parse` without `dims:`): the
/// language's whole grammar ([`grammar_in_order`]). Named: as Duckling's `rulesFor`, the rules listed under
/// the named dimensions and under every dimension their rules read (its `explicitDimensions`), with each such
/// dimension's common rules even where the language lists none of its own: Finnish has no durations, but
/// with duration named its time grains and the common duration rule read "2 tuntia" as one. Fewer rules build
/// a smaller chart, so a parse for numbers alone does not pay for times. Apart from such common rules, the
/// answer is what the whole grammar gives for those dimensions: a rule left out only ever builds tokens of a
/// dimension nobody asked for and no rule kept reads. (The common "number as" distance, temperature and volume
/// rules a named list also brings in Duckling are latent, and not followed here.)
///
/// Such grammars are compiled on first use and kept, up to [`NAMED_GRAMMARS`]; past that (a server whose
/// clients name every combination), a named parse takes its locale's grammar for every dimension named, the
/// largest, which gives the same answers.
pub(crate) fn grammar_for(
    locale: Locale,
    order: Option<DateOrder>,
    dims: DimSet,
) -> &'static Grammar<Token> {
    if !dims.is_named() {
        return grammar_in_order(locale, order);
    }
    type Key = (usize, Option<DateOrder>, u32);
    static NAMED: OnceLock<RwLock<HashMap<Key, &'static Grammar<Token>>>> = OnceLock::new();
    let kept = NAMED.get_or_init(Default::default);
    let mut wanted = Kinds::named(dims);
    loop {
        let key = (locale.index(), order, wanted.0);
        if let Some(grammar) = kept.read().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return grammar;
        }
        let mut kept = kept.write().unwrap_or_else(|e| e.into_inner());
        let every = Kinds::named(DimSet::all());
        if kept.len() >= NAMED_GRAMMARS && wanted != every {
            wanted = every;
            continue;
        }
        // Built under the lock: two threads never build (and keep) the same grammar twice.
        let grammar = *kept
            .entry(key)
            .or_insert_with(|| named_grammar(locale, order, wanted));
        return grammar;
    }
}

/// How many grammars for named dimensions a process keeps (see [`grammar_for`]): each is compiled once and
/// lives as long as the process.
const NAMED_GRAMMARS: usize = 64;

/// A set of token kinds, as bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Kinds(u32);

impl Kinds {
    /// The kinds of the named dimensions' own tokens.
    fn named(dims: DimSet) -> Self {
        let mut kinds = Kinds(0);
        Dim::ALL
            .into_iter()
            .filter(|&d| dims.contains(d))
            .for_each(|d| kinds.insert(Kind::of(d)));
        kinds
    }

    fn insert(&mut self, kind: Kind) {
        self.0 |= 1 << kind as u32;
    }

    fn contains(self, kind: Kind) -> bool {
        self.0 & (1 << kind as u32) != 0
    }

    /// Whether a grammar for these kinds keeps `rule`: one listed under no dimension always.
    fn keeps(self, rule: &Rule) -> bool {
        rule.dim.is_none_or(|d| self.contains(d))
    }
}

/// The grammar of `locale` in `order` for the dimensions whose tokens are `wanted` (see [`grammar_for`]):
/// the whole grammar's rules listed under those dimensions and, until nothing changes, under each dimension a
/// kept rule reads; and the common duration rule where the language lists no duration rule of its own (the
/// other dimensions' common rules are in every grammar: [`common`]). The whole grammar itself where that keeps
/// every rule and adds none.
fn named_grammar(
    locale: Locale,
    order: Option<DateOrder>,
    wanted: Kinds,
) -> &'static Grammar<Token> {
    let mut all = rules_in_order(locale, order);
    let whole = all.len();
    if !all.iter().any(|r| r.dim == Some(Kind::Duration)) {
        all.extend(of(Kind::Duration, duration::rules::common()));
    }
    let mut needed = wanted;
    loop {
        let before = needed;
        for rule in all.iter().filter(|r| before.keeps(r)) {
            for item in &rule.pattern {
                if let Item::Token { kind, .. } = item {
                    needed.insert(*kind);
                }
            }
        }
        if needed == before {
            break;
        }
    }
    let every_rule = all[..whole].iter().all(|r| needed.keeps(r));
    if every_rule && !all[whole..].iter().any(|r| needed.keeps(r)) {
        return grammar_in_order(locale, order);
    }
    let kept: Vec<Rule> = all.into_iter().filter(|r| needed.keeps(r)).collect();
    Box::leak(Box::new(build(kept)))
}

/// The grammar for `locale` with ambiguous numeric dates read in `order` rather than the locale's (`None`: the
/// locale's own grammar): its rules, with the language's numeric-date rules replaced by those of `order`
/// (`dims::time::numeric`). Compiled on the first parse that asks for it, so a process that never asks builds
/// none.
pub(crate) fn grammar_in_order(
    locale: Locale,
    order: Option<DateOrder>,
) -> &'static Grammar<Token> {
    /// A slot per locale and order, as [`grammar`]'s per locale.
    type Slots = Box<[[OnceLock<Grammar<Token>>; 3]]>;
    static GRAMMARS: OnceLock<Slots> = OnceLock::new();
    let Some(order) = order else {
        return grammar(locale);
    };
    let slots = GRAMMARS.get_or_init(|| (0..Locale::count()).map(|_| Default::default()).collect());
    slots[locale.index()][order as usize].get_or_init(|| build(rules_in_order(locale, Some(order))))
}

/// [`rules`] of `locale`, with the language's numeric-date rules replaced by those of `order` where given.
fn rules_in_order(locale: Locale, order: Option<DateOrder>) -> Vec<Rule> {
    let Some(order) = order else {
        return rules(locale);
    };
    let mut all: Vec<Rule> = rules(locale)
        .into_iter()
        .filter(|r| !numeric::LOCALE_ORDERED.contains(&r.name))
        .collect();
    if locale.lang.dims().contains(Dim::Time) {
        all.extend(of(Kind::Time, numeric::in_order(order, locale.lang)));
    }
    all
}

/// Every rule of `locale`: the language-independent ones, the language's, its region's.
fn rules(locale: Locale) -> Vec<Rule> {
    let mut all = common();
    all.extend(match locale.lang {
        Lang::Af => af::rules(),
        Lang::Ca => ca::rules(),
        Lang::Cs => cs::rules(),
        Lang::Ar => ar::rules(locale.region),
        Lang::Da => da::rules(),
        Lang::De => de::rules(),
        Lang::El => el::rules(),
        Lang::En => en::rules(locale.region),
        Lang::Es => es::rules(locale.region),
        Lang::Et => et::rules(),
        Lang::Fi => fi::rules(),
        Lang::Fr => fr::rules(),
        Lang::Ga => ga::rules(),
        Lang::Hr => hr::rules(),
        Lang::He => he::rules(),
        Lang::Id => id::rules(),
        Lang::Is => is::rules(),
        Lang::It => it::rules(),
        Lang::Mn => mn::rules(),
        Lang::Bn => bn::rules(),
        Lang::Fa => fa::rules(),
        Lang::Hi => hi::rules(),
        Lang::Hu => hu::rules(),
        Lang::Bg => bg::rules(),
        Lang::Km => km::rules(),
        Lang::Kn => kn::rules(),
        Lang::Lo => lo::rules(),
        Lang::Ml => ml::rules(),
        Lang::My => my::rules(),
        Lang::Ne => ne::rules(),
        Lang::Ja => ja::rules(),
        Lang::Ka => ka::rules(),
        Lang::Ko => ko::rules(),
        Lang::Nb => nb::rules(),
        Lang::Nl => nl::rules(locale.region),
        Lang::Pl => pl::rules(),
        Lang::Pt => pt::rules(),
        Lang::Sk => sk::rules(),
        Lang::Sv => sv::rules(),
        Lang::Sw => sw::rules(),
        Lang::Ro => ro::rules(),
        Lang::Ru => ru::rules(),
        Lang::Uk => uk::rules(),
        Lang::Vi => vi::rules(),
        Lang::Ta => ta::rules(),
        Lang::Te => te::rules(),
        Lang::Th => th::rules(),
        Lang::Zh => zh::rules(locale.region),
        Lang::Tr => tr::rules(),
    });
    all
}

/// The rules of every language (`Duckling/Rules/Common.hs`).
fn common() -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::common::rules());
    all.extend(of(Kind::AmountOfMoney, money::common::rules()));
    all.extend(of(Kind::Email, email::common::rules()));
    all.extend(of(Kind::Url, url::rules()));
    all.extend(of(Kind::PhoneNumber, phone_number::rules()));
    all.extend(of(Kind::CreditCardNumber, credit_card_number::rules()));
    all
}

/// `rules`, listed under `dim` ([`Rule::dim`]): each language lists its rules under the dimension Duckling
/// lists them under (`Duckling/Rules/<LANG>.hs`, `langRules`), so that a parse for named dimensions keeps only
/// those it needs ([`grammar_for`]).
fn of(dim: Kind, rules: Vec<Rule>) -> Vec<Rule> {
    rules.into_iter().map(|r| r.listed_under(dim)).collect()
}

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    /// The (dim, body) of each entity of `text` in Finnish for `dims`.
    fn finnish(text: &str, dims: DimSet) -> Vec<(&'static str, String)> {
        let options = Options {
            locale: "fi".parse().expect("Finnish"),
            dims,
            ..Options::default()
        };
        let entities = parse(text, &options).expect("parsed");
        entities
            .iter()
            .map(|e| (e.dim.name(), e.body.clone()))
            .collect()
    }

    #[test]
    fn finnish_durations_only_when_the_duration_dimension_is_named() {
        let text = "Kokous kestää 2 tuntia";
        // Duckling's HTTP `/parse` without dims: Finnish's own dimensions, numbers.
        assert_eq!(finnish(text, DimSet::all()), [("number", "2".to_owned())]);
        // Its `parse` with every dim named: `rulesFor` adds the common duration rule, which hides the number.
        assert_eq!(
            finnish(text, DimSet::all().named()),
            [("duration", "2 tuntia".to_owned())]
        );
        // Named without duration: no duration rule.
        let numbers: DimSet = [Dim::Number].into_iter().collect();
        assert_eq!(finnish(text, numbers.named()), [("number", "2".to_owned())]);
        let none: DimSet = std::iter::empty::<Dim>().collect();
        assert!(!DimSet::all().named().is_empty() && none.named().is_empty());
    }

    /// A grammar for named dimensions holds the rules of those and of what their rules read, no more; and a
    /// parse with it answers what the whole grammar answers for them.
    #[test]
    fn named_dimensions_build_from_the_rules_they_need() {
        let english = "en".parse().expect("English");
        let rules_for = |dims: &[Dim]| {
            let named = dims.iter().copied().collect::<DimSet>().named();
            super::grammar_for(english, None, named).rule_count()
        };
        let whole = super::grammar(english).rule_count();
        let (numbers, money, times) = (
            rules_for(&[Dim::Number]),
            rules_for(&[Dim::AmountOfMoney]),
            rules_for(&[Dim::Time]),
        );
        assert!(
            numbers < money && money < whole && times < whole,
            "{numbers} {money} {times} {whole}"
        );
        // Every dimension named: the whole grammar, not a copy (English has durations of its own).
        assert!(std::ptr::eq(
            super::grammar_for(english, None, DimSet::all().named()),
            super::grammar(english)
        ));
        let text = "I paid $20 for 3 tickets at 5pm tomorrow, call +1 650 555 0123 or mail a@b.co";
        for dim in Dim::ALL {
            let only: DimSet = [dim].into_iter().collect();
            let answer = |dims: DimSet| {
                let options = Options {
                    dims,
                    ..Options::default()
                };
                crate::to_json(&parse(text, &options).expect("parsed"))
            };
            assert_eq!(answer(only.named()), answer(only), "{dim:?}");
        }
        // A dimension the language lacks, named alone: a grammar of no rule, and no entity.
        let swahili = Options {
            locale: "sw".parse().expect("Swahili"),
            dims: [Dim::Time].into_iter().collect::<DimSet>().named(),
            ..Options::default()
        };
        assert!(
            parse("kesho saa tano, 25", &swahili)
                .expect("parsed")
                .is_empty()
        );
    }
}
