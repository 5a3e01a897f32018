//! `ordinal`: "1st", "21st", "first", "twenty-first", "ninetieth", as Duckling's English ordinal rules read them
//! (`rules`, from `Duckling/Ordinal/EN/Rules.hs`). The value is `{"type": "value", "value": 21}`.

pub(crate) mod ar;
pub(crate) mod bg;
pub(crate) mod ca;
pub(crate) mod da;
pub(crate) mod de;
pub(crate) mod el;
pub(crate) mod es;
pub(crate) mod et;
pub(crate) mod fr;
pub(crate) mod ga;
pub(crate) mod he;
pub(crate) mod hi;
pub(crate) mod hr;
pub(crate) mod hu;
pub(crate) mod id;
pub(crate) mod it;
pub(crate) mod ja;
pub(crate) mod ka;
pub(crate) mod km;
pub(crate) mod ko;
pub(crate) mod ml;
pub(crate) mod mn;
pub(crate) mod nb;
pub(crate) mod nl;
pub(crate) mod pl;
pub(crate) mod pt;
pub(crate) mod ro;
pub(crate) mod ru;
pub(crate) mod rules;
pub(crate) mod sv;
pub(crate) mod ta;
pub(crate) mod tr;
pub(crate) mod uk;
pub(crate) mod vi;
pub(crate) mod zh;

#[cfg(test)]
mod tests {
    use crate::{Dim, DimSet, Options, parse};

    fn ordinals(text: &str) -> Vec<(String, u64)> {
        let options = Options {
            dims: [Dim::Ordinal].into_iter().collect::<DimSet>(),
            ..Options::default()
        };
        parse(text, &options)
            .unwrap()
            .into_iter()
            .map(|e| (e.body, e.value.to_value()["value"].as_u64().unwrap()))
            .collect()
    }

    #[test]
    fn ordinals_in_a_sentence() {
        assert_eq!(
            ordinals("the 21st and twenty-first, then third, firstly not"),
            vec![
                ("21st".to_owned(), 21),
                ("twenty-first".to_owned(), 21),
                ("third".to_owned(), 3)
            ]
        );
    }

    #[test]
    fn words_inside_words_are_skipped_but_later_ones_found() {
        assert_eq!(ordinals("xtwenty first"), vec![("first".to_owned(), 1)]);
        assert_eq!(
            ordinals("99999999999999999999999th 2nd"),
            vec![("2nd".to_owned(), 2)]
        );
    }
}
