//! Named times: instants ("teraz", "dzisiaj", "pojutrze", "koniec miesiąca"), days of the week, months,
//! the weekend, holidays and seasons (ruleDaysOfWeek, ruleMonths, ruleHolidays, ruleComputedHolidays,
//! ruleSeasons).

use super::tt;
use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::token::{Rule, Token, re};
use crate::time::Grain;
use crate::time::computed::easter_sunday;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, day_of_week, interval, mk_ok_for_this_next, month, month_day, now,
    nth_dow_of_month, today, weekend,
};
use crate::time::object::TimeIntervalType;

/// Instants Duckling writes as rules of their own: the nth period of a grain from now.
const INSTANTS: [(&str, Grain, i32, &str); 6] = [
    (
        "day-after-tomorrow (single-word)",
        Grain::Day,
        2,
        "(po ?jutr(o|ze))",
    ),
    (
        "day-before-yesterday (single-word)",
        Grain::Day,
        -2,
        "przedwczoraj",
    ),
    (
        "EOM|End of month",
        Grain::Month,
        1,
        "(na |w )?(koniec|ko(n|ń)ca|ko(n|ń)cu|ko(n|ń)cowi|ko(n|ń)cem|ko(n|ń)c(o|ó)wke) (miesi(a|ą)ca|msc)",
    ),
    (
        "EOY|End of year",
        Grain::Year,
        1,
        "(na |w )?(koniec|ko(n|ń)ca|ko(n|ń)cu|ko(n|ń)cowi|ko(n|ń)cem|ko(n|ń)c(o|ó)wke) (rok(u|owi|iem))",
    ),
    (
        "tomorrow",
        Grain::Day,
        1,
        "jutr(o|a|u|em|ze(jszy|jsza)?)|jtr|jutr",
    ),
    (
        "yesterday",
        Grain::Day,
        -1,
        "wczoraj(szym|szy)?|wczrj|wczor",
    ),
];

/// Duckling's `ruleDaysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", r"poniedzia(l|ł)(ek|ku|kowi|kiem|kowy)|pon\.?"),
    ("Tuesday", r"wtorek|wtorku|wtorkowi|wtorkiem|wtr?\.?"),
    (
        "Wednesday",
        r"(Ś|ś|s)rod(a|ą|y|e|ę|zie|owy|o)|(s|ś|Ś)ro?\.?",
    ),
    (
        "Thursday",
        r"czwartek|czwartku|czwartkowi|czwartkiem|czwr?\.?",
    ),
    (
        "Friday",
        r"piątek|piatek|piątku|piatku|piątkowi|piatkowi|piątkiem|piatkiem|pi(ą|a)tkowy|pia\.?",
    ),
    (
        "Saturday",
        r"sobota|soboty|sobocie|sobotę|sobote|sobotą|sobota|sobocie|soboto|sob\.?",
    ),
    ("Sunday", r"niedziel(a|i|ę|e|ą|o)|n(ie)?dz?\.?"),
];

/// Duckling's `ruleMonths` (January = 1).
const MONTHS: [(&str, &str); 12] = [
    ("January", r"stycz(eń|en|nia|niowi|niem|niu)|sty(cz)?\.?"),
    ("February", r"lu(ty|tego|temu|t?\.?)"),
    ("March", r"mar(zec|ca|cowi|cem|cu|z?\.?)"),
    ("April", r"kwie(cień|cien|tnia|tniowi|tniem|tniu|t?\.?)"),
    ("May", r"maj(a|owi|em|u)?"),
    ("June", r"czerw(iec|ca|cowi|cem|cu)|czer?\.?"),
    ("July", r"lip(iec|ca|cowi|cem|cu)|lip\.?"),
    (
        "August",
        r"sierp(ie(n|ń)|ni(a|owi|em|u))|sierp\.?|sier\.?|sie\.?",
    ),
    (
        "September",
        r"wrze(s|ś)(ie(ń|n)|ni(a|owi|em|u))|wrz\.?|wrze\.?",
    ),
    ("October", r"pa(z|ź)dziernik(a|owi|iem|u)?|paź\.?|paz\.?"),
    ("November", r"listopad(a|owi|em|zie)?|lis\.?|list\.?"),
    (
        "December",
        r"grudz(ień|ien)|grudn(ia|iowi|iem|niu)|gru\.?|grud\.?",
    ),
];

const HOLIDAYS: &[Holiday] = &[
    ("New Year's Day", "nowy rok", || Some(month_day(1, 1))),
    (
        "Three Kings' Day",
        "((ś|s)wi(e|ę)to)? ?trzech kr(o|ó)li",
        || Some(month_day(1, 6)),
    ),
    ("Valentine's Day", "walentynki", || Some(month_day(2, 14))),
    ("Women's Day", "dzie(n|ń) kobiet", || Some(month_day(3, 8))),
    ("Labour Day", "(s|ś)wi(e|ę)to pracy", || {
        Some(month_day(5, 1))
    }),
    (
        "Constitution Day",
        "(ś|s)wi(e|ę)to konstytucj(i|a) ?((trzeciego|3) maja)?",
        || Some(month_day(5, 3)),
    ),
    ("Mother's Day", "dzie(n|ń) ma(my|tki|m)", || {
        Some(month_day(5, 26))
    }),
    ("Father's Day", "dzie(n|ń) (taty|ojca)", || {
        Some(month_day(6, 23))
    }),
    (
        "Assumption Day",
        "(ś|s)wi(e|ę)to wojska polskiego|wniebowzi(e|ę)cie naj(s|ś)wi(e|ę)tszej maryi panny",
        || Some(month_day(8, 15)),
    ),
    ("Halloween Day", "hall?owe?en( day)?", || {
        Some(month_day(10, 31))
    }),
    (
        "All Saints' Day",
        "((ś|s)wi(e|ę)to)? ?wszystkich (s|ś)wi(e|ę)tych",
        || Some(month_day(11, 1)),
    ),
    (
        "Polish Independence Day",
        r"(s|ś)wi(e|ę)t(a|o) niepodleg(l|ł)o(s|ś)ci|(ś|s)w\.? niepodleg(l|ł)o(s|ś)ci",
        || Some(month_day(11, 11)),
    ),
    ("Saint Nicholas Day", "mikołajki", || {
        Some(month_day(12, 6))
    }),
    (
        "Christmas Eve",
        "(wigilia|wigilii|wigili(e|ę)|wigili(a|ą)|wigilio) ?(bo(z|ż)ego narodzenia)?",
        || Some(month_day(12, 24)),
    ),
    (
        "Christmas",
        "((Ś|ś|s)wi(e|ę)ta)? ?bo(z|ż)(ym|ego|e) narodzeni(e|a|u)",
        || Some(month_day(12, 25)),
    ),
    (
        "St Stephen's Day",
        "drugi dzie(n|ń) (s|ś)wi(a|ą)t bo(z|ż)ego narodzenia",
        || Some(month_day(12, 26)),
    ),
    ("New Year's Eve", "sylwester", || Some(month_day(12, 31))),
    (
        "Thanksgiving Day",
        "((s|ś)wiet(a|o)|(dzie(n|ń)))? ?dzi(e|ę)kczynieni(e|a)",
        || Some(nth_dow_of_month(4, 4, 11)),
    ),
];

/// Duckling's `ruleComputedHolidays`: days counted from Easter.
const COMPUTED_HOLIDAYS: &[Holiday] = &[
    ("Ash Wednesday", "popielec", || Some(from_easter(-46))),
    ("Palm Sunday", "niedziela palmowa", || Some(from_easter(-7))),
    ("Good Friday", "wielki pi(a|ą)tek", || {
        Some(from_easter(-2))
    }),
    ("Holy Saturday", "wielka sobota", || Some(from_easter(-1))),
    ("Easter Sunday", "wielkanoc|niedziela wielkanocna", || {
        Some(easter_sunday())
    }),
    ("Easter Monday", "poniedzia(l|ł)ek wielkanocny", || {
        Some(from_easter(1))
    }),
    (
        "Pentecost",
        "zielone (s|ś)wi(a|ą)tki|zes(l|ł)anie ducha (ś|s)wi(e|ę)tego",
        || Some(from_easter(49)),
    ),
    ("Corpus Christi", "bo(z|ż)e cia(l|ł)o", || {
        Some(from_easter(60))
    }),
];

/// A (month, day) a season starts on.
type MonthDay = (i32, i32);

/// Duckling's `ruleSeasons`: (name, regex, first day, first day of the next season).
const SEASONS: [(&str, &str, MonthDay, MonthDay); 4] = [
    ("lato", "lato|lata|latu|latem|lecie", (6, 21), (9, 23)),
    (
        "jesień",
        "jesień|jesien|jesieni|jesienią|jesienia",
        (9, 23),
        (12, 21),
    ),
    (
        "zima",
        "zima|zimy|zimie|zimę|zime|zimą|zima|zimie|zimo",
        (12, 21),
        (3, 20),
    ),
    (
        "wiosna",
        "wiosna|wiosny|wiośnie|wiosnie|wiosnę|wiosne|wiosną|wiosna|wiośnie|wiosnie|wiosno",
        (3, 20),
        (6, 21),
    ),
];

/// The day `n` days after Easter Sunday (before it when `n` is negative).
fn from_easter(n: i32) -> TimeData {
    cycle_nth_after(false, Grain::Day, n, &easter_sunday())
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "now",
            vec![re("(w)? ?(tym|tej)? ?(teraz|momencie|chwili|momeńcie)")],
            |_| tt(now()),
        ),
        Rule::new(
            "today",
            vec![re(
                "dzisiejsz[yaą]|dzisiaj|dzi[śs]|w ten dzień|w ten dzien|w obecny dzień|w obecny dzien|obecnego dnia",
            )],
            |_| tt(today()),
        ),
        Rule::new(
            "week-end",
            vec![re(r"((wek|week|wik)(\s|-)?end|wkend)")],
            |_| tt(mk_ok_for_this_next(weekend())),
        ),
    ];
    all.extend(INSTANTS.into_iter().map(|(name, grain, n, pattern)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(cycle_nth(grain, n)))
    }));
    all.extend((1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    }));
    all.extend((1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    }));
    all.extend(holiday_rules(HOLIDAYS));
    all.extend(holiday_rules(COMPUTED_HOLIDAYS));
    all.extend(SEASONS.into_iter().map(|(name, pattern, from, to)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            let (start, end) = (month_day(from.0, from.1), month_day(to.0, to.1));
            interval(TimeIntervalType::Open, &start, &end)
                .map(|td| Token::Time(mk_ok_for_this_next(td)))
        })
    }));
    all
}
