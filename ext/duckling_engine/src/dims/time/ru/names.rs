//! Named times: instants ("сейчас", "послезавтра", "конец месяца"), days of the week, months, seasons and
//! holidays (`ruleInstants`, `ruleDaysOfWeek`, `ruleMonths`, `ruleSeasons`, `ruleHolidays`).

use super::{Words, tt};
use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::yearly_month_day;
use crate::dims::token::{Rule, re};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, day_of_week, interval, mk_ok_for_this_next, month, month_day,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleInstants`: name, grain, the nth of it from now, regex.
pub(crate) type Instant = (&'static str, Grain, i32, &'static str);

pub(super) const INSTANTS: [Instant; 10] = [
    ("сейчас", Grain::Second, 0, "сейчас"),
    ("сегодня", Grain::Day, 0, "сегодня"),
    ("завтра", Grain::Day, 1, "завтра"),
    ("вчера", Grain::Day, -1, "вчера"),
    ("послезавтра", Grain::Day, 2, "послезавтра"),
    ("послепослезавтра", Grain::Day, 3, "послепослезавтра"),
    ("позавчера", Grain::Day, -2, "позавчера"),
    ("позапозавчера", Grain::Day, -3, "позапозавчера"),
    ("Конец месяца", Grain::Month, 1, "(конец|конца) месяца"),
    ("Конец года", Grain::Year, 1, "(конец|конца) года"),
];

pub(super) const DAYS: [(&str, &str); 7] = [
    ("Понедельник", "понедельник(а)?|пн"),
    ("Вторник", "вторник(а)?|вт"),
    ("Среда", "сред(а|у)|ср"),
    ("Четверг", "четверг(а)?|чт"),
    ("Пятница", "пятниц(а|у)|пт"),
    ("Суббота", "суббот(а|у)|сб"),
    ("Воскресенье", "воскресенье|вс"),
];

pub(super) const MONTHS: [(&str, &str); 12] = [
    ("Январь", r"январ(ь|я)|янв\.?"),
    ("Февраль", r"феврал(ь|я)|фев\.?"),
    ("Март", r"март(а)?|мар\.?"),
    ("Апрель", r"апрел(ь|я)|апр\.?"),
    ("Май", "ма(й|я)"),
    ("Июнь", r"июн(ь|я)|июн\.?"),
    ("Июль", r"июл(ь|я)|июл\.?"),
    ("Август", r"август(а)?|авг\.?"),
    ("Сентябрь", r"сентябр(ь|я)|сен\.?"),
    ("Октябрь", r"октябр(ь|я)|окт\.?"),
    ("Ноябрь", r"ноябр(ь|я)?|ноя\.?"),
    ("Декабрь", r"декабр(ь|я)|дек\.?"),
];

/// A (month, day) a season starts or ends on.
type MonthDay = (i32, i32);

/// Duckling's `ruleSeasons`: name, regex, first day, last day.
pub(crate) type Season = (&'static str, &'static str, MonthDay, MonthDay);

pub(super) const SEASONS: [Season; 4] = [
    ("лето", "лет(о|а)", (6, 1), (8, 31)),
    ("осень", "осень", (9, 1), (11, 30)),
    ("зима", "зима", (12, 1), (2, 28)),
    ("весна", "весна", (3, 1), (5, 31)),
];

pub(super) const HOLIDAYS: &[Holiday] = &[
    ("Новый год", "Новый год", yearly_month_day::<1, 1>),
    (
        "Рождество Христово",
        "рождество( христово)?",
        yearly_month_day::<1, 7>,
    ),
    (
        "День защитника отечества",
        "день защитника",
        yearly_month_day::<2, 23>,
    ),
    (
        "Международный женский день",
        "международный женский день",
        yearly_month_day::<3, 8>,
    ),
    ("День смеха", "день смеха", yearly_month_day::<4, 1>),
    (
        "Праздник Весны и Труда",
        "день труда",
        yearly_month_day::<5, 1>,
    ),
    ("День Победы", "День Победы", yearly_month_day::<5, 9>),
    ("День России", "день россии", yearly_month_day::<6, 12>),
    (
        "День народного единства",
        "день единства",
        yearly_month_day::<11, 4>,
    ),
];

pub(super) fn rules(w: &Words) -> Vec<Rule> {
    let instants = w.instants.iter().map(|&(name, grain, n, pattern)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(cycle_nth(grain, n)))
    });
    let days = (1..).zip(w.days).map(|(n, &(name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let months = (1..).zip(w.months).map(|(n, &(name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    let seasons = w.seasons.iter().map(|&(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
            tt(mk_ok_for_this_next(interval(
                TimeIntervalType::Open,
                &start,
                &end,
            )?))
        })
    });
    let mut all: Vec<Rule> = instants.chain(days).chain(months).chain(seasons).collect();
    all.extend(holiday_rules(w.holidays));
    all
}
