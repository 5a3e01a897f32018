//! Named instants: "now", "today", "tomorrow", "yesterday", "asap" …: ruleInstants, ruleNow, ruleASAP.

use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{cycle_nth, now, with_direction};

pub(crate) fn rules() -> Vec<Rule> {
    // Duckling's `ruleInstants` (`mkRuleInstants`): the nth period of a grain from now.
    let instants: [(&'static str, Grain, i32, &str); 4] = [
        (
            "right now",
            Grain::Second,
            0,
            r"((just|right)\s*)now|immediately",
        ),
        ("today", Grain::Day, 0, r"todays?|(at this time)"),
        ("tomorrow", Grain::Day, 1, r"(tmrw?|tomm?or?rows?)"),
        ("yesterday", Grain::Day, -1, r"yesterdays?"),
    ];
    let mut rules: Vec<Rule> = instants
        .into_iter()
        .map(|(name, grain, n, pattern)| {
            Rule::new(name, vec![re(pattern)], move |_| {
                Some(Token::Time(cycle_nth(grain, n)))
            })
        })
        .collect();
    rules.push(Rule::new(
        "now",
        vec![re(r"now|at\sthe\smoment|atm")],
        |_| Some(Token::Time(now())),
    ));
    rules.push(Rule::new(
        "as soon as possible",
        vec![re(r"asap|as\ssoon\sas\spossible")],
        |_| Some(Token::Time(with_direction(IntervalDirection::After, now()))),
    ));
    rules
}
