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

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::dims::time::numeric;
use crate::dims::token::{Rule, Token};
use crate::dims::{credit_card_number, email, money, numeral, phone_number, url};
use crate::engine::grammar::Grammar;
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

/// The grammar a parse of `locale` in `order` for `dims` uses: [`grammar_in_order`]'s, or, when the caller
/// named the dimensions and one of them brings rules the language lacks, a grammar with them, as Duckling's
/// `rulesFor` takes the rules of every named dimension (`Duckling/Rules.hs`). Of Duckling's languages only
/// Finnish gains an entity so: its time grains with the common duration rule ("2 tuntia") when duration is
/// named. (The common "number as" distance, temperature and volume rules a named list also brings are latent
/// and not followed here.)
pub(crate) fn grammar_for(
    locale: Locale,
    order: Option<DateOrder>,
    dims: DimSet,
) -> &'static Grammar<Token> {
    if locale.lang == Lang::Fi && dims.is_named() && dims.contains(Dim::Duration) {
        static FINNISH_WITH_DURATION: OnceLock<Grammar<Token>> = OnceLock::new();
        return FINNISH_WITH_DURATION.get_or_init(|| {
            let mut all = common();
            all.extend(fi::with_duration());
            build(all)
        });
    }
    grammar_in_order(locale, order)
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
    slots[locale.index()][order as usize].get_or_init(|| {
        let mut all: Vec<Rule> = rules(locale)
            .into_iter()
            .filter(|r| !numeric::LOCALE_ORDERED.contains(&r.name))
            .collect();
        if locale.lang.dims().contains(Dim::Time) {
            all.extend(numeric::in_order(order, locale.lang));
        }
        build(all)
    })
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
    let mut all = numeral::common::rules();
    all.extend(money::common::rules());
    all.extend(email::common::rules());
    all.extend(url::rules());
    all.extend(phone_number::rules());
    all.extend(credit_card_number::rules());
    all
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
}
