//! Time rules of en_US only (`Duckling/Time/EN/US/Rules.hs`): numeric dates month first ("2/15", "2/15/2013", "2.15.2013"), and
//! the region's holidays.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::time::numeric;
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::computed;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, intersect_with_replacement, interval, long_we_before, month,
    month_day, nth_dow_of_month, pred_last_of, pred_nth_after, pred_nth_closest, weekday,
    year_month_day,
};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = backward_compatible();
    rules.extend(holiday_rules(HOLIDAYS));
    rules
}

/// What Duckling's `en` without a region adds to the common rules (`TimeUS.rulesBackwardCompatible`): US
/// month-first numeric dates, Thanksgiving and Father's Day.
pub(crate) fn backward_compatible() -> Vec<Rule> {
    let mut rules = numeric::month_first();
    rules.extend(holiday_rules(BACKWARD_COMPATIBLE_HOLIDAYS));
    rules
}

#[rustfmt::skip]
const BACKWARD_COMPATIBLE_HOLIDAYS: &[Holiday] = &[
    ("Thanksgiving Day", r"thanks?giving( day)?", yearly_nth_dow_of_month::<4, 4, 11>),
    ("Father's Day", r"father'?s?'? day", yearly_nth_dow_of_month::<3, 7, 6>),
];

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("African Liberation Day", r"african liberation day", yearly_month_day::<5, 25>),
    ("Air Force Birthday", r"air force birthday", yearly_month_day::<9, 18>),
    ("Alaska Day", r"alaska day", yearly_month_day::<10, 18>),
    ("American Eagle Day", r"american eagle day", yearly_month_day::<6, 20>),
    ("Army Birthday", r"army birthday", yearly_month_day::<6, 14>),
    ("Bennington Battle Day", r"bennington battle day", yearly_month_day::<8, 16>),
    ("Bunker Hill Day", r"bunker hill day", yearly_month_day::<6, 17>),
    ("California Admission Day", r"california admission day", yearly_month_day::<9, 9>),
    ("Cinco de Mayo", r"cinco de mayo", yearly_month_day::<5, 5>),
    ("Citizenship Day", r"citizenship day|i am an american day", yearly_month_day::<9, 17>),
    ("Coast Guard Birthday", r"coast guard (birth)?day", yearly_month_day::<8, 4>),
    ("Colorado Day", r"colorado day", yearly_month_day::<8, 1>),
    (
        "Constitution Day and Citizenship Day",
        r"constitution day and citizenship day",
        yearly_month_day::<9, 17>,
    ),
    ("César Chávez Day", r"c[ée]sar ch[áa]vez day", yearly_month_day::<3, 31>),
    ("D-Day", r"d\-day", yearly_month_day::<6, 6>),
    ("Day After Christmas Day", r"day after christmas day", yearly_month_day::<12, 26>),
    ("Elizabeth Peratrovich Day", r"elizabeth peratrovich day", yearly_month_day::<2, 16>),
    ("Evacuation Day", r"evacuation day", yearly_month_day::<3, 17>),
    ("Father Damien Day", r"father damien day", yearly_month_day::<4, 15>),
    (
        "Feast of Our Lady of Guadalupe",
        r"feast of our lady of guadalupe",
        yearly_month_day::<12, 12>,
    ),
    ("Flag Day", r"flag day", yearly_month_day::<6, 14>),
    ("Groundhog Day", r"groundhogs? day", yearly_month_day::<2, 2>),
    ("Harvey Milk Day", r"harvey milk day", yearly_month_day::<5, 22>),
    ("Inauguration Day", r"inauguration day", yearly_month_day::<1, 20>),
    ("Independence Day", r"independence day", yearly_month_day::<7, 4>),
    ("Juneteenth", r"juneteenth", yearly_month_day::<6, 19>),
    ("Kamehameha Day", r"kamehameha day", yearly_month_day::<6, 11>),
    ("Kansas Day", r"kansas day", yearly_month_day::<1, 29>),
    (
        "Kent State Shootings Remembrance",
        r"kent state shootings remembrance",
        yearly_month_day::<5, 4>,
    ),
    ("Loyalty Day", r"l(aw|ei|oyalty) day", yearly_month_day::<5, 1>),
    ("Leif Erikson Day", r"leif erikson day", yearly_month_day::<10, 9>),
    ("Lincoln's Birthday", r"(abraham )?lincoln'?s?'? birthday", yearly_month_day::<2, 12>),
    ("Linus Pauling Day", r"linus pauling day", yearly_month_day::<2, 28>),
    ("Lyndon Baines Johnson Day", r"lyndon baines johnson day", yearly_month_day::<8, 27>),
    ("Marine Corps Birthday", r"marine corps (birth)?day", yearly_month_day::<11, 10>),
    ("Maryland Day", r"maryland day", yearly_month_day::<3, 25>),
    ("National Aviation Day", r"national aviation day", yearly_month_day::<8, 19>),
    ("National Freedom Day", r"national freedom day", yearly_month_day::<2, 1>),
    ("National Guard Birthday", r"national guard (birth)?day", yearly_month_day::<12, 13>),
    (
        "National Korean War Veterans Armistice Day",
        r"national korean war veterans armistice day",
        yearly_month_day::<7, 27>,
    ),
    ("National Maritime Day", r"national maritime day", yearly_month_day::<5, 22>),
    (
        "National Missing Children's Day",
        r"national missing children'?s day",
        yearly_month_day::<5, 25>,
    ),
    ("National Nurses Day", r"national nurses day", yearly_month_day::<5, 6>),
    ("National Tartan Day", r"national tartan day", yearly_month_day::<4, 6>),
    ("Navy Birthday", r"(u\.?s\.? )?navy (birth)?day", yearly_month_day::<10, 13>),
    ("Oklahoma Day", r"oklahoma day", yearly_month_day::<4, 22>),
    ("Pan American Aviation Day", r"pan american aviation day", yearly_month_day::<12, 17>),
    ("Pascua Florida Day", r"pascua florida day", yearly_month_day::<4, 2>),
    ("Patriot Day", r"patriot day", yearly_month_day::<9, 11>),
    ("Peace Officers Memorial Day", r"peace officers memorial day", yearly_month_day::<5, 15>),
    ("Pearl Harbor Remembrance Day", r"pearl harbor remembrance day", yearly_month_day::<12, 7>),
    ("Pioneer Day", r"pioneer day", yearly_month_day::<7, 24>),
    (
        "Prince Jonah Kuhio Kalanianaole Day",
        r"prince jonah kuhio kalanianaole day",
        yearly_month_day::<3, 26>,
    ),
    ("Purple Heart Day", r"purple heart day", yearly_month_day::<8, 7>),
    ("Read Across America Day", r"read across america day", yearly_month_day::<3, 2>),
    ("Rhode Island Independence Day", r"rhode island independence day", yearly_month_day::<5, 4>),
    ("Rosa Parks Day", r"rosa parks day", yearly_month_day::<2, 4>),
    ("San Jacinto Day", r"san jacinto day", yearly_month_day::<4, 21>),
    ("Self-Injury Awareness Day", r"self\-injury awareness day", yearly_month_day::<3, 1>),
    ("Senior Citizens Day", r"senior citizens day", yearly_month_day::<8, 21>),
    ("Siblings Day", r"(national )?sibling'?s?'? day", yearly_month_day::<4, 10>),
    ("St Nicholas' Day", r"st\.? nicholas'? day", yearly_month_day::<12, 6>),
    ("St. David's Day", r"st\.? david'?s day", yearly_month_day::<3, 1>),
    ("Statehood Day", r"statehood day", yearly_month_day::<6, 1>),
    ("Statehood Day in Arizona", r"statehood day in arizona", yearly_month_day::<2, 14>),
    ("Stephen Foster Memorial Day", r"stephen foster memorial day", yearly_month_day::<1, 13>),
    ("Susan B Anthony's Birthday", r"susan b\.? anthony'?s birthday", yearly_month_day::<2, 15>),
    ("Texas Independence Day", r"texas independence day", yearly_month_day::<3, 2>),
    ("Thomas Jefferson's Birthday", r"thomas jefferson'?s birthday", yearly_month_day::<4, 13>),
    ("Truman Day", r"truman day", yearly_month_day::<5, 8>),
    ("Veterans Day", r"veterans? day", yearly_month_day::<11, 11>),
    ("West Virginia Day", r"west virginia day", yearly_month_day::<6, 20>),
    ("White Cane Safety Day", r"white cane safety day", yearly_month_day::<10, 15>),
    ("Women's Equality Day", r"women'?s equality day", yearly_month_day::<8, 26>),
    ("Wright Brothers Day", r"wright brothers day", yearly_month_day::<12, 17>),
    ("Arbor Day", r"arbor day", || {
        Some(pred_last_of(&day_of_week(5), &month(4)))
    }),
    ("Armed Forces Day", r"armed forces day", yearly_nth_dow_of_month::<3, 6, 5>),
    ("Casimir Pulaski Day", r"casimir pulaski day", yearly_nth_dow_of_month::<1, 1, 3>),
    ("Child Health Day", r"child health day", yearly_nth_dow_of_month::<1, 1, 10>),
    ("Columbus Day", r"columbus day", yearly_nth_dow_of_month::<2, 1, 10>),
    (
        "Daylight Saving Start Day",
        r"daylight savings? start( day)?",
        yearly_nth_dow_of_month::<2, 7, 3>,
    ),
    (
        "Daylight Saving End Day",
        r"daylight savings? end( day)?",
        yearly_nth_dow_of_month::<1, 7, 11>,
    ),
    (
        "Carl Garner Federal Lands Cleanup Day",
        r"carl garner federal lands cleanup day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                5,
                &nth_dow_of_month(1, 1, 9),
            ))
        },
    ),
    ("Cyber Monday", r"cyber monday", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            4,
            &nth_dow_of_month(4, 4, 11),
        ))
    }),
    ("Election Day", r"election day", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            1,
            &nth_dow_of_month(1, 1, 11),
        ))
    }),
    ("Employee Appreciation Day", r"employee appreciation day", yearly_nth_dow_of_month::<1, 5, 3>),
    ("Friendship Day", r"friendship day", yearly_nth_dow_of_month::<1, 7, 8>),
    ("Gold Star Mother's Day", r"gold star mother's day", || {
        Some(pred_last_of(&day_of_week(7), &month(9)))
    }),
    ("Indigenous People's Day", r"indigenous people's day", yearly_nth_dow_of_month::<2, 1, 10>),
    ("Labor Day", r"labor day", yearly_nth_dow_of_month::<1, 1, 9>),
    ("Labor Day weekend", r"labor day week(\s|-)?ends?", || {
        Some(long_we_before(&nth_dow_of_month(1, 1, 9)))
    }),
    ("Lee Jackson Day", r"lee jackson day", yearly_nth_dow_of_month::<2, 5, 1>),
    ("Memorial Day", r"(decoration|memorial) day", || {
        Some(pred_last_of(&day_of_week(1), &month(5)))
    }),
    (
        "Memorial Day weekend",
        r"(decoration|memorial) day week(\s|-)?ends?",
        || Some(long_we_before(&pred_last_of(&day_of_week(1), &month(5)))),
    ),
    (
        "Military Spouse Day",
        r"military spouse (appreciation )?day",
        || {
            // Two days before Mother's Day: the Friday before it.
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -2,
                &nth_dow_of_month(2, 7, 5),
            ))
        },
    ),
    ("Mother's Day", r"mother'?s?'? day", yearly_nth_dow_of_month::<2, 7, 5>),
    ("National CleanUp Day", r"national clean\-?up day", yearly_nth_dow_of_month::<3, 6, 9>),
    ("National Day of Prayer", r"national day of prayer", yearly_nth_dow_of_month::<1, 4, 5>),
    (
        "National Defense Transportation Day",
        r"national defense transportation day",
        yearly_nth_dow_of_month::<3, 5, 5>,
    ),
    (
        "National Explosive Ordnance Disposal Day",
        r"national (eod|explosive ordnance disosal) day",
        yearly_nth_dow_of_month::<1, 6, 5>,
    ),
    (
        "National Grandparents Day",
        r"national grandparents day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                6,
                &nth_dow_of_month(1, 1, 9),
            ))
        },
    ),
    (
        "National POW/MIA Recognition Day",
        r"national pow/mia recognition day",
        yearly_nth_dow_of_month::<3, 5, 9>,
    ),
    ("National Wear Red Day", r"national wear red day", yearly_nth_dow_of_month::<1, 5, 2>),
    (
        "Native American Heritage Day",
        r"(american indian|native american) heritage day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                1,
                &nth_dow_of_month(4, 4, 11),
            ))
        },
    ),
    ("Native Americans' Day", r"native americans' day", yearly_nth_dow_of_month::<4, 1, 9>),
    ("Nevada Day", r"nevada day", || {
        Some(pred_last_of(&day_of_week(5), &month(10)))
    }),
    ("Parents' Day", r"parents' day", yearly_nth_dow_of_month::<4, 7, 7>),
    ("Patriots' Day", r"patriot'?s'? day", yearly_nth_dow_of_month::<3, 1, 4>),
    (
        "Robert E. Lee Day",
        r"robert e\. lee day|lee's (birth)?day",
        yearly_nth_dow_of_month::<3, 1, 1>,
    ),
    ("Seward's Day", r"seward's day", || {
        Some(pred_last_of(&day_of_week(1), &month(3)))
    }),
    ("Statehood Day", r"(admission|statehood) day", yearly_nth_dow_of_month::<3, 5, 8>),
    ("Sweetest Day", r"sweetest day", yearly_nth_dow_of_month::<3, 6, 10>),
    (
        "Take our Daughters and Sons to Work Day",
        r"take our daughters and sons to work day",
        yearly_nth_dow_of_month::<4, 4, 4>,
    ),
    ("Town Meeting Day", r"town meeting day", yearly_nth_dow_of_month::<1, 2, 3>),
    ("Victory Day", r"victory day", yearly_nth_dow_of_month::<2, 1, 8>),
    (
        "President's Day",
        r"(george )?washington'?s? (birth)?day|president'?s?'? day|daisy gatson bates'? day",
        yearly_nth_dow_of_month::<3, 1, 2>,
    ),
    (
        "Administrative Professionals' Day",
        r"(administrative professional|secretarie|admin)('?s'?)? day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -3,
                &pred_nth_after(-1, &day_of_week(6), &month_day(5, 1)),
            ))
        },
    ),
    (
        "Emergency Medical Services for Children Day",
        r"(national )?(emsc|emergency medical services for children) day",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                3,
                &pred_nth_after(2, &day_of_week(7), &month_day(5, 1)),
            ))
        },
    ),
    ("Emancipation Day", r"emancipation day", || {
        Some(pred_nth_closest(0, &weekday(), &month_day(4, 16)))
    }),
    ("Kwanzaa", r"kwanzaa", || {
        interval(TimeIntervalType::Open, &month_day(12, 26), &month_day(1, 1))
    }),
    (
        "Emergency Medical Services Week",
        r"(national )?(ems|emergency medical services) week",
        || {
            let start = pred_nth_after(2, &day_of_week(7), &month_day(5, 1));
            interval(
                TimeIntervalType::Open,
                &start,
                &cycle_nth_after(false, Grain::Day, 6, &start),
            )
        },
    ),
    (
        "Global Youth Service Day",
        r"national youth service day",
        || {
            interval(
                TimeIntervalType::Open,
                &computed::global_youth_service_day(),
                &cycle_nth_after(false, Grain::Day, 2, &computed::global_youth_service_day()),
            )
        },
    ),
    (
        "Mini-Tuesday",
        r"mini(\s*\-\s*|\s+)(tuesdays?|tue?\.?)",
        || Some(year_month_day(2004, 2, 3)),
    ),
    (
        "Super Tuesday",
        r"((mega\s+)?giga|tsunami|super\s+duper)\s+(tuesdays?|tue?\.?)",
        || Some(year_month_day(2008, 2, 5)),
    ),
    ("Super Tuesday", r"super\s+(tuesdays?|tue?\.?)", || {
        Some(computed::super_tuesday())
    }),
    // First weekday on or after 15 April unless that is Emancipation Day; then the weekday after it.
    ("Tax Day", r"tax day", || {
        let emancipation_day = pred_nth_closest(0, &weekday(), &month_day(4, 16));
        let tentative = pred_nth_after(0, &weekday(), &month_day(4, 15));
        let alternative = pred_nth_after(1, &weekday(), &emancipation_day);
        intersect_with_replacement(&emancipation_day, &tentative, &alternative)
    }),
];
