//! Intervals the three languages write alike: closed ones between two times ("från 3 till 5", "mellem
//! mandag og onsdag", "9:30 - 11:00") and open ones ("innan 15:00", "i slutten av mars"). Other languages
//! write every one of them alike too, so they are written once in `dims::time::shared_rules` and listed
//! here, so that each language reaches all its interval rules through this module.

pub(crate) use crate::dims::time::shared_rules::{
    after, between_datetimes, between_times_of_day, by_the_end_of, datetime_to_datetime,
    from_datetime_to_datetime, from_time_of_day_to_time_of_day, time_of_day_to_time_of_day, until,
};
