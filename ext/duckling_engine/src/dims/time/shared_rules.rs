//! The time rules that many languages write alike. Duckling keeps one rule file per language
//! (`Duckling/Time/<LANG>/Rules.hs`), and the same rule, with the same production and the same shape of
//! pattern, stands in many of them, differing only in the words its regexes match: "nth <time> of <time>",
//! "<duration> ago", "this|next|last <cycle>". Each such rule is written here once, as a constructor named
//! after the rule that takes the language's regexes; each language's module lists its rules in Duckling's
//! order (the chart's first derivations and its bounds per span follow that order), calling these
//! constructors where its rule is the same, and keeps in its own file the rules it builds differently.
//!
//! The families: dates and the intersections that join their parts ("15 février", "2013-02-15", "lundi, 18
//! février"), the words around a clock time ("at 3", "about 3", "noon"), parts of the day, intervals
//! ("from 3 to 5", "until 3"), and times relative to now or to another time ("in 3 days", "next week", "the
//! first Tuesday of October"). A constructor is named after the rule it builds, so where that is also the
//! name of a calendar helper (`intersect`, `year`, `in_duration`, `duration_ago`), the helper is called as
//! `calendar::` (`crate::time::helpers`).

use crate::dims::time::helpers::{
    a_time_of_day, both, closed, dom_integer, dom_of, dom_ordinal, get_int_value, group_int,
    integer_between, latent_part_of_day, quarter, rank, tod_not_latent, tt,
};
use crate::dims::time::numeric::{with_year, without_year};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    self as calendar, cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, day_of_month, hour,
    hour_minute, hour_minute_second, intersect_dom, interval, is_a_day_of_week, is_a_month,
    is_a_part_of_day, is_not_latent, mk_latent, not_latent, now, part_of_day, pred_last_of,
    pred_nth, pred_nth_after, today, with_direction,
};
use crate::time::object::TimeIntervalType;

// Dates and intersections.

/// The time of item `i` as it is.
pub(crate) fn same(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    tt(m[i].time()?.clone())
}

/// "mandag,": the comma after a day of the week.
pub(crate) fn comma_after_named_day() -> Rule {
    Rule::new(
        "absorption of , after named day",
        vec![time(is_a_day_of_week), re(",")],
        |m| same(m, 0),
    )
}

/// "15 februari".
pub(crate) fn day_named_month() -> Rule {
    Rule::new(
        "<day-of-month> (non ordinal) <named-month>",
        vec![dom_integer(), time(is_a_month)],
        |m| dom_of(m, 0, 1),
    )
}

/// "15 i februari", `of` the word between.
pub(crate) fn day_of_named_month(of: &str) -> Rule {
    Rule::new(
        "<day-of-month> (non ordinal) of <named-month>",
        vec![dom_integer(), re(of), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    )
}

/// "15.", latent alone: a day only beside a month or after "den".
pub(crate) fn ordinal_day() -> Rule {
    Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
        tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
    })
}

/// "15:e i februari", `of` the word between.
pub(crate) fn ordinal_day_of_named_month(of: &str) -> Rule {
    Rule::new(
        "<day-of-month> (ordinal) of <named-month>",
        vec![dom_ordinal(), re(of), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    )
}

/// "15. februar".
pub(crate) fn ordinal_day_named_month() -> Rule {
    Rule::new(
        "<day-of-month>(ordinal) <named-month>",
        vec![dom_ordinal(), time(is_a_month)],
        |m| dom_of(m, 0, 1),
    )
}

/// "15. februar 2015".
pub(crate) fn ordinal_day_named_month_year() -> Rule {
    Rule::new(
        "<day-of-month>(ordinal) <named-month> year",
        vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
        |m| {
            let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
            calendar::intersect(&dom, &calendar::year(group_int(&m[2], 1)?)).map(Token::Time)
        },
    )
}

/// "februar 15".
pub(crate) fn named_month_day() -> Rule {
    Rule::new(
        "<named-month> <day-of-month> (non ordinal)",
        vec![time(is_a_month), dom_integer()],
        |m| dom_of(m, 1, 0),
    )
}

/// "februar 15.".
pub(crate) fn named_month_ordinal_day() -> Rule {
    Rule::new(
        "<named-month> <day-of-month> (ordinal)",
        vec![time(is_a_month), dom_ordinal()],
        |m| dom_of(m, 1, 0),
    )
}

/// "15/2", `pattern` capturing the day, then the month.
pub(crate) fn dd_mm(pattern: &str) -> Rule {
    without_year("dd/mm", pattern, 2, 1)
}

/// "15/2/2013", `pattern` capturing the day, the month, then the year.
pub(crate) fn dd_mm_yyyy(pattern: &str) -> Rule {
    with_year("dd/mm/yyyy", pattern, 3, 2, 1)
}

/// "2013-02-15", `pattern` capturing the year, the month, then the day.
pub(crate) fn yyyy_mm_dd(pattern: &str) -> Rule {
    with_year("yyyy-mm-dd", pattern, 1, 2, 3)
}

/// A year in figures, 1000 to 2100.
pub(crate) fn year() -> Rule {
    Rule::new("year", vec![integer_between(1000, 2100)], |m| {
        tt(calendar::year(get_int_value(&m[0])?))
    })
}

/// A number from `low` to `high` as a latent year.
pub(crate) fn latent_year(low: i64, high: i64) -> Rule {
    Rule::new("year (latent)", vec![integer_between(low, high)], |m| {
        tt(mk_latent(calendar::year(get_int_value(&m[0])?)))
    })
}

/// "mandag 18 februar": two times that are not latent, one after the other.
pub(crate) fn intersect() -> Rule {
    Rule::new(
        "intersect",
        vec![time(is_not_latent), time(is_not_latent)],
        |m| both(m, 0, 1),
    )
}

/// "mandag, 18 februar".
pub(crate) fn intersect_by_comma() -> Rule {
    Rule::new(
        "intersect by \",\"",
        vec![time(is_not_latent), re(","), time(is_not_latent)],
        |m| both(m, 0, 2),
    )
}

// Clock times.

/// The time of item `i`, no longer latent ("at 3", "in the morning").
pub(crate) fn stated(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    tt(not_latent(m[i].time()?.clone()))
}

/// "15:30" or "15.30", read on a 24-hour clock (Duckling's `hourMinute False`).
pub(crate) fn hh_mm() -> Rule {
    Rule::new(
        "hh:mm",
        vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)")],
        |m| {
            tt(hour_minute(
                false,
                group_int(&m[0], 1)?,
                group_int(&m[0], 2)?,
            ))
        },
    )
}

/// "15:30", `pattern` capturing the hour, then the minutes; an hour up to 12 may be am or pm (Duckling's
/// `hourMinute True`; [`hh_mm`] reads a 24-hour clock).
pub(crate) fn ambiguous_hh_mm(pattern: &str) -> Rule {
    Rule::new("hh:mm", vec![re(pattern)], |m| {
        tt(hour_minute(
            true,
            group_int(&m[0], 1)?,
            group_int(&m[0], 2)?,
        ))
    })
}

/// "15:30:20", `pattern` capturing the hour, the minutes, then the seconds; an hour up to 12 may be am or pm.
pub(crate) fn ambiguous_hh_mm_ss(pattern: &str) -> Rule {
    Rule::new("hh:mm:ss", vec![re(pattern)], |m| {
        tt(hour_minute_second(
            true,
            group_int(&m[0], 1)?,
            group_int(&m[0], 2)?,
            group_int(&m[0], 3)?,
        ))
    })
}

/// A bare number from 0 to 23 as a latent hour, up to 12 am or pm (Duckling's `hour True`).
pub(crate) fn ambiguous_latent_hour() -> Rule {
    Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
        tt(mk_latent(hour(true, get_int_value(&m[0])?)))
    })
}

/// "middag": 12:00.
pub(crate) fn noon(words: &str) -> Rule {
    Rule::new("noon", vec![re(words)], |_| tt(hour(false, 12)))
}

/// "midnatt", "EOD": 0:00.
pub(crate) fn midnight(words: &str) -> Rule {
    Rule::new("midnight|EOD|end of day", vec![re(words)], |_| {
        tt(hour(false, 0))
    })
}

/// "15:00 cirka".
pub(crate) fn approximately(words: &str) -> Rule {
    Rule::new(
        "<time-of-day> approximately",
        vec![a_time_of_day(), re(words)],
        |m| stated(m, 0),
    )
}

/// "precis kl 15".
pub(crate) fn exactly(words: &str) -> Rule {
    Rule::new(
        "exactly <time-of-day>",
        vec![re(words), a_time_of_day()],
        |m| stated(m, 1),
    )
}

/// "kl 15 præcis".
pub(crate) fn sharp(words: &str) -> Rule {
    Rule::new(
        "<time-of-day> sharp",
        vec![a_time_of_day(), re(words)],
        |m| stated(m, 0),
    )
}

/// "omkring kl 15".
pub(crate) fn about(words: &str) -> Rule {
    Rule::new(
        "about <time-of-day>",
        vec![re(words), a_time_of_day()],
        |m| stated(m, 1),
    )
}

/// "kl 15".
pub(crate) fn at(words: &str) -> Rule {
    Rule::new("at <time-of-day>", vec![re(words), a_time_of_day()], |m| {
        stated(m, 1)
    })
}

/// "15h".
pub(crate) fn oclock(words: &str) -> Rule {
    Rule::new(
        "<time-of-day> o'clock",
        vec![a_time_of_day(), re(words)],
        |m| stated(m, 0),
    )
}

// Parts of the day.

/// The part of the day `name`, from hour `from` to hour `to` (excluded), latent alone.
pub(crate) fn latent_part(name: &'static str, words: &str, from: i32, to: i32) -> Rule {
    Rule::new(name, vec![re(words)], move |_| latent_part_of_day(from, to))
}

/// "om morgonen", `in_words` before the part of the day.
pub(crate) fn in_part_of_day(in_words: &str) -> Rule {
    Rule::new(
        "in|during the <part-of-day>",
        vec![re(in_words), time(is_a_part_of_day)],
        |m| stated(m, 1),
    )
}

/// "i kväll", "denne morgen": today's part of the day.
pub(crate) fn this_part_of_day(this: &str) -> Rule {
    Rule::new(
        "this <part-of-day>",
        vec![re(this), time(is_a_part_of_day)],
        |m| tt(part_of_day(calendar::intersect(&today(), m[1].time()?)?)),
    )
}

// Intervals.

/// "mandag - onsdag", `to` the word between: two times that are not latent.
pub(crate) fn datetime_to_datetime(to: &str) -> Rule {
    Rule::new(
        "<datetime> - <datetime> (interval)",
        vec![time(is_not_latent), re(to), time(is_not_latent)],
        |m| closed(m, 0, 2),
    )
}

/// "fra mandag til onsdag".
pub(crate) fn from_datetime_to_datetime(from: &str, to: &str) -> Rule {
    Rule::new(
        "from <datetime> - <datetime> (interval)",
        vec![re(from), any(Kind::Time), re(to), any(Kind::Time)],
        |m| closed(m, 1, 3),
    )
}

/// "mellem mandag og onsdag".
pub(crate) fn between_datetimes(between: &str, and: &str) -> Rule {
    Rule::new(
        "between <datetime> and <datetime> (interval)",
        vec![re(between), any(Kind::Time), re(and), any(Kind::Time)],
        |m| closed(m, 1, 3),
    )
}

/// "mellem 9:30 og 11:00".
pub(crate) fn between_times_of_day(between: &str, and: &str) -> Rule {
    Rule::new(
        "between <time-of-day> and <time-of-day> (interval)",
        vec![re(between), a_time_of_day(), re(and), a_time_of_day()],
        |m| closed(m, 1, 3),
    )
}

/// "fra 9:30 til 11:00", "efter 9:30 men før 11:00".
pub(crate) fn from_time_of_day_to_time_of_day(from: &str, to: &str) -> Rule {
    Rule::new(
        "from <time-of-day> - <time-of-day> (interval)",
        vec![re(from), a_time_of_day(), re(to), a_time_of_day()],
        |m| closed(m, 1, 3),
    )
}

/// "9:30 - 11:00", the first time not latent.
pub(crate) fn time_of_day_to_time_of_day(to: &str) -> Rule {
    Rule::new(
        "<time-of-day> - <time-of-day> (interval)",
        vec![time(tod_not_latent), re(to), a_time_of_day()],
        |m| closed(m, 0, 2),
    )
}

/// "i slutet av mars": from now to the time.
pub(crate) fn by_the_end_of(words: &str) -> Rule {
    Rule::new(
        "by the end of <time>",
        vec![re(words), any(Kind::Time)],
        |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
    )
}

/// "innan 15:00": up to the time.
pub(crate) fn until(words: &str) -> Rule {
    Rule::new(
        "until <time-of-day>",
        vec![re(words), any(Kind::Time)],
        |m| {
            tt(with_direction(
                IntervalDirection::Before,
                m[1].time()?.clone(),
            ))
        },
    )
}

/// "efter kl. 14": from the time on, latent where the time is (Swedish's is not: `sv::intervals`).
pub(crate) fn after(words: &str) -> Rule {
    Rule::new(
        "after <time-of-day>",
        vec![re(words), any(Kind::Time)],
        |m| {
            tt(with_direction(
                IntervalDirection::After,
                m[1].time()?.clone(),
            ))
        },
    )
}

// Times relative to now or to another time.

/// The `rank`th grain `m[o + 1]` after the start of `m[o + 3]` (Duckling's `cycleNthAfter True`), the
/// ordinal at item `o`.
fn nth_cycle(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(cycle_nth_after(
        true,
        m[o + 1].time_grain()?,
        rank(&m[o])?,
        m[o + 3].time()?,
    ))
}

/// The `rank`th instance of `m[o + 1]` inside `m[o + 3]`, the ordinal at item `o`.
fn nth_of(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    let td = calendar::intersect(m[o + 3].time()?, m[o + 1].time()?)?;
    tt(pred_nth(rank(&m[o])?, false, &td))
}

/// The `rank`th instance of `m[o + 1]` after `m[o + 3]`, the ordinal at item `o`.
fn nth_after(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(pred_nth_after(
        rank(&m[o])?,
        m[o + 1].time()?,
        m[o + 3].time()?,
    ))
}

/// The `n`th grain `m[0]` from the time `m[2]`; `at_start` counts from its start (Duckling's
/// `cycleNthAfter True`).
fn cycle_from(m: &[Matched<'_, Token>], at_start: bool, n: i32) -> Option<Token> {
    tt(cycle_nth_after(
        at_start,
        m[0].time_grain()?,
        n,
        m[2].time()?,
    ))
}

/// In the duration of item `i`.
pub(crate) fn in_duration_of(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    tt(calendar::in_duration(m[i].duration()?))
}

/// "om 3 dagar".
pub(crate) fn in_duration(words: &str) -> Rule {
    Rule::new("in <duration>", vec![re(words), any(Kind::Duration)], |m| {
        in_duration_of(m, 1)
    })
}

/// "efter 2 timmar": from then on.
pub(crate) fn after_duration(words: &str) -> Rule {
    Rule::new(
        "after <duration>",
        vec![re(words), any(Kind::Duration)],
        |m| {
            let td = calendar::in_duration(m[1].duration()?);
            tt(with_direction(IntervalDirection::After, td))
        },
    )
}

/// "3 dagar från nu".
pub(crate) fn duration_from_now(words: &str) -> Rule {
    Rule::new(
        "<duration> from now",
        vec![any(Kind::Duration), re(words)],
        |m| in_duration_of(m, 0),
    )
}

/// "3 dagar sedan".
pub(crate) fn duration_ago(words: &str) -> Rule {
    Rule::new(
        "<duration> ago",
        vec![any(Kind::Duration), re(words)],
        |m| tt(calendar::duration_ago(m[0].duration()?)),
    )
}

/// "3 dagar efter juldagen".
pub(crate) fn duration_after_time(after: &str) -> Rule {
    Rule::new(
        "<duration> after <time>",
        vec![any(Kind::Duration), re(after), any(Kind::Time)],
        |m| tt(calendar::duration_after(m[0].duration()?, m[2].time()?)),
    )
}

/// "2 dagar före juldagen".
pub(crate) fn duration_before_time(before: &str) -> Rule {
    Rule::new(
        "<duration> before <time>",
        vec![any(Kind::Duration), re(before), any(Kind::Time)],
        |m| tt(calendar::duration_before(m[0].duration()?, m[2].time()?)),
    )
}

/// "inom 2 veckor": from now to the end of the duration.
pub(crate) fn within_duration(words: &str) -> Rule {
    Rule::new(
        "within <duration>",
        vec![re(words), any(Kind::Duration)],
        |m| {
            let end = calendar::in_duration(m[1].duration()?);
            interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
        },
    )
}

/// The rule `name`: `words` then a grain, the `n`th of it from now.
fn nth_cycle_from_now(name: &'static str, words: &str, n: i32) -> Rule {
    Rule::new(name, vec![re(words), any(Kind::TimeGrain)], move |m| {
        tt(cycle_nth(m[1].time_grain()?, n))
    })
}

/// "denna vecka".
pub(crate) fn this_cycle(words: &str) -> Rule {
    nth_cycle_from_now("this <cycle>", words, 0)
}

/// "nästa vecka".
pub(crate) fn next_cycle(words: &str) -> Rule {
    nth_cycle_from_now("next <cycle>", words, 1)
}

/// "förra veckan".
pub(crate) fn last_cycle(words: &str) -> Rule {
    nth_cycle_from_now("last <cycle>", words, -1)
}

/// "nästa 3 veckor".
pub(crate) fn next_n_cycles(words: &str) -> Rule {
    Rule::new(
        "next n <cycle>",
        vec![re(words), integer_between(1, 9999), any(Kind::TimeGrain)],
        |m| tt(cycle_n(true, m[2].time_grain()?, get_int_value(&m[1])?)),
    )
}

/// "senaste 3 veckorna".
pub(crate) fn last_n_cycles(words: &str) -> Rule {
    Rule::new(
        "last n <cycle>",
        vec![re(words), integer_between(1, 9999), any(Kind::TimeGrain)],
        |m| tt(cycle_n(true, m[2].time_grain()?, -get_int_value(&m[1])?)),
    )
}

/// "sista veckan av mars".
pub(crate) fn last_cycle_of_time(last: &str, of: &str) -> Rule {
    Rule::new(
        "last <cycle> of <time>",
        vec![re(last), any(Kind::TimeGrain), re(of), any(Kind::Time)],
        |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
    )
}

/// "sista måndagen i mars".
pub(crate) fn last_day_of_week_of_time(last: &str, of: &str) -> Rule {
    Rule::new(
        "last <day-of-week> of <time>",
        vec![re(last), time(is_a_day_of_week), re(of), any(Kind::Time)],
        |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
    )
}

/// The rule `name`: a grain, `words`, a time; the `n`th grain from that time.
fn cycle_from_time(name: &'static str, words: &str, at_start: bool, n: i32) -> Rule {
    Rule::new(
        name,
        vec![any(Kind::TimeGrain), re(words), any(Kind::Time)],
        move |m| cycle_from(m, at_start, n),
    )
}

/// "dag efter juldagen".
pub(crate) fn cycle_after_time(after: &str) -> Rule {
    cycle_from_time("<cycle> after <time>", after, false, 1)
}

/// "dag före juldagen".
pub(crate) fn cycle_before_time(before: &str) -> Rule {
    cycle_from_time("<cycle> before <time>", before, false, -1)
}

/// "dagen efter juldagen", `after` with the article.
pub(crate) fn the_cycle_after_time(after: &str) -> Rule {
    cycle_from_time("the <cycle> after <time>", after, false, 1)
}

/// "dagen före juldagen", `before` with the article.
pub(crate) fn the_cycle_before_time(before: &str) -> Rule {
    cycle_from_time("the <cycle> before <time>", before, false, -1)
}

/// "veckan av 3 mars", `of` with the article: the grain that holds the time.
pub(crate) fn the_cycle_of_time(of: &str) -> Rule {
    cycle_from_time("the <cycle> of <time>", of, true, 0)
}

/// "tredje dagen i oktober", `of` the word between.
pub(crate) fn ordinal_cycle_of_time(of: &str) -> Rule {
    Rule::new(
        "<ordinal> <cycle> of <time>",
        vec![
            any(Kind::Ordinal),
            any(Kind::TimeGrain),
            re(of),
            any(Kind::Time),
        ],
        |m| nth_cycle(m, 0),
    )
}

/// "den tredje dagen i oktober".
pub(crate) fn the_ordinal_cycle_of_time(the: &str, of: &str) -> Rule {
    Rule::new(
        "the <ordinal> <cycle> of <time>",
        vec![
            re(the),
            any(Kind::Ordinal),
            any(Kind::TimeGrain),
            re(of),
            any(Kind::Time),
        ],
        |m| nth_cycle(m, 1),
    )
}

/// "andra dagen efter juldagen".
pub(crate) fn ordinal_cycle_after_time(after: &str) -> Rule {
    Rule::new(
        "<ordinal> <cycle> after <time>",
        vec![
            any(Kind::Ordinal),
            any(Kind::TimeGrain),
            re(after),
            any(Kind::Time),
        ],
        |m| nth_cycle(m, 0),
    )
}

/// "den andra dagen efter juldagen".
pub(crate) fn the_ordinal_cycle_after_time(the: &str, after: &str) -> Rule {
    Rule::new(
        "the <ordinal> <cycle> after <time>",
        vec![
            re(the),
            any(Kind::Ordinal),
            any(Kind::TimeGrain),
            re(after),
            any(Kind::Time),
        ],
        |m| nth_cycle(m, 1),
    )
}

/// "tredje kvartalet": of this year, counted from its end as Duckling's SV, DA, EL and TR rules do
/// (`cycleNthAfter False`; Norwegian counts from its start: `nb::relative`).
pub(crate) fn ordinal_quarter() -> Rule {
    Rule::new(
        "<ordinal> quarter",
        vec![any(Kind::Ordinal), quarter()],
        |m| {
            let year = cycle_nth(Grain::Year, 0);
            tt(cycle_nth_after(false, Grain::Quarter, rank(&m[0])?, &year))
        },
    )
}

/// "tredje kvartalet 2014".
pub(crate) fn ordinal_quarter_year() -> Rule {
    Rule::new(
        "<ordinal> quarter <year>",
        vec![any(Kind::Ordinal), quarter(), any(Kind::Time)],
        |m| {
            tt(cycle_nth_after(
                false,
                Grain::Quarter,
                rank(&m[0])?,
                m[2].time()?,
            ))
        },
    )
}

/// "första tisdagen i oktober", `of` the word between.
pub(crate) fn nth_time_of_time(of: &str) -> Rule {
    Rule::new(
        "nth <time> of <time>",
        vec![any(Kind::Ordinal), any(Kind::Time), re(of), any(Kind::Time)],
        |m| nth_of(m, 0),
    )
}

/// "den första tisdagen i oktober".
pub(crate) fn the_nth_time_of_time(the: &str, of: &str) -> Rule {
    Rule::new(
        "nth <time> of <time>",
        vec![
            re(the),
            any(Kind::Ordinal),
            any(Kind::Time),
            re(of),
            any(Kind::Time),
        ],
        |m| nth_of(m, 1),
    )
}

/// "första tisdagen efter juldagen".
pub(crate) fn nth_time_after_time(after: &str) -> Rule {
    Rule::new(
        "nth <time> after <time>",
        vec![
            any(Kind::Ordinal),
            any(Kind::Time),
            re(after),
            any(Kind::Time),
        ],
        |m| nth_after(m, 0),
    )
}

/// "den første tirsdag efter juleaften".
pub(crate) fn the_nth_time_after_time(the: &str, after: &str) -> Rule {
    Rule::new(
        "nth <time> after <time>",
        vec![
            re(the),
            any(Kind::Ordinal),
            any(Kind::Time),
            re(after),
            any(Kind::Time),
        ],
        |m| nth_after(m, 1),
    )
}

/// "denne sommer": any time (Swedish asks for one fit for "this": `sv`).
pub(crate) fn this_time(words: &str) -> Rule {
    Rule::new("this <time>", vec![re(words), any(Kind::Time)], |m| {
        tt(pred_nth(0, false, m[1].time()?))
    })
}

/// "neste fredag": any time that is not latent.
pub(crate) fn next_time(words: &str) -> Rule {
    Rule::new("next <time>", vec![re(words), time(is_not_latent)], |m| {
        tt(pred_nth(0, true, m[1].time()?))
    })
}

/// "sidste uge": any time.
pub(crate) fn last_time(words: &str) -> Rule {
    Rule::new("last <time>", vec![re(words), any(Kind::Time)], |m| {
        tt(pred_nth(-1, false, m[1].time()?))
    })
}

/// "nästa tisdag": the next day of the week, not today's.
pub(crate) fn this_next_day_of_week(words: &str) -> Rule {
    Rule::new(
        "this|next <day-of-week>",
        vec![re(words), time(is_a_day_of_week)],
        |m| tt(pred_nth(0, true, m[1].time()?)),
    )
}
