//! Intervals ("från 3 till 5", "mellan måndag och onsdag", "innan 15:00", "efter 15:00", "i slutet av
//! mars") and the intersections of two times ("tisdag 15 februari", "imorgon kl 3", "måndag, 3 mars").

use super::tt;
use crate::dims::time::scandinavian::{dates, intervals as shared};
use crate::dims::token::{Kind, Rule, any, re};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{not_latent, with_direction};

/// "-", "till", "till och med", "tom": the end of an interval.
const TO: &str = r"\-|till|till och med|tom";

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        shared::datetime_to_datetime(TO),
        shared::from_datetime_to_datetime("från", TO),
        shared::between_datetimes("mellan", "och"),
        shared::between_times_of_day("mellan", "och"),
        shared::from_time_of_day_to_time_of_day(
            "(efter|från)",
            r"((men )?före)|\-|till|till och med|tom",
        ),
        shared::time_of_day_to_time_of_day(TO),
        shared::by_the_end_of("i slutet av"),
        shared::until("innan|före|intill"),
        // Unlike Danish's and Norwegian's, no longer latent.
        Rule::new(
            "after <time-of-day>",
            vec![re("efter"), any(Kind::Time)],
            |m| {
                let td = with_direction(IntervalDirection::After, m[1].time()?.clone());
                tt(not_latent(td))
            },
        ),
        dates::intersect(),
        dates::intersect_by_comma(),
        dates::intersect_by_of("i"),
    ]
}
