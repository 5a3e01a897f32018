//! The assumptions a caller may change (`Options::prefer`, `week_start`, `date_order`), over every corpus line
//! of every language with times: each line Duckling answers (and we pass) is parsed again under each option, and
//! its answer must move as the option says, or stay where the option does not apply. The lines are picked by
//! what Duckling answered (its grain, the spacing of its instances) and by the rule pinned for them
//! (`test/conformance/rules/`), never by their words; each language's count of lines of each kind is printed,
//! and a kind a language has no line of is asserted, so a language cannot pass by having nothing to test.

#[path = "conformance/compare.rs"]
mod compare;
// The conformance runner's corpus and rule files, read as it reads them; this test uses their readers only.
#[allow(dead_code)]
#[path = "conformance/corpus.rs"]
mod corpus;
#[allow(dead_code)]
#[path = "conformance/rules.rs"]
mod rules;

use std::collections::BTreeMap;
use std::sync::LazyLock;

use corpus::{Entry, Group, Line};
use duckling_engine::{DateOrder, Dim, Entity, Lang, Options, Prefer, WeekStart, parse};
use jiff::civil::{DateTime, Weekday};
use jiff::{Span, ToSpan};
use serde_json::Value;

/// The time lines of each language's own corpus (no region, no negative), by language.
static LINES: LazyLock<BTreeMap<&'static str, Vec<Line>>> = LazyLock::new(|| {
    let mut by_lang: BTreeMap<&'static str, Vec<Line>> = time_languages()
        .into_iter()
        .map(|lang| (lang.code(), Vec::new()))
        .collect();
    for Entry { lang, group, line } in corpus::load().expect("the vendored corpus reads") {
        if group == Group::Positive && line.dim == "time" {
            if let Some(lines) = by_lang.get_mut(lang.as_str()) {
                lines.push(line);
            }
        }
    }
    by_lang
});

fn time_languages() -> Vec<Lang> {
    Lang::ALL
        .into_iter()
        .filter(|l| l.dims().contains(Dim::Time))
        .collect()
}

#[test]
fn twenty_eight_languages_have_times_and_each_a_corpus() {
    assert_eq!(time_languages().len(), 28);
    for (lang, lines) in LINES.iter() {
        assert!(!lines.is_empty(), "{lang}: no time corpus");
    }
}

/// One instance of a time: its start, and its end (an interval's, else the start plus its grain).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Instance {
    start: DateTime,
    end: DateTime,
    grain: Grain,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Grain {
    Second,
    Minute,
    Hour,
    Day,
    Week,
    Month,
    Quarter,
    Year,
}

impl Grain {
    fn of(name: &str) -> Grain {
        match name {
            "second" => Grain::Second,
            "minute" => Grain::Minute,
            "hour" => Grain::Hour,
            "day" => Grain::Day,
            "week" => Grain::Week,
            "month" => Grain::Month,
            "quarter" => Grain::Quarter,
            "year" => Grain::Year,
            other => panic!("unknown grain {other:?}"),
        }
    }

    fn span(self) -> Span {
        match self {
            Grain::Second => 1.second(),
            Grain::Minute => 1.minute(),
            Grain::Hour => 1.hour(),
            Grain::Day => 1.day(),
            Grain::Week => 7.days(),
            Grain::Month => 1.month(),
            Grain::Quarter => 3.months(),
            Grain::Year => 1.year(),
        }
    }
}

/// The wall-clock time of one of Duckling's time strings (`2013-02-15T00:00:00.000-02:00`); a line's answers
/// are all at its reference's fixed offset, so wall-clock times compare and add as the instants do.
fn wall_clock(time: &Value) -> DateTime {
    let text = time.as_str().expect("a time string");
    let local = &text[..text.len() - 6];
    // A year before 1 is written `-2014`, which ISO 8601 writes with six digits.
    let local = match local.strip_prefix('-') {
        Some(year_on) => format!("-00{year_on}"),
        None => local.to_owned(),
    };
    local.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

impl Instance {
    /// The instance a time value, or an item of its `values`, stands for.
    fn of(value: &Value) -> Instance {
        let (first, end) = match (value.get("from"), value.get("to")) {
            (Some(from), Some(to)) => (from, Some(wall_clock(&to["value"]))),
            (Some(from), None) => (from, None),
            (None, Some(to)) => (to, None),
            (None, None) => (value, None),
        };
        let start = wall_clock(&first["value"]);
        let grain = Grain::of(first["grain"].as_str().expect("a grain"));
        let end = end.unwrap_or_else(|| start.checked_add(grain.span()).expect("in range"));
        Instance { start, end, grain }
    }

    fn holds(&self, at: DateTime) -> bool {
        self.start <= at && at < self.end
    }
}

/// The time entities covering `line`'s whole text under `options`, in the order they are answered: one, or
/// several readings that tie (Georgian's ranker, like Duckling's, scores every reading alike).
fn covering(line: &Line, options: &Options) -> Vec<Entity> {
    let entities = parse(&line.text, options).expect("parses");
    let length = line.text.chars().count();
    entities
        .into_iter()
        .filter(|e| e.dim == Dim::Time && e.start == 0 && e.end == length)
        .collect()
}

/// The entity of `line`'s dimension covering its whole text, alone, under `options`.
fn whole(line: &Line, options: &Options) -> Option<Entity> {
    let mut covering = covering(line, options);
    (covering.len() == 1).then(|| covering.remove(0))
}

/// The lines of `lang` we answer as Duckling does, each with its options and our (Duckling's) answer.
fn passing(lang: &str) -> Vec<(&'static Line, Options, Entity)> {
    LINES[lang]
        .iter()
        .filter_map(|line| {
            let options = line.options().expect("a line's options");
            let entities = line.run().expect("parses");
            let entity = line.passing(&entities).expect("a time line")?.clone();
            Some((line, options, entity))
        })
        .collect()
}

/// The kind of time a line is, as `prefer:` sees it, found from Duckling's answer to it: where its instance lies,
/// and the step between the instances its `values` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// Its instance holds the reference or lies before it ("today", "last friday", "3 days ago"): it stays.
    HoldsOrPrecedes,
    /// It lists one instance, ahead: "next friday", "in 2 days", "2014", which stay; or "Fri, Jul 18", whose
    /// next one Duckling's bounded search finds a year away and whose last, in 2008, the past finds.
    OneInstance,
    /// Its instances repeat every 12 hours or every day: a time of day ("5pm", "tonight").
    TimeOfDay,
    /// Every 7 days: a day of the week ("friday", "friday at 5pm").
    DayOfWeek,
    /// Every month: a day of the month ("the 3rd").
    DayOfMonth,
    /// Every year, a month long: a month ("march").
    Month,
    /// Every year, shorter than a month: a date or a holiday on a fixed date ("june 26", "christmas").
    DayOfYear,
    /// At uneven steps, or too few listed to tell: a holiday that moves, a last day of a month ("easter", "the
    /// 31st"), "tomorrow at 1:50" (01:50 and 13:50).
    Uneven,
}

const KINDS: [Kind; 8] = [
    Kind::HoldsOrPrecedes,
    Kind::OneInstance,
    Kind::TimeOfDay,
    Kind::DayOfWeek,
    Kind::DayOfMonth,
    Kind::Month,
    Kind::DayOfYear,
    Kind::Uneven,
];

/// The step between the instances `values` lists, when it is one fixed calendar step, and the kind of time
/// that steps so (a yearly one is a [`Kind::DayOfYear`] until its grain says it is a month). It takes three
/// to tell: "thursday the 15th at 8" lists 08:00 and 20:00 of the next one, then none for three months.
fn step(values: &[Instance]) -> Option<(Span, Kind)> {
    if values.len() < 3 {
        return None;
    }
    [
        (12.hours(), Kind::TimeOfDay),
        (1.day(), Kind::TimeOfDay),
        (7.days(), Kind::DayOfWeek),
        (1.month(), Kind::DayOfMonth),
        (1.year(), Kind::DayOfYear),
    ]
    .into_iter()
    .find(|&(step, _)| {
        values
            .windows(2)
            .all(|pair| pair[0].start.checked_add(step).ok() == Some(pair[1].start))
    })
}

/// The kind of time Duckling answered `value` at `reference` with, and the step between its instances when
/// they repeat at one.
fn kind(value: &Value, reference: DateTime) -> (Kind, Option<Span>) {
    let answer = Instance::of(value);
    let values = instances(value);
    if answer.start <= reference {
        return (Kind::HoldsOrPrecedes, None);
    }
    if values.len() == 1 {
        return (Kind::OneInstance, None);
    }
    match step(&values) {
        None => (Kind::Uneven, None),
        Some((step, Kind::DayOfYear)) if answer.grain == Grain::Month => (Kind::Month, Some(step)),
        Some((step, kind)) => (kind, Some(step)),
    }
}

/// The instances a time value lists as its `values`.
fn instances(value: &Value) -> Vec<Instance> {
    value["values"]
        .as_array()
        .expect("a time's values")
        .iter()
        .map(Instance::of)
        .collect()
}

/// Why the answer `past` to `line` under `prefer: :past` is wrong, when it is, `answer` being Duckling's.
///
/// An answer that holds or precedes the reference stays. One ahead moves to the last instance before the
/// reference, or stays when the time has none ("next friday", "tomorrow at 5pm", or none Duckling's bounded
/// search finds: "Fri, Sep 20" falls on a Friday in 2013, 2008, 2002): so a moved answer must be an instance
/// of the same time, the one Duckling's own future answers from just before it, and, when the instances
/// repeat at a fixed step, the one a step before the first ahead; or the first ahead itself, when it holds the
/// reference (Duckling skips it when the time is "not immediate": "tuesday" on a Tuesday).
fn past_error(
    line: &Line,
    options: &Options,
    answer: &Value,
    past: &Value,
    (kind, step): (Kind, Option<Span>),
) -> Option<String> {
    let reference = options.reference_time.datetime();
    let unmoved = compare::same_value("time", answer, past);
    if kind == Kind::HoldsOrPrecedes || unmoved {
        return (!unmoved).then(|| "moved, but the answer holds or precedes the reference".into());
    }
    let got = Instance::of(past);
    let first = instances(answer)[0];
    if first.holds(reference) {
        return (got != first)
            .then(|| format!("want the instance holding the reference, {first:?}"));
    }
    if got.end > reference {
        return Some("moved, but not before the reference".into());
    }
    if let Some(step) = step {
        let want = first.start.checked_sub(step).expect("in range");
        if got.start != want {
            return Some(format!(
                "want the instance a step before the first, at {want}"
            ));
        }
    }
    let just_before = Options {
        reference_time: got
            .start
            .checked_sub(1.second())
            .and_then(|at| at.to_zoned(options.reference_time.time_zone().clone()))
            .expect("in range"),
        ..options.clone()
    };
    // An instance of any of the text's readings: where readings tie, each is answered and moves alone.
    let again: Vec<Instance> = covering(line, &just_before)
        .iter()
        .map(|e| Instance::of(&e.value.to_value()))
        .collect();
    (!again.contains(&got))
        .then(|| format!("not an instance: from just before it, Duckling answers {again:?}"))
}

/// Per language, the kinds of line its corpus has none of (none that we pass as Duckling does): its corpus
/// does not say, for instance, "march" alone in Spanish, or a day of the month alone in Chinese.
const PREFER_ABSENT: &[(&str, &[Kind])] = &[
    ("ar", &[Kind::DayOfMonth, Kind::Month]),
    ("bg", &[Kind::Month]),
    ("da", &[Kind::Month]),
    ("de", &[Kind::Month]),
    ("es", &[Kind::Month]),
    (
        "ga",
        &[
            Kind::TimeOfDay,
            Kind::DayOfMonth,
            Kind::Month,
            Kind::DayOfYear,
            Kind::Uneven,
        ],
    ),
    ("he", &[Kind::DayOfMonth, Kind::Month]),
    ("hr", &[Kind::DayOfMonth]),
    ("hu", &[Kind::DayOfMonth]),
    ("ja", &[Kind::Uneven]),
    ("ka", &[Kind::DayOfMonth]),
    ("nb", &[Kind::Month]),
    ("pl", &[Kind::DayOfMonth, Kind::Month]),
    ("pt", &[Kind::Month]),
    ("ro", &[Kind::TimeOfDay, Kind::DayOfMonth, Kind::Month]),
    ("ru", &[Kind::DayOfMonth]),
    ("sv", &[Kind::Month]),
    ("tr", &[Kind::DayOfMonth, Kind::Month]),
    ("uk", &[Kind::DayOfMonth, Kind::Month]),
    ("vi", &[Kind::DayOfMonth]),
    ("zh", &[Kind::DayOfMonth]),
];

#[test]
fn the_past_preferred_moves_every_open_time_to_its_last_instance() {
    let mut failures = Vec::new();
    let mut table = String::new();
    for lang in time_languages().iter().map(|l| l.code()) {
        // Per kind, the lines whose answer moved and those whose answer stayed.
        let mut counts: BTreeMap<Kind, (usize, usize)> =
            KINDS.iter().map(|&s| (s, (0, 0))).collect();
        for (line, options, entity) in passing(lang) {
            let kind = kind(&entity.value.to_value(), options.reference_time.datetime());
            let past = Options {
                prefer: Prefer::Past,
                ..options.clone()
            };
            // The reading that passes, and the same reading (by its place among tied ones) preferring the past.
            // Two readings that resolve alike in the future are answered once, and may part in the past
            // (Georgian's "October's last weekend"): the past may hold more readings than the future.
            let reading = covering(line, &options)
                .iter()
                .position(|e| e.value == entity.value);
            let found = reading.and_then(|i| covering(line, &past).into_iter().nth(i));
            let Some(found) = found else {
                failures.push(format!("{lang} {:?} ({:?}): no answer", line.text, kind.0));
                continue;
            };
            let moved =
                !compare::same_value("time", &entity.value.to_value(), &found.value.to_value());
            let count = counts.get_mut(&kind.0).expect("every kind counted");
            if moved {
                count.0 += 1
            } else {
                count.1 += 1
            }
            if let Some(error) = past_error(
                line,
                &options,
                &entity.value.to_value(),
                &found.value.to_value(),
                kind,
            ) {
                failures.push(format!(
                    "{lang} {:?} ({:?}): {error}; found {}",
                    line.text, kind.0, found.value
                ));
            }
        }
        let absent: Vec<Kind> = counts
            .iter()
            .filter(|&(_, &(moved, stayed))| moved + stayed == 0)
            .map(|(&s, _)| s)
            .collect();
        let pinned = PREFER_ABSENT
            .iter()
            .find(|(l, _)| *l == lang)
            .map_or(&[][..], |(_, s)| s);
        if absent != pinned {
            failures.push(format!(
                "{lang}: no line of {absent:?}, pinned none of {pinned:?}"
            ));
        }
        if counts.values().all(|&(moved, _)| moved == 0) {
            failures.push(format!("{lang}: no answer moved"));
        }
        table += &format!("{lang}: (moved, stayed) {counts:?}\n");
    }
    eprintln!("{table}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The week an answer of week grain lies in, under `week_start` at `reference`: its start and length.
fn week(
    line: &Line,
    options: &Options,
    reference: DateTime,
    week_start: WeekStart,
) -> Option<Instance> {
    let options = Options {
        reference_time: reference
            .to_zoned(options.reference_time.time_zone().clone())
            .expect("in range"),
        week_start,
        ..options.clone()
    };
    whole(line, &options).map(|e| Instance::of(&e.value.to_value()))
}

/// The languages whose corpus has no line Duckling answers with a week (Irish, Hungarian, Romanian).
const NO_WEEK_LINE: &[&str] = &["ga", "hu", "ro"];

/// Every line answered with a week, at its reference and on the Sunday before it, with Sunday weeks: the week
/// starts on the Sunday before the Monday it started on (a day earlier), or on the Sunday that ended it (six
/// days later: "this week" on a Sunday is a new one), and lasts as long.
#[test]
fn sunday_weeks_move_every_week_by_a_day() {
    let mut failures = Vec::new();
    let mut table = String::new();
    for lang in time_languages().iter().map(|l| l.code()) {
        let mut count = 0;
        for (line, options, entity) in passing(lang) {
            if Instance::of(&entity.value.to_value()).grain != Grain::Week {
                continue;
            }
            count += 1;
            let tuesday = options.reference_time.datetime();
            let sunday = tuesday
                .checked_sub(i64::from(tuesday.weekday().to_sunday_zero_offset()).days())
                .expect("in range");
            for reference in [tuesday, sunday] {
                let monday_weeks = week(line, &options, reference, WeekStart::Monday);
                let sunday_weeks = week(line, &options, reference, WeekStart::Sunday);
                let (Some(m), Some(s)) = (monday_weeks, sunday_weeks) else {
                    failures.push(format!(
                        "{lang} {:?} at {reference}: Monday weeks {monday_weeks:?}, Sunday weeks {sunday_weeks:?}",
                        line.text
                    ));
                    continue;
                };
                let moved = s.start.since(m.start).expect("in range").get_days();
                let right = m.start.weekday() == Weekday::Monday
                    && s.start.weekday() == Weekday::Sunday
                    && (moved == -1 || moved == 6)
                    && s.end.since(s.start).ok().map(|d| d.fieldwise())
                        == m.end.since(m.start).ok().map(|d| d.fieldwise());
                if !right {
                    failures.push(format!(
                        "{lang} {:?} at {reference}: Monday weeks {m:?}, Sunday weeks {s:?}",
                        line.text
                    ));
                }
            }
        }
        if (count == 0) != NO_WEEK_LINE.contains(&lang) {
            failures.push(format!("{lang}: {count} lines answered with a week"));
        }
        table += &format!("{lang}: {count} weeks\n");
    }
    eprintln!("{table}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The languages whose corpus has no numeric date read in the locale's order: Arabic, Hungarian, Georgian and
/// Romanian write none Duckling reads so (Hungarian's "2013.02.12" is year first, whatever the order).
const NO_NUMERIC_DATE: &[&str] = &["ar", "hu", "ka", "ro"];

/// A numeric date as read: the year (its number and how many digits it was written in), the month, the day.
type Reading = (Option<(u32, usize)>, u32, u32);

/// The year (as written: its digits and their count), month and day `order` reads in the numbers of a numeric
/// date, `None` when it reads none. A leading four-digit year is read first whatever the order ("2015/3/3");
/// year first reads a leading number of two digits as the year ("13/4/3"), and a date it cannot read so, with
/// a four-digit year last, month first ("3/3/2015"), as the languages that write the year first do.
fn reading(numbers: &[&str], order: DateOrder) -> Option<Reading> {
    let n = |i: usize| numbers[i].parse::<u32>().ok();
    let valid = |month: u32, day: u32| (1..=12).contains(&month) && (1..=31).contains(&day);
    let year = |i: usize| Some((n(i)?, numbers[i].len()));
    let read = match (numbers.len(), order) {
        (2, DateOrder::Dmy) => (None, n(1)?, n(0)?),
        (2, _) => (None, n(0)?, n(1)?),
        (3, _) if numbers[0].len() == 4 => (year(0), n(1)?, n(2)?),
        (3, DateOrder::Mdy) => (year(2), n(0)?, n(1)?),
        (3, DateOrder::Dmy) => (year(2), n(1)?, n(0)?),
        (3, DateOrder::Ymd) if numbers[0].len() == 2 && valid(n(1)?, n(2)?) => {
            (year(0), n(1)?, n(2)?)
        }
        (3, DateOrder::Ymd) if numbers[2].len() == 4 => (year(2), n(0)?, n(1)?),
        _ => return None,
    };
    valid(read.1, read.2).then_some(read)
}

/// Every line a locale's own numeric-date rules answer, read in each order: as the order says, or not at all
/// when the order cannot read it ("31/10/1974" month first); and the locale's own order answers as Duckling.
#[test]
fn numeric_dates_read_in_each_order() {
    let digits = regex::Regex::new(r"\d+").expect("a valid pattern");
    let mut failures = Vec::new();
    let mut table = String::new();
    for lang in time_languages().iter().map(|l| l.code()) {
        let pinned = rules::read(&rules::path(lang))
            .expect("the pinned rules read")
            .unwrap_or_default();
        let mut count = 0;
        for (line, options, _) in passing(lang) {
            let rule = pinned.get(&("time".to_owned(), line.text.clone()));
            if !rule.is_some_and(|r| duckling_engine::LOCALE_ORDERED.contains(&r.as_str())) {
                continue;
            }
            count += 1;
            let numbers: Vec<&str> = digits.find_iter(&line.text).map(|m| m.as_str()).collect();
            for order in [DateOrder::Mdy, DateOrder::Dmy, DateOrder::Ymd] {
                let want = reading(&numbers, order);
                let ordered = Options {
                    date_order: Some(order),
                    ..options.clone()
                };
                let got = whole(line, &ordered).map(|e| Instance::of(&e.value.to_value()));
                let right = match (want, got) {
                    (None, None) => true,
                    (Some((year, month, day)), Some(got)) => {
                        let date = got.start.date();
                        got.grain == Grain::Day
                            && (
                                u32::from(date.month().unsigned_abs()),
                                u32::from(date.day().unsigned_abs()),
                            ) == (month, day)
                            && year.is_none_or(|(year, digits)| {
                                let found = u32::from(date.year().unsigned_abs());
                                if digits == 4 {
                                    found == year
                                } else {
                                    found % 100 == year
                                }
                            })
                    }
                    _ => false,
                };
                if !right {
                    failures.push(format!(
                        "{lang} {:?} {order:?}: want {want:?}, found {got:?}",
                        line.text
                    ));
                }
            }
        }
        if (count == 0) != NO_NUMERIC_DATE.contains(&lang) {
            failures.push(format!("{lang}: {count} numeric dates"));
        }
        table += &format!("{lang}: {count} numeric dates\n");
    }
    eprintln!("{table}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
