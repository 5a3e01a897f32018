//! Intervals the three languages write alike: closed ones between two times ("från 3 till 5", "mellem
//! mandag og onsdag", "9:30 - 11:00") and open ones ("innan 15:00", "i slutten av mars").

use crate::dims::time::helpers::{a_time_of_day, closed, tod_not_latent, tt};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{interval, is_not_latent, now, with_direction};
use crate::time::object::TimeIntervalType;

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
