//! Intervals and open intervals: "13-15 juli", "9:30 til 11:00", "mellom 9:30 og 11:00", "etter kl. 14", "før
//! kl. 11", "i slutten av" a time.

use crate::dims::time::scandinavian::{dates, intervals as shared};
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::after("(engang )?etter"),
        shared::between_datetimes("mellom", "og"),
        shared::between_times_of_day("mellom", "og"),
        shared::by_the_end_of("i slutten av"),
        shared::datetime_to_datetime(r"\-|til|tilogmed"),
        shared::from_datetime_to_datetime("fra", r"\-|til|tilogmed"),
        shared::from_time_of_day_to_time_of_day("(etter|fra)", r"((men )?før)|\-|tilogmed|til"),
        dates::month_day_to_day(r"([012]?\d|30|31)(ter|\.)?", r"\-|til"),
        shared::time_of_day_to_time_of_day(r"\-|tilogmed|til"),
        shared::until("(engang )?innen|før|opptil"),
    ]
}
