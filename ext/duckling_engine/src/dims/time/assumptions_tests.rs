//! The assumptions a caller may change (`Options::prefer`, `week_start`, `date_order`), through whole parses in
//! several languages and scripts: each changes the answers it should, and only those.

use crate::dims::time::testing::REFERENCE;
use crate::{DateOrder, Dim, Options, Prefer, WeekStart, parse};

/// Duckling's corpus reference, Tuesday 2013-02-12 04:30 at UTC−2, with `locale` and only times.
fn options(locale: &str) -> Options {
    Options {
        locale: locale.parse().expect("a supported locale"),
        reference_time: REFERENCE.parse().expect("a valid reference"),
        dims: [Dim::Time].into_iter().collect(),
        ..Options::default()
    }
}

/// The start of the time `text` resolves to, whole (`None` when it is no single time entity).
fn start(text: &str, options: &Options) -> Option<String> {
    let entities = parse(text, options).expect("parses");
    let [entity] = entities.as_slice() else {
        return None;
    };
    let value = entity.value.to_value();
    let start = value.get("from").unwrap_or(&value);
    (entity.body == text).then(|| start["value"].as_str().unwrap_or_default().to_owned())
}

/// Asserts the start of each `(text, day and hour)` under `options`, listing every miss at once.
fn check(options: &Options, examples: &[(&str, &str)]) {
    let misses: Vec<String> = examples
        .iter()
        .filter_map(|&(text, want)| {
            let found = start(text, options);
            (!found.as_deref().is_some_and(|f| f.starts_with(want)))
                .then(|| format!("{text:?}: want {want}, found {found:?}"))
        })
        .collect();
    assert!(misses.is_empty(), "{}", misses.join("\n"));
}

fn preferring_the_past(locale: &str) -> Options {
    Options {
        prefer: Prefer::Past,
        ..options(locale)
    }
}

#[test]
fn the_past_preferred_takes_the_last_instance_in_english() {
    check(
        &preferring_the_past("en_US"),
        &[
            ("friday", "2013-02-08T00"),
            ("march", "2012-03-01T00"),
            ("5pm", "2013-02-11T17"),
            ("christmas", "2012-12-25T00"),
            ("the 3rd", "2013-02-03T00"),
            ("friday at 5pm", "2013-02-08T17"),
        ],
    );
}

#[test]
fn the_future_is_still_duckling_s_default() {
    check(
        &options("en_US"),
        &[
            ("friday", "2013-02-15T00"),
            ("march", "2013-03-01T00"),
            ("5pm", "2013-02-12T17"),
            ("christmas", "2013-12-25T00"),
        ],
    );
}

/// Words that choose a side, and instances that hold the reference, keep their meaning.
#[test]
fn explicit_words_and_the_present_keep_their_meaning() {
    check(
        &preferring_the_past("en_US"),
        &[
            ("next friday", "2013-02-22T00"),
            ("last friday", "2013-02-08T00"),
            ("today", "2013-02-12T00"),
            ("tomorrow", "2013-02-13T00"),
            ("yesterday", "2013-02-11T00"),
            ("this week", "2013-02-11T00"),
            ("february", "2013-02-01T00"),
            ("tuesday", "2013-02-12T00"),
            ("in 2 days", "2013-02-14T04"),
        ],
    );
}

#[test]
fn the_past_preferred_in_spanish_german_and_chinese() {
    check(
        &preferring_the_past("es"),
        &[
            ("viernes", "2013-02-08T00"),
            ("marzo", "2012-03-01T00"),
            ("mañana", "2013-02-13T00"),
        ],
    );
    check(
        &preferring_the_past("de"),
        &[
            ("Freitag", "2013-02-08T00"),
            ("März", "2012-03-01T00"),
            ("morgen", "2013-02-13T00"),
        ],
    );
    check(
        &preferring_the_past("zh"),
        &[
            ("星期五", "2013-02-08T00"),
            ("三月", "2012-03-01T00"),
            ("明天", "2013-02-13T00"),
        ],
    );
}

/// Sunday 2013-02-10: with Monday weeks it ends one, with Sunday weeks it starts one.
fn on_sunday(locale: &str, week_start: WeekStart) -> Options {
    Options {
        reference_time: "2013-02-10T04:30:00-02:00[-02:00]".parse().expect("valid"),
        week_start,
        ..options(locale)
    }
}

#[test]
fn weeks_start_on_sunday_when_asked() {
    check(
        &on_sunday("en_US", WeekStart::Sunday),
        &[
            ("this week", "2013-02-10T00"),
            ("last week", "2013-02-03T00"),
            ("next week", "2013-02-17T00"),
        ],
    );
    check(
        &on_sunday("en_US", WeekStart::Monday),
        &[
            ("this week", "2013-02-04T00"),
            ("last week", "2013-01-28T00"),
            ("next week", "2013-02-11T00"),
        ],
    );
}

#[test]
fn sunday_weeks_in_spanish_german_and_russian() {
    check(
        &on_sunday("es", WeekStart::Sunday),
        &[
            ("esta semana", "2013-02-10T00"),
            ("la semana pasada", "2013-02-03T00"),
        ],
    );
    check(
        &on_sunday("de", WeekStart::Sunday),
        &[
            ("diese Woche", "2013-02-10T00"),
            ("letzte Woche", "2013-02-03T00"),
        ],
    );
    check(
        &on_sunday("ru", WeekStart::Sunday),
        &[
            ("на следующей неделе", "2013-02-17T00"),
            ("на прошлой неделе", "2013-02-03T00"),
        ],
    );
}

fn in_order(locale: &str, date_order: Option<DateOrder>) -> Options {
    Options {
        date_order,
        ..options(locale)
    }
}

#[test]
fn numeric_dates_read_in_the_order_asked_for() {
    use DateOrder::*;
    for (locale, text, order, day) in [
        ("en_US", "3/4/2013", None, "2013-03-04"),
        ("en_US", "3/4/2013", Some(Dmy), "2013-04-03"),
        ("en_US", "3/4", Some(Dmy), "2013-04-03"),
        ("en_US", "13/4/3", Some(Ymd), "2013-04-03"),
        ("en_US", "2013/4/3", Some(Ymd), "2013-04-03"),
        ("en_GB", "3/4/2013", None, "2013-04-03"),
        ("en_GB", "3/4/2013", Some(Mdy), "2013-03-04"),
        ("es", "3/4/2013", None, "2013-04-03"),
        ("es", "3/4/2013", Some(Mdy), "2013-03-04"),
        ("de", "3.4.2013", None, "2013-04-03"),
        ("de", "3.4.2013", Some(Mdy), "2013-03-04"),
        ("ru", "3.4.2013", Some(Mdy), "2013-03-04"),
        ("zh", "3/4/2013", None, "2013-03-04"),
        ("zh", "3/4/2013", Some(Dmy), "2013-04-03"),
        // Without a year, as each language writes it: German and Russian with dots, Spanish with slashes.
        ("de", "3.4", None, "2013-04-03"),
        ("de", "3.4", Some(Mdy), "2013-03-04"),
        ("de", "3.4.", Some(Mdy), "2013-03-04"),
        ("de", "am 3.4.", Some(Mdy), "2013-03-04"),
        ("de", "3.4", Some(Dmy), "2013-04-03"),
        ("ru", "3.4", Some(Mdy), "2013-03-04"),
        ("es", "3/4", None, "2013-04-03"),
        ("es", "3/4", Some(Mdy), "2013-03-04"),
        ("es", "3/4", Some(Ymd), "2013-03-04"),
        // A leading four-digit year is no ambiguity: every order reads it first.
        ("ko", "2015/3/4", Some(Dmy), "2015-03-04"),
        ("en_US", "2015/3/4", Some(Mdy), "2015-03-04"),
    ] {
        check(&in_order(locale, order), &[(text, day)]);
    }
}

/// The order changes numeric dates only: a date in words, and the locale's unambiguous forms, stay.
#[test]
fn the_order_leaves_other_dates_alone() {
    let dmy = in_order("en_US", Some(DateOrder::Dmy));
    check(
        &dmy,
        &[("march 4th", "2013-03-04"), ("2013-03-04", "2013-03-04")],
    );
    check(
        &in_order("es", Some(DateOrder::Mdy)),
        &[("4 de marzo", "2013-03-04")],
    );
}

/// A language that writes no date with dots keeps "3.4" a number, whatever the order.
#[test]
fn a_dot_is_no_date_where_the_language_writes_none() {
    for order in [DateOrder::Mdy, DateOrder::Dmy, DateOrder::Ymd] {
        for locale in ["en_US", "es"] {
            assert_eq!(
                start("3.4", &in_order(locale, Some(order))),
                None,
                "{locale} {order:?}"
            );
        }
    }
}
