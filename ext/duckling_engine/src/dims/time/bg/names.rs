//! Named times: instants ("сега", "утре", "завчера"), days of the week, months, seasons and holidays
//! (`ruleInstants`, `ruleNow`, `ruleDaysOfWeek`, `ruleMonths`, `ruleSeasons`, the holidays).

use super::tt;
use crate::dims::time::helpers::{
    Holiday, Instant, Season, day_of_week_rules, earth_hour, holiday_rules, instant_rules,
    month_rules, season_rules,
};
use crate::dims::time::holiday_dates::yearly_month_day;
use crate::dims::token::{Rule, re};
use crate::time::Grain;
use crate::time::computed::orthodox_easter_sunday;
use crate::time::helpers::{cycle_nth_after, interval, now};
use crate::time::object::TimeIntervalType;

const INSTANTS: [Instant; 6] = [
    ("right now", Grain::Second, 0, r"((точно\s+)?сега)|веднага"),
    ("today", Grain::Day, 0, "днес|(по това време)"),
    ("tomorrow", Grain::Day, 1, "утре"),
    ("yesterday", Grain::Day, -1, "вчера"),
    ("after tomorrow", Grain::Day, 2, r"(в\s*)?другиден"),
    ("before yesterday", Grain::Day, -2, "(оня ден)|завчера"),
];

const DAYS: [(&str, &str); 7] = [
    ("Monday", r"понеделник|пон\.?|пн\.?"),
    ("Tuesday", r"вторник|вт\.?"),
    ("Wednesday", r"сряда|ср\.?"),
    ("Thursday", r"четвъртък|четв\.?|чт\.?"),
    ("Friday", r"петък|пет\.?|пт\.?"),
    ("Saturday", r"събота|съб\.?|сб\.?"),
    ("Sunday", r"неделя|нед\.?|нд\.?"),
];

const MONTHS: [(&str, &str); 12] = [
    ("January", r"януари|ян\.?"),
    ("February", r"февруари|февр\.?"),
    ("March", "март"),
    ("April", r"април|апр\.?"),
    ("May", "май"),
    ("June", "юни"),
    ("July", "юли"),
    ("August", r"август|авг\.?"),
    ("September", r"септември|септ\.?"),
    ("October", r"октомври|окт\.?"),
    ("November", r"ноември|ноем\.?"),
    ("December", r"декември|дек\.?"),
];

const SEASONS: [Season; 4] = [
    ("summer", "лято", (6, 21), (9, 23)),
    ("fall", "есен", (9, 23), (12, 21)),
    ("winter", "зима", (12, 21), (3, 20)),
    ("spring", "пролет", (3, 20), (6, 21)),
];

/// `ruleComputedHolidays`, `ruleComputedHolidays'` and `rulePeriodicHolidays`, in Duckling's order.
#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    (
        "Orthodox Easter Monday",
        "велики понеделник",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                1,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    ("Orthodox Easter Sunday", "великден", || {
        Some(orthodox_easter_sunday())
    }),
    (
        "Orthodox Holy Saturday",
        "велика събота",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -1,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    (
        "Orthodox Great Friday",
        "(велики|разпети) петък",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -2,
                &orthodox_easter_sunday(),
            ))
        },
    ),
    ("Orthodox Palm Sunday", "цветница", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -7,
            &orthodox_easter_sunday(),
        ))
    }),
    ("Great Lent", "велики(те)? пости", || {
        let easter = orthodox_easter_sunday();
        let start = cycle_nth_after(false, Grain::Day, -48, &easter);
        let end = cycle_nth_after(false, Grain::Day, -9, &easter);
        interval(TimeIntervalType::Open, &start, &end)
    }),
    ("Earth Hour", "час(а|ът) на земята", earth_hour),
    ("April Fools", "първи април", yearly_month_day::<4, 1>),
    (
        "Bulgarian Liberation Day",
        "(трети март)|(ден(я|ят)? на освобождението на българия( от турско робство)?)",
        yearly_month_day::<3, 3>,
    ),
    (
        "Bulgarian Indenpendence Day",
        "ден(я|ят)? на (обявянето на)? независимостта на българия",
        yearly_month_day::<9, 22>,
    ),
    (
        "Bulgarian Unification Day",
        "ден(я|ят)? на съединението на (княжество )?българия(и източна румелия)?",
        yearly_month_day::<9, 6>,
    ),
    (
        "Slavonic Litaracy Day",
        r"(ден(я|ят)? на славянската писменост)|(св(\.|ети)?(св(\.|ети)?)? кирил и методи(й)?)",
        yearly_month_day::<5, 24>,
    ),
    ("Saint Geroge's Day", r"(св(\.|ети)? георги)|гергьовден", yearly_month_day::<5, 6>),
    ("Assumption of Mary", "голяма богородица", yearly_month_day::<8, 15>),
    ("Christmas", "коледа|(рождество( христово)?)", yearly_month_day::<12, 25>),
    ("Christmas Eve", "бъдни вечер", yearly_month_day::<12, 24>),
    ("Earth Day", "ден(я|ят) на земята", yearly_month_day::<4, 22>),
    ("May Day", "(първи май)|(ден(я|ят)? на труда)", yearly_month_day::<5, 1>),
    ("New Year's Day", "нова година", yearly_month_day::<1, 1>),
    ("St. George's Day", r"гергьовден|(св(\.|ети)? георги)", yearly_month_day::<5, 6>),
    ("Valentine's Day", r"св(\.|ети)? валентин", yearly_month_day::<2, 14>),
    ("International Women's Day", "ден(я|ят)? на (майката|жената)", yearly_month_day::<3, 8>),
];

pub(super) fn rules() -> Vec<Rule> {
    let mut all = vec![Rule::new("now", vec![re("сега")], |_| tt(now()))];
    all.extend(instant_rules(&INSTANTS));
    all.extend(day_of_week_rules(&DAYS));
    all.extend(month_rules(&MONTHS));
    all.extend(season_rules(&SEASONS));
    all.extend(holiday_rules(HOLIDAYS));
    all
}
