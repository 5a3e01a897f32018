//! "the weekend", "this week", "the week of october 6th": ruleWeekend, ruleWeek.

use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, interval, mk_latent, mk_ok_for_this_next, today, weekend,
};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("week-end", vec![re(r"(week(\s|-)?end|wkend)s?")], |_| {
            Some(Token::Time(mk_ok_for_this_next(weekend())))
        }),
        // Up to the Saturday of this week (two days before next week starts): "all week" from its Monday,
        // "rest of the week" and "the week" (latent) from today.
        Rule::new("week", vec![re("(all|rest of the|the) week")], |m| {
            let end = cycle_nth_after(true, Grain::Day, -2, &cycle_nth(Grain::Week, 1));
            let which = m[0].group(1)?.to_lowercase();
            let period = match which.as_str() {
                "all" => interval(TimeIntervalType::Closed, &cycle_nth(Grain::Week, 0), &end)?,
                _ => interval(TimeIntervalType::Open, &today(), &end)?,
            };
            Some(Token::Time(if which == "the" {
                mk_latent(period)
            } else {
                period
            }))
        }),
    ]
}
