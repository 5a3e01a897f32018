//! The dates of the holidays that several languages name (Duckling's `ruleComputedHolidays` and
//! `ruleComputedHolidays'` in English and German, a few of English's periodic holidays in Italian): each
//! one function named after its English holiday, so that a language's holiday table pairs its own name and
//! regex with the date written once here. The feasts of the lunar and lunisolar calendars take their days
//! from `time::computed`'s tables.
//!
//! The holidays on a fixed day every year take `yearly_month_day` or `yearly_nth_dow_of_month`, whose day
//! is in their type, so that each stays one line of its table and still a plain `fn` as `Holiday` wants.

use crate::dims::time::helpers::{days_around, days_from};
use crate::time::Grain;
use crate::time::computed;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, interval, month, month_day, nth_dow_of_month,
    pred_every_n_days_from, pred_last_of, pred_nth_after,
};
use crate::time::object::TimeIntervalType;

/// Day `D` of month `M` every year: `("Christmas", r"christmas", yearly_month_day::<12, 25>)`.
pub(crate) fn yearly_month_day<const M: i32, const D: i32>() -> Option<TimeData> {
    Some(month_day(M, D))
}

/// The `N`th day `DOW` of the week (Monday = 1) of month `M` every year: Mother's Day, the second Sunday of
/// May, is `yearly_nth_dow_of_month::<2, 7, 5>`.
pub(crate) fn yearly_nth_dow_of_month<const N: i32, const DOW: i32, const M: i32>()
-> Option<TimeData> {
    Some(nth_dow_of_month(N, DOW, M))
}

/// The day `days` after `base` (before it when negative).
fn days_after(days: i32, base: &TimeData) -> Option<TimeData> {
    Some(cycle_nth_after(false, Grain::Day, days, base))
}

/// The day after the fourth Thursday of November (Thanksgiving).
pub(crate) fn black_friday() -> Option<TimeData> {
    Some(cycle_nth_after(
        false,
        Grain::Day,
        1,
        &nth_dow_of_month(4, 4, 11),
    ))
}

/// The last Sunday of January.
pub(crate) fn world_leprosy_day() -> Option<TimeData> {
    Some(pred_last_of(&day_of_week(7), &month(1)))
}

/// The last Thursday of September.
pub(crate) fn world_maritime_day() -> Option<TimeData> {
    Some(pred_last_of(&day_of_week(4), &month(9)))
}

pub(crate) fn ascension_day() -> Option<TimeData> {
    days_after(39, &computed::easter_sunday())
}

pub(crate) fn ash_wednesday() -> Option<TimeData> {
    days_after(-46, &computed::easter_sunday())
}

pub(crate) fn ashura() -> Option<TimeData> {
    days_after(9, &computed::muharram())
}

pub(crate) fn bhai_dooj() -> Option<TimeData> {
    days_after(4, &computed::dhanteras())
}

pub(crate) fn chhath() -> Option<TimeData> {
    days_after(8, &computed::dhanteras())
}

pub(crate) fn boghi() -> Option<TimeData> {
    days_after(-1, &computed::thai_pongal())
}

pub(crate) fn chinese_new_year() -> Option<TimeData> {
    Some(computed::chinese_new_year())
}

pub(crate) fn clean_monday() -> Option<TimeData> {
    days_after(-48, &computed::orthodox_easter_sunday())
}

pub(crate) fn corpus_christi() -> Option<TimeData> {
    days_after(60, &computed::easter_sunday())
}

pub(crate) fn dhanteras() -> Option<TimeData> {
    Some(computed::dhanteras())
}

pub(crate) fn diwali() -> Option<TimeData> {
    days_after(2, &computed::dhanteras())
}

pub(crate) fn durga_ashtami() -> Option<TimeData> {
    days_after(7, &computed::navaratri())
}

pub(crate) fn easter_monday() -> Option<TimeData> {
    days_after(1, &computed::easter_sunday())
}

pub(crate) fn easter_sunday() -> Option<TimeData> {
    Some(computed::easter_sunday())
}

pub(crate) fn eid_al_adha() -> Option<TimeData> {
    Some(computed::eidal_adha())
}

pub(crate) fn eid_al_fitr() -> Option<TimeData> {
    Some(computed::eidal_fitr())
}

pub(crate) fn govardhan_puja() -> Option<TimeData> {
    days_after(3, &computed::dhanteras())
}

pub(crate) fn good_friday() -> Option<TimeData> {
    days_after(-2, &computed::easter_sunday())
}

pub(crate) fn guru_gobind_singh_jayanti() -> Option<TimeData> {
    Some(computed::guru_gobind_singh_jayanti())
}

pub(crate) fn holi() -> Option<TimeData> {
    days_after(39, &computed::vasant_panchami())
}

pub(crate) fn holika_dahan() -> Option<TimeData> {
    days_after(38, &computed::vasant_panchami())
}

pub(crate) fn holy_saturday() -> Option<TimeData> {
    days_after(-1, &computed::easter_sunday())
}

pub(crate) fn islamic_new_year() -> Option<TimeData> {
    Some(computed::muharram())
}

pub(crate) fn isra_and_miraj() -> Option<TimeData> {
    days_after(26, &computed::rajab())
}

/// The last Friday before Eid al-Fitr, the last of Ramadan.
pub(crate) fn jumuatul_wida() -> Option<TimeData> {
    Some(pred_nth_after(-1, &day_of_week(5), &computed::eidal_fitr()))
}

pub(crate) fn kaanum_pongal() -> Option<TimeData> {
    days_after(2, &computed::thai_pongal())
}

pub(crate) fn lag_baomer() -> Option<TimeData> {
    Some(computed::lag_ba_omer())
}

pub(crate) fn vaisakhi() -> Option<TimeData> {
    Some(computed::vaisakhi())
}

pub(crate) fn laylat_al_qadr() -> Option<TimeData> {
    days_after(26, &computed::ramadan())
}

pub(crate) fn lazarus_saturday() -> Option<TimeData> {
    days_after(-8, &computed::orthodox_easter_sunday())
}

pub(crate) fn maha_navami() -> Option<TimeData> {
    days_after(8, &computed::navaratri())
}

pub(crate) fn maha_saptami() -> Option<TimeData> {
    days_after(6, &computed::navaratri())
}

pub(crate) fn mattu_pongal() -> Option<TimeData> {
    days_after(1, &computed::thai_pongal())
}

pub(crate) fn maundy_thursday() -> Option<TimeData> {
    days_after(-3, &computed::easter_sunday())
}

pub(crate) fn mawlid() -> Option<TimeData> {
    Some(computed::mawlid())
}

pub(crate) fn naraka_chaturdashi() -> Option<TimeData> {
    days_after(1, &computed::dhanteras())
}

pub(crate) fn orthodox_easter_monday() -> Option<TimeData> {
    days_after(1, &computed::orthodox_easter_sunday())
}

pub(crate) fn orthodox_easter_sunday() -> Option<TimeData> {
    Some(computed::orthodox_easter_sunday())
}

pub(crate) fn orthodox_holy_saturday() -> Option<TimeData> {
    days_after(-1, &computed::orthodox_easter_sunday())
}

pub(crate) fn orthodox_good_friday() -> Option<TimeData> {
    days_after(-2, &computed::orthodox_easter_sunday())
}

pub(crate) fn orthodox_palm_sunday() -> Option<TimeData> {
    days_after(-7, &computed::orthodox_easter_sunday())
}

pub(crate) fn palm_sunday() -> Option<TimeData> {
    days_after(-7, &computed::easter_sunday())
}

pub(crate) fn pentecost() -> Option<TimeData> {
    days_after(49, &computed::easter_sunday())
}

pub(crate) fn purim() -> Option<TimeData> {
    Some(computed::purim())
}

pub(crate) fn raksha_bandhan() -> Option<TimeData> {
    Some(computed::raksha_bandhan())
}

pub(crate) fn pargat_diwas() -> Option<TimeData> {
    Some(computed::pargat_diwas())
}

pub(crate) fn mahavir_jayanti() -> Option<TimeData> {
    Some(computed::mahavir_jayanti())
}

pub(crate) fn maha_shivaratri() -> Option<TimeData> {
    Some(computed::maha_shivaratri())
}

pub(crate) fn dayananda_saraswati_jayanti() -> Option<TimeData> {
    Some(computed::saraswati_jayanti())
}

pub(crate) fn karva_chauth() -> Option<TimeData> {
    Some(computed::karva_chauth())
}

pub(crate) fn krishna_janmashtami() -> Option<TimeData> {
    Some(computed::krishna_janmashtami())
}

pub(crate) fn shemini_atzeret() -> Option<TimeData> {
    days_after(21, &computed::rosh_hashana())
}

pub(crate) fn shrove_tuesday() -> Option<TimeData> {
    days_after(-47, &computed::easter_sunday())
}

pub(crate) fn shushan_purim() -> Option<TimeData> {
    days_after(1, &computed::purim())
}

pub(crate) fn simchat_torah() -> Option<TimeData> {
    days_after(22, &computed::rosh_hashana())
}

pub(crate) fn thai_pongal() -> Option<TimeData> {
    Some(computed::thai_pongal())
}

pub(crate) fn thiru_onam() -> Option<TimeData> {
    Some(computed::thiru_onam())
}

pub(crate) fn tisha_bav() -> Option<TimeData> {
    Some(computed::tisha_b_av())
}

pub(crate) fn trinity_sunday() -> Option<TimeData> {
    days_after(56, &computed::easter_sunday())
}

pub(crate) fn vasant_panchami() -> Option<TimeData> {
    Some(computed::vasant_panchami())
}

pub(crate) fn vijayadashami() -> Option<TimeData> {
    days_after(9, &computed::navaratri())
}

pub(crate) fn tu_bishvat() -> Option<TimeData> {
    Some(computed::tu_bishvat())
}

pub(crate) fn vesak() -> Option<TimeData> {
    Some(computed::vesak())
}

pub(crate) fn yom_haatzmaut() -> Option<TimeData> {
    Some(computed::yom_haatzmaut())
}

pub(crate) fn yom_hashoah() -> Option<TimeData> {
    days_after(12, &computed::passover())
}

pub(crate) fn yom_kippur() -> Option<TimeData> {
    days_after(9, &computed::rosh_hashana())
}

pub(crate) fn whit_monday() -> Option<TimeData> {
    days_after(50, &computed::easter_sunday())
}

pub(crate) fn rabindra_jayanti() -> Option<TimeData> {
    Some(computed::rabindra_jayanti())
}

pub(crate) fn guru_ravidass_jayanti() -> Option<TimeData> {
    Some(computed::ravidass_jayanti())
}

pub(crate) fn global_youth_service_day() -> Option<TimeData> {
    days_from(&computed::global_youth_service_day(), 2)
}

pub(crate) fn great_lent() -> Option<TimeData> {
    days_around(&computed::orthodox_easter_sunday(), -48, -9)
}

pub(crate) fn hanukkah() -> Option<TimeData> {
    days_from(&computed::chanukah(), 7)
}

pub(crate) fn lent() -> Option<TimeData> {
    days_around(&computed::easter_sunday(), -46, -1)
}

pub(crate) fn navaratri() -> Option<TimeData> {
    days_from(&computed::navaratri(), 9)
}

pub(crate) fn passover() -> Option<TimeData> {
    days_from(&computed::passover(), 8)
}

/// From the first of Ramadan to the day before Eid al-Fitr.
pub(crate) fn ramadan() -> Option<TimeData> {
    interval(
        TimeIntervalType::Open,
        &computed::ramadan(),
        &cycle_nth_after(false, Grain::Day, -1, &computed::eidal_fitr()),
    )
}

pub(crate) fn rosh_hashanah() -> Option<TimeData> {
    days_from(&computed::rosh_hashana(), 2)
}

pub(crate) fn shavuot() -> Option<TimeData> {
    days_around(&computed::passover(), 50, 52)
}

pub(crate) fn sukkot() -> Option<TimeData> {
    days_around(&computed::rosh_hashana(), 14, 22)
}

/// Every 365 days from 16 August 2020: the Shahenshahi calendar has no leap years.
pub(crate) fn parsi_new_year() -> Option<TimeData> {
    pred_every_n_days_from(365, (2020, 8, 16))
}
