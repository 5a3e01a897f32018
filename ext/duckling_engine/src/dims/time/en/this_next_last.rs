//! "this/next/last <time>", "next <day-of-week>", "the week after next", "last night": ruleNextDOW … ruleLastNight.

use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::duration::duration;
use crate::time::helpers::{
    cycle_nth, duration_before, intersect, interval, is_a_day_of_week, is_a_month,
    is_ok_with_this_next, not_latent, part_of_day, pred_last_of, pred_nth, today, weekend,
};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // "next <day-of-week>" is that day in the next (Monday-start) week: from Tuesday 12th, "next monday"
        // is the 18th and "next saturday" the 23rd. "this <day-of-week>" is the next one, never today.
        Rule::new(
            "this|next <day-of-week>",
            vec![re("(this|next)"), time(is_a_day_of_week)],
            |m| {
                let dow = m[1].time()?;
                let td = match m[0].group(1)?.to_lowercase().as_str() {
                    "this" => pred_nth(0, true, dow),
                    "next" => intersect(dow, &cycle_nth(Grain::Week, 1))?,
                    _ => return None,
                };
                Some(Token::Time(td))
            },
        ),
        Rule::new(
            "next <time>",
            vec![re("next"), time(is_ok_with_this_next)],
            |m| Some(Token::Time(pred_nth(0, true, m[1].time()?))),
        ),
        Rule::new(
            "this <time>",
            vec![re("this|current|coming"), time(is_ok_with_this_next)],
            |m| Some(Token::Time(pred_nth(0, false, m[1].time()?))),
        ),
        Rule::new(
            "last <time>",
            vec![re("(this past|last|previous)"), time(is_ok_with_this_next)],
            |m| Some(Token::Time(pred_nth(-1, false, m[1].time()?))),
        ),
        Rule::new(
            "<time> before last|after next",
            vec![any(Kind::Time), re("(before last|after next)")],
            |m| {
                let after_next = m[1].group(1)?.eq_ignore_ascii_case("after next");
                Some(Token::Time(pred_nth(1, after_next, m[0].time()?)))
            },
        ),
        Rule::new("last night", vec![re("(late )?last night")], |m| {
            let hours = if m[0].group(1).is_some() { 3 } else { 6 };
            let start = duration_before(&duration(Grain::Hour, hours), &today());
            let td = interval(TimeIntervalType::Open, &start, &today())?;
            Some(Token::Time(part_of_day(not_latent(td))))
        }),
        Rule::new(
            "last weekend of <named-month>",
            vec![
                re(r"last\s(week(\s|-)?end|wkend)\s(of|in)"),
                time(is_a_month),
            ],
            |m| Some(Token::Time(pred_last_of(&weekend(), m[1].time()?))),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::whole_text_times;

    /// "next <day-of-week>" is that day of next week: from Tuesday the 12th, "next saturday" is the 23rd
    /// (the rival "next <time>" gives the 16th; ranking chooses, both are derived).
    #[test]
    fn next_day_of_week_is_in_next_week() {
        let values = whole_text_times("next saturday", "en");
        let day = |d: &str| serde_json::json!({"type": "value", "value": format!("2013-02-{d}T00:00:00.000-02:00"), "grain": "day"});
        assert!(
            values.contains(&day("23")) && values.contains(&day("16")),
            "{values:?}"
        );
    }
}
