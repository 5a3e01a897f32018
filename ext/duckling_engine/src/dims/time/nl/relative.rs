//! Times relative to now or to another time: "volgende week", "afgelopen dinsdag", "komende 3 dagen",
//! "laatste maandag in maart", "derde dinsdag na kerst", "derde kwartaal", "over een uur", "7 dagen
//! geleden", "een jaar na kerst", "binnen 2 weken": ruleThisnextDayofweek … ruleWithinDuration.

use crate::dims::time::helpers::{int_value, integer_between, rank};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, intersect, interval, is_a_day_of_week, is_a_time_of_day,
    is_ok_with_this_next, now, pred_last_of, pred_nth, pred_nth_after,
};
use crate::time::object::TimeIntervalType;

/// The `n`th period of `grain` after `td` (immediately after, as Duckling's `cycleNthAfter True`).
fn nth_cycle_of(
    m: &[Matched<'_, Token>],
    ordinal: usize,
    grain: usize,
    td: usize,
) -> Option<Token> {
    Some(Token::Time(cycle_nth_after(
        true,
        m[grain].time_grain()?,
        rank(&m[ordinal])?,
        m[td].time()?,
    )))
}

/// The `n`th instance of `m[what]` inside `m[of]`.
fn nth_time_of(m: &[Matched<'_, Token>], ordinal: usize, what: usize, of: usize) -> Option<Token> {
    let both = intersect(m[of].time()?, m[what].time()?)?;
    Some(Token::Time(pred_nth(rank(&m[ordinal])?, false, &both)))
}

/// The `n`th instance of `m[what]` after `m[after]`.
fn nth_time_after(
    m: &[Matched<'_, Token>],
    ordinal: usize,
    what: usize,
    after: usize,
) -> Option<Token> {
    Some(Token::Time(pred_nth_after(
        rank(&m[ordinal])?,
        m[what].time()?,
        m[after].time()?,
    )))
}

fn in_duration_of(m: &Matched<'_, Token>) -> Option<Token> {
    Some(Token::Time(in_duration(m.duration()?)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "this|next <day-of-week>",
            vec![re("aanstaande|komende|volgende"), time(is_a_day_of_week)],
            |m| Some(Token::Time(pred_nth(0, true, m[1].time()?))),
        ),
        Rule::new(
            "next <time>",
            vec![
                re("(volgende?|komende?)"),
                time(|t| is_ok_with_this_next(t) && !is_a_time_of_day(t)),
            ],
            |m| Some(Token::Time(pred_nth(0, true, m[1].time()?))),
        ),
        Rule::new(
            "this <time>",
            vec![re("dit|deze|huidige?"), time(is_ok_with_this_next)],
            |m| Some(Token::Time(pred_nth(0, false, m[1].time()?))),
        ),
        Rule::new(
            "last <time>",
            vec![re("afgelopen|vorige?"), time(is_ok_with_this_next)],
            |m| Some(Token::Time(pred_nth(-1, false, m[1].time()?))),
        ),
        Rule::new(
            "<time> after next",
            vec![any(Kind::Time), re("navolgend")],
            |m| Some(Token::Time(pred_nth(1, true, m[0].time()?))),
        ),
        Rule::new(
            "after next <time>",
            vec![re("(ü)ber ?n(ä)chste[ns]?"), any(Kind::Time)],
            |m| Some(Token::Time(pred_nth(1, true, m[1].time()?))),
        ),
        Rule::new(
            "this <cycle>",
            vec![re("dit|deze|komende?"), any(Kind::TimeGrain)],
            |m| Some(Token::Time(cycle_nth(m[1].time_grain()?, 0))),
        ),
        Rule::new(
            "next <cycle>",
            vec![re("aanstaande|komende?|volgende?"), any(Kind::TimeGrain)],
            |m| Some(Token::Time(cycle_nth(m[1].time_grain()?, 1))),
        ),
        Rule::new(
            "last <cycle>",
            vec![re("vorige?|afgelopen"), any(Kind::TimeGrain)],
            |m| Some(Token::Time(cycle_nth(m[1].time_grain()?, -1))),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                re("laatste|afgelopen|vorige?"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| {
                let n = int_value(&m[1])?;
                Some(Token::Time(cycle_n(true, m[2].time_grain()?, -n)))
            },
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                re("(volgende?|komende?)"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| {
                Some(Token::Time(cycle_n(
                    true,
                    m[2].time_grain()?,
                    int_value(&m[1])?,
                )))
            },
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("laatste|vorige|afgelopen"),
                any(Kind::TimeGrain),
                re("van|in"),
                any(Kind::Time),
            ],
            |m| Some(Token::Time(cycle_last_of(m[1].time_grain()?, m[3].time()?))),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("laatste"),
                time(is_a_day_of_week),
                re("in|van"),
                any(Kind::Time),
            ],
            |m| Some(Token::Time(pred_last_of(m[1].time()?, m[3].time()?))),
        ),
        Rule::new(
            "the <ordinal> <cycle> of <time>",
            vec![
                re("de|het"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("van|in"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(m, 1, 2, 4),
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("in|van"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(m, 0, 1, 3),
        ),
        Rule::new(
            "the <ordinal> <cycle> after <time>",
            vec![
                re("de|het"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("na"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(m, 1, 2, 4),
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("na"),
                any(Kind::Time),
            ],
            |m| nth_cycle_of(m, 0, 1, 3),
        ),
        Rule::new(
            "the <cycle> after <time>",
            vec![
                re("de|het"),
                any(Kind::TimeGrain),
                re("na"),
                any(Kind::Time),
            ],
            |m| {
                let grain = m[1].time_grain()?;
                Some(Token::Time(cycle_nth_after(false, grain, 1, m[3].time()?)))
            },
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![re("de"), any(Kind::TimeGrain), re("voor"), any(Kind::Time)],
            |m| {
                let grain = m[1].time_grain()?;
                Some(Token::Time(cycle_nth_after(false, grain, -1, m[3].time()?)))
            },
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("in|van"),
                any(Kind::Time),
            ],
            |m| nth_time_of(m, 0, 1, 3),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                re("de|het"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("in"),
                any(Kind::Time),
            ],
            |m| nth_time_of(m, 1, 2, 4),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("na"),
                any(Kind::Time),
            ],
            |m| nth_time_after(m, 0, 1, 3),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                re("de|het"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("na"),
                any(Kind::Time),
            ],
            |m| nth_time_after(m, 1, 2, 4),
        ),
        shared_rules::ordinal_quarter(),
        shared_rules::ordinal_quarter_year(),
        Rule::new(
            "in <duration>",
            vec![re("in|over"), any(Kind::Duration)],
            |m| in_duration_of(&m[1]),
        ),
        Rule::new(
            "after <duration>",
            vec![re("over|na"), any(Kind::Duration)],
            |m| in_duration_of(&m[1]),
        ),
        Rule::new(
            "a <duration>",
            vec![re("(in )?eine?(r|n)?"), any(Kind::Duration)],
            |m| in_duration_of(&m[1]),
        ),
        Rule::new(
            "<duration> from now",
            vec![any(Kind::Duration), re("vanaf (vandaag|nu)")],
            |m| in_duration_of(&m[0]),
        ),
        Rule::new(
            "<duration> hence|ago",
            vec![any(Kind::Duration), re("(later|geleden)")],
            |m| {
                let dd = m[0].duration()?;
                Some(Token::Time(
                    if m[1].group(1)?.eq_ignore_ascii_case("geleden") {
                        duration_ago(dd)
                    } else {
                        in_duration(dd)
                    },
                ))
            },
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re("na"), any(Kind::Time)],
            |m| Some(Token::Time(duration_after(m[0].duration()?, m[2].time()?))),
        ),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Duration), re("voor"), any(Kind::Time)],
            |m| Some(Token::Time(duration_before(m[0].duration()?, m[2].time()?))),
        ),
        Rule::new(
            "within <duration>",
            vec![re("binnen|innerhalb( von)?"), any(Kind::Duration)],
            |m| {
                let end = in_duration(m[1].duration()?);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
    ]
}
