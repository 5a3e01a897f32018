//! Russian times: Duckling's `Duckling/Time/RU/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it (Duckling gives several rules one name: "nth <time> of <time>", "last <cycle>" …).
//!
//! Duckling's Ukrainian time rules (`Duckling/Time/UK/Rules.hs`) are these rules with the same productions in
//! Ukrainian words, less four: the rules are built once, from a language's [`Words`].

mod clock;
mod dates;
mod names;
mod relative;

pub(crate) use names::{Instant, Season};

use crate::dims::time::helpers::{Holiday, int_value, rank};
use crate::dims::time::helpers::{group_int, tt};
use crate::dims::token::Rule;

/// What a language's rules read: its names of days, months, seasons, holidays and instants, and the regex of
/// each rule that Russian and Ukrainian word differently (the rule's name in the comment where it is not the
/// field's). `None`: the language has no such rule.
pub(crate) struct Words {
    pub instants: &'static [Instant],
    pub days: &'static [(&'static str, &'static str)],
    pub months: &'static [(&'static str, &'static str)],
    pub seasons: &'static [Season],
    pub holidays: &'static [Holiday],
    pub afternoon: &'static str,
    pub evening: &'static str,
    pub morning: &'static str,
    pub night: &'static str,
    pub lunch: &'static str,
    pub noon: &'static str,
    pub midnight: Option<&'static str>,
    /// "midnight|EOD|end of day".
    pub end_of_day: &'static str,
    /// "at <time-of-day>".
    pub at: &'static str,
    /// "on <date>".
    pub on: &'static str,
    pub hh_mm: &'static str,
    /// "<time-of-day>  o'clock".
    pub o_clock: &'static str,
    /// Opens a range of days ("с 13 по 15") and "between <time-of-day> and <time-of-day>"; `to` closes the
    /// latter.
    pub from: &'static str,
    pub to: &'static str,
    /// "after <time-of-day>", "<duration> after <time>", "nth <time> after <time>".
    pub after: &'static str,
    /// "<duration> ago".
    pub ago: &'static str,
    /// "last <cycle>", "last <time>".
    pub last: &'static str,
    pub before_last: Option<&'static str>,
    /// Russian's second "last <cycle>".
    pub last_past: Option<&'static str>,
    /// "last <cycle> of <time>", "last <day-of-week> of <time>", "last n <cycle>".
    pub last_of: &'static str,
    pub last_day_of: &'static str,
    pub last_n: &'static str,
    /// "nth <time> of <time>", "last … of <time>"; `of_cycle` in "<ordinal> <cycle> of <time>".
    pub of: &'static str,
    pub of_cycle: &'static str,
    /// "next <cycle>", "next n <cycle>", "this|next <day-of-week>", "<time> after next".
    pub next: &'static str,
    pub next_n: &'static str,
    pub next_day: &'static str,
    pub after_next: &'static str,
    /// "this <part-of-day>", "this <time>"; `this_cycle` in "this <cycle>".
    pub this: &'static str,
    pub this_cycle: &'static str,
    pub week: Option<&'static str>,
    pub weekend: &'static str,
    /// "within <duration>".
    pub within: &'static str,
}

const RUSSIAN: Words = Words {
    instants: &names::INSTANTS,
    days: &names::DAYS,
    months: &names::MONTHS,
    seasons: &names::SEASONS,
    holidays: names::HOLIDAYS,
    afternoon: "(дня|дн[её]м)|пополудни|после полудня",
    evening: "вечера|вечером|вечер",
    morning: "утром|утро|утра",
    night: "ночью|ночи|ночь",
    lunch: "(в )?обед",
    noon: "полдень",
    midnight: Some("полночь"),
    end_of_day: "кон(ец|ц(а|е)) дня",
    at: "в",
    on: "во|в|к",
    hh_mm: r"((?:[01]?\d)|(?:2[0-3]))[:ч]([0-5]\d)(?:час(ов|а|у)?|ч)?",
    o_clock: r#"час(у|а|ов)?|ч(?:[\s'"-_{}\[\]()]|$)"#,
    from: "с",
    to: "по",
    after: "после",
    ago: "(тому )?назад",
    last: "(на |в )?прошл(ый|ого|ому|ом|ое|ые|ых|ыми|ым|ая|ой|ую)",
    before_last: Some("(на |в )?позапрошл(ый|ого|ому|ыми|ом|ое|ые|ых|ым|ая|ой|ую)"),
    last_past: Some("(в )?прошедш(ий|его|ему|ими|ем|их|ие|им)"),
    last_of: "последн(ий|юю|яя|его|ему)",
    last_day_of: "последний",
    last_n: "последние",
    of: "в",
    of_cycle: "в",
    next: "(на |в |к )?след(ующ(ий|его|ему|ими|ем|ие|их|им|ей|ая|ую))?",
    next_n: "следующие",
    next_day: "след(ующ(ий|ая|ее|ую))?",
    after_next: "после следующ(ей|его)",
    this: "(в )?(эту|этот|этого|этому|эти|это)",
    this_cycle: "(в )?(эту|этот|этого|этому|эти)",
    week: Some("(эта )?неделя"),
    weekend: "выходные",
    within: "в течение",
};

pub(crate) fn rules() -> Vec<Rule> {
    rules_in(&RUSSIAN)
}

/// The rules in the words `w`.
pub(crate) fn rules_in(w: &Words) -> Vec<Rule> {
    let families: [fn(&Words) -> Vec<Rule>; 4] =
        [names::rules, dates::rules, clock::rules, relative::rules];
    families.iter().flat_map(|family| family(w)).collect()
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's RU and UK corpora never reach, each once, with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        let midnight =
            r#"{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "hour"}"#;
        check(
            "ru",
            &[
                (
                    "прошедший месяц",
                    r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "month"}"#,
                ),
                ("конец дня", midnight),
            ],
        );
        check(
            "uk",
            &[
                (
                    "опівдні",
                    r#"{"type": "value", "value": "2013-02-12T12:00:00.000-02:00", "grain": "hour"}"#,
                ),
                ("кінця дня", midnight),
            ],
        );
    }
}
