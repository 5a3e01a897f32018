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

    /// Duckling's EN corpus lines whose derivation ends in a rule of this family.
    const EXAMPLES: &[(&str, &str)] = &[
        (
            r#"On 24th"#,
            r#"{"type": "value", "value": "2013-02-24T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"in 2014"#,
            r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            r#"Monday, Feb 18"#,
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"Mon, February 18"#,
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"Tuesday the 19th"#,
            r#"{"type": "value", "value": "2013-02-19T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"march 3 2015"#,
            r#"{"type": "value", "value": "2015-03-03T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"march 3rd 2015"#,
            r#"{"type": "value", "value": "2015-03-03T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"march third 2015"#,
            r#"{"type": "value", "value": "2015-03-03T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"on the 15th"#,
            r#"{"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"february the 15th"#,
            r#"{"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"Fri, Jul 18"#,
            r#"{"type": "value", "value": "2014-07-18T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"Jul 18, Fri"#,
            r#"{"type": "value", "value": "2014-07-18T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"October 2014"#,
            r#"{"type": "value", "value": "2014-10-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            r#"14april 2015"#,
            r#"{"type": "value", "value": "2015-04-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"April 14, 2015"#,
            r#"{"type": "value", "value": "2015-04-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"Sunday, Feb 10"#,
            r#"{"type": "value", "value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"Wed, Feb13"#,
            r#"{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"in 2014 A.D."#,
            r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            r#"in 2014 AD"#,
            r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            r#"in 2014 B.C."#,
            r#"{"type": "value", "value": "-2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            r#"in 2014 BC"#,
            r#"{"type": "value", "value": "-2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            r#"in 14 a.d."#,
            r#"{"type": "value", "value": "0014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            r#"sunday from last week"#,
            r#"{"type": "value", "value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"last week's sunday"#,
            r#"{"type": "value", "value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"wednesday of next week"#,
            r#"{"type": "value", "value": "2013-02-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"wednesday next week"#,
            r#"{"type": "value", "value": "2013-02-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"monday of this week"#,
            r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"tuesday of this week"#,
            r#"{"type": "value", "value": "2013-02-12T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"wednesday of this week"#,
            r#"{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"day after tomorrow 5pm"#,
            r#"{"type": "value", "value": "2013-02-14T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"day before yesterday 8am"#,
            r#"{"type": "value", "value": "2013-02-10T08:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"last Sunday of March 2014"#,
            r#"{"type": "value", "value": "2014-03-30T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"first week of october 2014"#,
            r#"{"type": "value", "value": "2014-10-06T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            r#"2nd last week of October 2018"#,
            r#"{"type": "value", "value": "2018-10-15T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            r#"the second last week of October 2018"#,
            r#"{"type": "value", "value": "2018-10-15T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            r#"last day of october 2015"#,
            r#"{"type": "value", "value": "2015-10-31T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"last day in october 2015"#,
            r#"{"type": "value", "value": "2015-10-31T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"last week of september 2014"#,
            r#"{"type": "value", "value": "2014-09-22T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            r#"third tuesday of september 2014"#,
            r#"{"type": "value", "value": "2014-09-16T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"first wednesday of october 2014"#,
            r#"{"type": "value", "value": "2014-10-01T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"second wednesday of october 2014"#,
            r#"{"type": "value", "value": "2014-10-08T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"3 in the morning"#,
            r#"{"type": "value", "value": "2013-02-13T03:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"at 3 in the morning"#,
            r#"{"type": "value", "value": "2013-02-13T03:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"this morning at 10am"#,
            r#"{"type": "value", "value": "2013-02-12T10:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"at 7 in 3 years"#,
            r#"{"type": "value", "value": "2016-02-01T07:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"3 o'clock in the afternoon"#,
            r#"{"type": "value", "value": "2013-02-12T15:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"3:15 in the afternoon"#,
            r#"{"type": "value", "value": "2013-02-12T15:15:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"3:20 in the afternoon"#,
            r#"{"type": "value", "value": "2013-02-12T15:20:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"3:20 in afternoon"#,
            r#"{"type": "value", "value": "2013-02-12T15:20:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"12:15 in the afternoon"#,
            r#"{"type": "value", "value": "2013-02-12T12:15:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"8 tonight"#,
            r#"{"type": "value", "value": "2013-02-12T20:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"eight tonight"#,
            r#"{"type": "value", "value": "2013-02-12T20:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"8 this evening"#,
            r#"{"type": "value", "value": "2013-02-12T20:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"at 8 in the evening"#,
            r#"{"type": "value", "value": "2013-02-12T20:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"at 7:30 PM on Fri, Sep 20"#,
            r#"{"type": "value", "value": "2013-09-20T19:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"at 19h30 on Fri, Sep 20"#,
            r#"{"type": "value", "value": "2013-09-20T19:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"at 9am on Saturday"#,
            r#"{"type": "value", "value": "2013-02-16T09:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"Saturday morning at 9"#,
            r#"{"type": "value", "value": "2013-02-16T09:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"on Saturday for 9am"#,
            r#"{"type": "value", "value": "2013-02-16T09:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"Fri, Jul 18, 2014 07:00 PM"#,
            r#"{"type": "value", "value": "2014-07-18T19:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Fri, Jul 18, 2014 19h00"#,
            r#"{"type": "value", "value": "2014-07-18T19:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Fri, Jul 18, 2014 19h"#,
            r#"{"type": "value", "value": "2014-07-18T19:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"monday in the early hours of the morning"#,
            r#"{"type": "interval", "from": {"value": "2013-02-18T00:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-18T09:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"february the 15th in the morning"#,
            r#"{"type": "interval", "from": {"value": "2013-02-15T00:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-15T12:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"15 of february in the morning"#,
            r#"{"type": "interval", "from": {"value": "2013-02-15T00:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-15T12:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"from 9:30 - 11:00 on Thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"between 9:30 and 11:00 on thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"between 9h30 and 11h00 on thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"9:30 - 11:00 on Thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"9h30 - 11h00 on Thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"later than 9:30 but before 11:00 on Thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"from 9:30 untill 11:00 on thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"9:30 till 11:00 on Thursday"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:30:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-14T11:01:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"tomorrow in between 1-2:30 ish"#,
            r#"{"type": "interval", "from": {"value": "2013-02-13T01:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-13T02:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            r#"Thursday from 9a to 11a"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-14T12:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"this Thu 9-11am"#,
            r#"{"type": "interval", "from": {"value": "2013-02-14T09:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-14T12:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"1:30 PM on Sat, Sep 21"#,
            r#"{"type": "value", "value": "2013-09-21T13:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8:00 GMT"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8:00 gmt"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h00 GMT"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h00 gmt"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h GMT"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h gmt"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thu at 8 GMT"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thu at 8 gmt"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 9 am BST"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 9 am (BST)"#,
            r#"{"type": "value", "value": "2013-02-14T06:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8:00 PST"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8:00 pst"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h00 PST"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h00 pst"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h PST"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday 8h pst"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thu at 8 am PST"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thu at 8 am pst"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"Thursday at 9:30pm ist"#,
            r#"{"type": "value", "value": "2013-02-14T14:00:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"today at 2pm"#,
            r#"{"type": "value", "value": "2013-02-12T14:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"3pm tomorrow"#,
            r#"{"type": "value", "value": "2013-02-13T15:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"today in one hour"#,
            r#"{"type": "value", "value": "2013-02-12T05:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"9 tomorrow morning"#,
            r#"{"type": "value", "value": "2013-02-13T09:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"9 tomorrow"#,
            r#"{"type": "value", "value": "2013-02-13T09:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"9 tomorrow evening"#,
            r#"{"type": "value", "value": "2013-02-13T21:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"in March"#,
            r#"{"type": "value", "value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            r#"during March"#,
            r#"{"type": "value", "value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            r#"tomorrow afternoon at 5"#,
            r#"{"type": "value", "value": "2013-02-13T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"at 5 tomorrow afternoon"#,
            r#"{"type": "value", "value": "2013-02-13T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"at 5pm tomorrow"#,
            r#"{"type": "value", "value": "2013-02-13T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"tomorrow at 5pm"#,
            r#"{"type": "value", "value": "2013-02-13T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"tomorrow evening at 5"#,
            r#"{"type": "value", "value": "2013-02-13T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"1pm-2pm tomorrow"#,
            r#"{"type": "interval", "from": {"value": "2013-02-13T13:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-13T15:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"on the first"#,
            r#"{"type": "value", "value": "2013-03-01T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"at 730 in the evening"#,
            r#"{"type": "value", "value": "2013-02-12T19:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"tomorrow at 150ish"#,
            r#"{"type": "value", "value": "2013-02-13T01:50:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            r#"tonight at 11pm"#,
            r#"{"type": "value", "value": "2013-02-12T23:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            r#"last weekend of October 2017"#,
            r#"{"type": "interval", "from": {"value": "2017-10-27T18:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2017-10-30T00:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            r#"20 minutes to 2pm tomorrow"#,
            r#"{"type": "value", "value": "2013-02-13T13:40:00.000-02:00", "grain": "minute"}"#,
        ),
    ];

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

    #[test]
    fn examples() {
        check("en", EXAMPLES);
    }
}
