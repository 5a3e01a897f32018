//! Ukrainian times: Duckling's `Duckling/Time/UK/Rules.hs`, the Russian rules (`super::ru`) with the same
//! productions in Ukrainian words, less "midnight", "week" and two "last <cycle>".

use crate::dims::time::helpers::Holiday;
use crate::dims::time::holiday_dates::yearly_month_day;
use crate::dims::time::ru::{Instant, Season, Words, rules_in};
use crate::dims::token::Rule;
use crate::time::Grain;

const INSTANTS: [Instant; 8] = [
    ("зараз", Grain::Second, 0, "зараз"),
    ("сьогодні", Grain::Day, 0, "сьогодні"),
    ("завтра", Grain::Day, 1, "завтра"),
    ("вчора", Grain::Day, -1, "вчора"),
    ("післязавтра", Grain::Day, 2, "післязавтра"),
    ("позавчора", Grain::Day, -2, "позавчора"),
    ("Кінець місяця", Grain::Month, 1, "(кінець|кінця) місяця"),
    ("Кінець року", Grain::Year, 1, "(кінець|кінця) року"),
];

const DAYS: [(&str, &str); 7] = [
    ("Понеділок", "понеділ(ок|ка)|пн"),
    ("Вівторок", "вівтор(ок|ка)|вт"),
    ("Середа", "серед(а|у)|ср"),
    ("Четвер", "четвер(га)?|чт"),
    ("П'ятниця", "п'ятниц(я|і|ю)|пт"),
    ("Субота", "субот(а|и|у)|сб"),
    ("Неділя", "неділ(я|і|ю)|нд"),
];

const MONTHS: [(&str, &str); 12] = [
    ("Січень", r"січ(ень|ня|ні)|січ\.?"),
    ("Лютий", r"лют(ий|ого|ому)|лют\.?"),
    ("Березень", r"берез(ень|ня|ні)|бер\.?"),
    ("Квітень", r"квіт(ень|ня|ні)|квi\.?"),
    ("Травень", r"трав(ень|ня|ні)|тра\.?"),
    ("Червень", r"черв(ень|ня|ні)|чер\.?"),
    ("Липень", r"лип(ень|ня|ні)|лип\.?"),
    ("Серпень", r"серп(ень|ня|ні)|сер\.?"),
    ("Вересень", r"верес(ень|ня|ні)|вер\.?"),
    ("Жовтень", r"жовт(ень|ня|ні)|жов\.?"),
    ("Листопад", r"листопад(а|і)?|лис\.?"),
    ("Грудень", r"груд(ень|ня|ні)|гру\.?"),
];

const SEASONS: [Season; 4] = [
    ("літо", "літо", (6, 1), (8, 31)),
    ("осінь", "осінь", (9, 1), (11, 30)),
    ("зима", "зима", (12, 1), (2, 28)),
    ("весна", "весна", (3, 1), (5, 31)),
];

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Новий рік", "новий рік", yearly_month_day::<1, 1>),
    ("Різдво Христове", "різдв(о|а)", yearly_month_day::<1, 7>),
    ("Міжнародний жіночий день", "міжнародний жіночий день", yearly_month_day::<3, 8>),
    ("День праці", "день праці", yearly_month_day::<5, 1>),
    ("День Перемоги", "день перемоги", yearly_month_day::<5, 9>),
    ("День Конституції", "день конституції", yearly_month_day::<6, 28>),
    ("День незалежності України", "день незалежності", yearly_month_day::<8, 24>),
    ("День захисника України", "день захисника", yearly_month_day::<10, 14>),
    ("Католицьке Різдво", "католицьк(е|ого) різдв(о|а)", yearly_month_day::<12, 25>),
];

const UKRAINIAN: Words = Words {
    instants: &INSTANTS,
    days: &DAYS,
    months: &MONTHS,
    seasons: &SEASONS,
    holidays: HOLIDAYS,
    afternoon: "дня|днем",
    evening: "вечора|ввечері",
    morning: "ранку|вранці",
    night: "ночі",
    lunch: "(в )?обід",
    noon: "опівдні",
    midnight: None,
    end_of_day: "(кінця|концеції) дня",
    at: "о",
    on: "в",
    hh_mm: r"((?:[01]?\d)|(?:2[0-3]))[:.ч]([0-5]\d)(?:годин(и|і|а)?|ч)?",
    o_clock: r#"годин(и|і|а)?|ч(?:[\s'"-_{}\[\]()]|$)"#,
    from: "з",
    to: "до",
    after: "після",
    ago: "тому",
    last: "(в )?минул(ий|а|ого|ому|ої|у)",
    before_last: None,
    last_past: None,
    last_of: "останній",
    last_day_of: "останній",
    last_n: "останні",
    of: "в|у",
    of_cycle: "у|в",
    next: "(в |на )?наступн(ий|а|у|ого|ій|ому)",
    next_n: "наступні",
    next_day: "наступн(ого|а)",
    after_next: "після наступн(ої|ого)",
    this: "(на |в )?(цьому|ця|цей|цього|це|ці)",
    this_cycle: "(на |в )?(цьому|ця|цей|цього|це|ці)",
    week: None,
    weekend: "вихідні",
    within: "протягом",
};

pub(crate) fn rules() -> Vec<Rule> {
    rules_in(&UKRAINIAN)
}
