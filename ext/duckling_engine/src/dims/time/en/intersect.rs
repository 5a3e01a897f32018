//! Intersections of two times ("tomorrow at 5pm", "monday, march 3", "3pm of next friday") and the absorbing rules ("on monday", "in march"): Rules.hs ruleIntersect … ruleAbsorbCommaTOD.

use crate::dims::token::{Rule, Token, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    intersect, is_a_day_of_week, is_a_month, is_grain_finer_than, is_grain_of_time, is_not_latent,
    not_latent,
};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // The second item may be a latent year ("9:15 815" is year 815, as in Duckling), and one of the two
        // must not be latent: two latent parts ("3 2014") make nothing.
        Rule::new(
            "intersect",
            vec![
                time(|t| is_grain_finer_than(Grain::Year, t)),
                time(|t| is_not_latent(t) || is_grain_of_time(Grain::Year, t)),
            ],
            |m| {
                let (a, b) = (m[0].time()?, m[1].time()?);
                if a.latent && b.latent {
                    return None;
                }
                intersect(a, b).map(|td| Token::Time(not_latent(td)))
            },
        ),
        Rule::new(
            "intersect by \",\", \"of\", \"from\", \"'s\"",
            vec![
                time(is_not_latent),
                re("of|from|for|'s|,"),
                time(is_not_latent),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(|td| Token::Time(not_latent(td))),
        ),
        Rule::new(
            "intersect by \",\", \"of\", \"from\" for year",
            vec![
                time(is_not_latent),
                re("of|from|,"),
                time(|t| is_grain_of_time(Grain::Year, t)),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(|td| Token::Time(not_latent(td))),
        ),
        Rule::new(
            "on <day>",
            vec![re("on"), time(|t| is_grain_of_time(Grain::Day, t))],
            |m| m[1].token().cloned(),
        ),
        Rule::new(
            "on a <named-day>",
            vec![re("on a"), time(is_a_day_of_week)],
            |m| m[1].token().cloned(),
        ),
        Rule::new(
            "in|during <named-month>|year",
            vec![
                re("in|during"),
                time(|t| is_a_month(t) || is_grain_of_time(Grain::Year, t)),
            ],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| m[0].token().cloned(),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::{check, whole_text_times};

    /// A latent year may come second ("9:15 815" is 09:15 in the year 815, as in Duckling), but two
    /// latent parts ("3 2014": an hour and a year) make no time.
    #[test]
    fn a_latent_year_may_come_second() {
        check(
            "en",
            &[(
                "9:15 815",
                r#"{"type": "value", "value": "0815-01-01T09:15:00.000-02:00", "grain": "minute"}"#,
            )],
        );
        assert!(whole_text_times("3 2014", "en").is_empty());
    }
}
