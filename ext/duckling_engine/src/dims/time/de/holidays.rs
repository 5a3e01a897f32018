//! Holidays: fixed and periodic ("Weihnachten", "Muttertag"), computed ("Ostermontag", "Ramadan") and those
//! that last several days ("Chanukka", "Fastenzeit"), as Duckling's `ruleHolidays`, `ruleComputedHolidays` and
//! `ruleComputedHolidays'`; each one rule named after its holiday, built by `holiday_rules`. The computed dates
//! are English's, written once in `holiday_dates`.

use crate::dims::time::helpers::{Holiday, earth_hour, holiday_rules, kings_day};
use crate::dims::time::holiday_dates;
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    holiday_rules(HOLIDAYS)
}

pub(super) fn computed_rules() -> Vec<Rule> {
    let mut all = holiday_rules(COMPUTED);
    all.extend(holiday_rules(COMPUTED_INTERVALS));
    all
}

/// Duckling's `ruleHolidays`.
#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Neujahr", r"neujahr(s?tag)?", yearly_month_day::<1, 1>),
    ("Valentinstag", r"valentin'?stag", yearly_month_day::<2, 14>),
    (
        "Schweizer Bundesfeiertag",
        r"schweiz(er)? (bundes)?feiertag|bundes feiertag",
        yearly_month_day::<8, 1>,
    ),
    ("Tag der Deutschen Einheit", r"tag (der)? deutsc?hen? einheit", yearly_month_day::<10, 3>),
    (
        "Oesterreichischer Nationalfeiertag",
        r"((ö)sterreichischer?)? nationalfeiertag|national feiertag",
        yearly_month_day::<10, 26>,
    ),
    ("Halloween", r"hall?owe?en?", yearly_month_day::<10, 31>),
    ("Allerheiligen", r"allerheiligen?|aller heiligen?", yearly_month_day::<11, 1>),
    ("Nikolaus", r"nikolaus(tag)?|nikolaus tag|nikolo", yearly_month_day::<12, 6>),
    ("Heiligabend", r"heilig(er)? abend", yearly_month_day::<12, 24>),
    ("Weihnachten", r"weih?nacht(en|stag)?", yearly_month_day::<12, 25>),
    ("Silvester", r"silvester", yearly_month_day::<12, 31>),
    ("Muttertag", r"mutt?ertag|mutt?er (tag)?", yearly_nth_dow_of_month::<2, 7, 5>),
    ("Vatertag", r"vatt?er( ?tag)?", yearly_nth_dow_of_month::<3, 7, 6>),
];

/// Duckling's `ruleComputedHolidays`.
#[rustfmt::skip]
const COMPUTED: &[Holiday] = &[
    ("Christi Himmelfahrt", r"(christi\s+)?himmelfahrt(stag)?", holiday_dates::ascension_day),
    ("Aschermittwoch", r"ascher?(tag|mittwoch)", holiday_dates::ash_wednesday),
    ("Aschura", r"asc?hura(\-?tag)?", holiday_dates::ashura),
    (
        "Bhai Dooj",
        r"bhai(ya)?\s+d(u|oo)j|bhau\-beej|bhai\s+(tika|phonta)",
        holiday_dates::bhai_dooj,
    ),
    (
        "Chhath",
        r"chhathi?|chhath (parv|puja)|dala (chhath|puja)|surya shashthi",
        holiday_dates::chhath,
    ),
    ("Boghi", r"boghi|bogi\s+pandigai", holiday_dates::boghi),
    (
        "Chinesisches Neujahr",
        r"chinesische(s|r)\s+(neujahr(s(tag|fest))?|frühlingsfest)",
        holiday_dates::chinese_new_year,
    ),
    (
        "Aschermontag",
        r"(orthodoxer?\s+)?(ascher|reiner?\s+|sauberer?\s+)montag",
        holiday_dates::clean_monday,
    ),
    ("Corpus Christi", r"corpus\s+christi|fronleichnam", holiday_dates::corpus_christi),
    ("Dhanteras", r"dhanatrayodashi|dhanteras|dhanvantari\s+trayodashi", holiday_dates::dhanteras),
    ("Diwali", r"deepavali|diwali|lakshmi\s+puja", holiday_dates::diwali),
    ("Durga Ashtami", r"(durga|maha)(\s+a)?shtami", holiday_dates::durga_ashtami),
    ("Ostermontag", r"ostermontag", holiday_dates::easter_monday),
    ("Ostersonntag", r"ostersonntag", holiday_dates::easter_sunday),
    ("Eid al-Adha", r"bakr[\-\s]e?id|e?id [au]l\-adha|opferfest", holiday_dates::eid_al_adha),
    ("Eid al-Fitr", r"eid al\-fitr", holiday_dates::eid_al_fitr),
    ("Govardhan Puja", r"govardhan\s+puja|annak(u|oo)t", holiday_dates::govardhan_puja),
    ("Karfreitag", r"(kar|stiller\s+|hoher\s+)freitag", holiday_dates::good_friday),
    (
        "Guru Gobind Singh Jayanti",
        r"guru\s+(gobind|govind)\s+singh\s+(Geburtstag|jayanti)",
        holiday_dates::guru_gobind_singh_jayanti,
    ),
    ("Holi", r"(rangwali )?holi|dhuleti|dhulandi|phagwah", holiday_dates::holi),
    ("Holika Dahan", r"holika dahan|kamudu pyre|chhoti holi", holiday_dates::holika_dahan),
    ("Karsamstag", r"(kar|stiller\s+)samstag|karsonnabend", holiday_dates::holy_saturday),
    (
        "Islamisches Neujahr",
        r"(arabisches|hijri|islamisches) neujahr|amun jadid|muharram",
        holiday_dates::islamic_new_year,
    ),
    (
        "Isra and Mi'raj",
        r"isra and mi'raj|aufstieg des propheten|(die\s+)?nachtreise|aufstieg\s+in\s+den\s+himmel",
        holiday_dates::isra_and_miraj,
    ),
    (
        "Jumu'atul-Wida",
        r"jumu'atul\-widaa?'?|jamat[\-\s]ul[\-\s]vida",
        holiday_dates::jumuatul_wida,
    ),
    ("Kaanum Pongal", r"(kaanum|kanni)\s+pongal", holiday_dates::kaanum_pongal),
    ("Lag BaOmer", r"lag (b|l)[a']omer", holiday_dates::lag_baomer),
    ("Vaisakhi", r"mesadi|[bv]aisakhi|vaisakhadi|vasakhi|vaishakhi", holiday_dates::vaisakhi),
    (
        "Lailat al-Qadr",
        r"la[iy]lat al[\-\s][qk]adr|(die)? nacht der (bestimmung|allmacht)",
        holiday_dates::laylat_al_qadr,
    ),
    ("Lazarus-Samstag", r"lazarus(\-|\s+)samstag", holiday_dates::lazarus_saturday),
    ("Maha Navami", r"maha\s+navami", holiday_dates::maha_navami),
    ("Maha Saptami", r"maha\s+saptami", holiday_dates::maha_saptami),
    ("Mattu Pongal", r"maa?ttu\s+pongal", holiday_dates::mattu_pongal),
    (
        "Gründonnerstag",
        r"(grün|hoher\s+|heiliger\s+|weißer\s+|palm)donnerstag",
        holiday_dates::maundy_thursday,
    ),
    (
        "Maulid an-Nabī",
        r"Maulid\s+an\-Nabī|mawlid(\s+al\-nab(awi|i\s+al\-sharif))?|mevli[dt]|mulud|geburtstag des propheten( muhammad)?",
        holiday_dates::mawlid,
    ),
    (
        "Naraka Chaturdashi",
        r"naraka? (nivaran )?chaturdashi|(kali|roop) chaudas|choti diwali",
        holiday_dates::naraka_chaturdashi,
    ),
    ("Orthodoxer Ostermontag", r"orthodoxer\s+ostermontag", holiday_dates::orthodox_easter_monday),
    (
        "Orthodoxer Ostersonntag",
        r"orthodoxer\s+ostersonntag",
        holiday_dates::orthodox_easter_sunday,
    ),
    ("Orthodoxer Karsamstag", r"orthodoxer\s+karsamstag", holiday_dates::orthodox_holy_saturday),
    ("Orthodoxer Karfreitag", r"orthodoxer\s+karfreitag", holiday_dates::orthodox_good_friday),
    ("Orthodoxer Palmsonntag", r"orthodoxer\s+palmsonntag", holiday_dates::orthodox_palm_sunday),
    ("Palmsonntag", r"palmsonntag", holiday_dates::palm_sunday),
    ("Pfingsten", r"pfingsten|pentecost", holiday_dates::pentecost),
    ("Purim", r"purim", holiday_dates::purim),
    ("Raksha Bandhan", r"raksha(\s+)?bandhan|rakhi", holiday_dates::raksha_bandhan),
    ("Pargat Diwas", r"pargat diwas|(maharishi )?valmiki jayanti", holiday_dates::pargat_diwas),
    (
        "Mahavir Jayanti",
        r"(mahavir|mahaveer) (jayanti|janma kalyanak)",
        holiday_dates::mahavir_jayanti,
    ),
    ("Maha Shivaratri", r"maha(\s+)?shivaratri", holiday_dates::maha_shivaratri),
    (
        "Dayananda Saraswati Jayanti",
        r"((maharishi|swami) )?(dayananda )?saraswati jayanti",
        holiday_dates::dayananda_saraswati_jayanti,
    ),
    ("Karva Chauth", r"karva\s+chauth|karaka\s+chaturthi", holiday_dates::karva_chauth),
    (
        "Krishna Janmashtami",
        r"(krishna )?janmashtami|gokulashtami",
        holiday_dates::krishna_janmashtami,
    ),
    ("Schmini Azeret", r"sc?he?mini\s+at?zeret", holiday_dates::shemini_atzeret),
    ("Fastnacht", r"fastnacht(sdienstag)?|mardi gras", holiday_dates::shrove_tuesday),
    ("Shushan Purim", r"shushan\s+purim", holiday_dates::shushan_purim),
    ("Simchat Torah", r"simc?hat\s+torah", holiday_dates::simchat_torah),
    (
        "Thai Pongal",
        r"(thai )?pongal|pongal pandigai|(makara? |magha )?sankranth?i|maghi",
        holiday_dates::thai_pongal,
    ),
    ("Thiru Onam", r"(thiru(v|\s+))?onam", holiday_dates::thiru_onam),
    ("Tisha B'Av", r"tisha b'av", holiday_dates::tisha_bav),
    (
        "Dreifaltigkeitssonntag",
        r"trinitatis(fest)?|(dreifaltigkeits|goldener\s+)sonntag|drei(faltigkeit|einigkeit)(sfest)?",
        holiday_dates::trinity_sunday,
    ),
    ("Vasant Panchami", r"[bv]asant\s+panchami", holiday_dates::vasant_panchami),
    ("Vijayadashami", r"dasara|duss(eh|he)ra|vijayadashami", holiday_dates::vijayadashami),
    ("Tu biSchevat", r"tu b[i']sc?he?vat", holiday_dates::tu_bishvat),
    ("Vesak", r"v(e|ai)sak(ha)?|buddha(\-?tag|\s+purnima)|wesakfest", holiday_dates::vesak),
    ("Jom Ha'atzmaut", r"[yj]om ha'?atzmaut", holiday_dates::yom_haatzmaut),
    (
        "Jom HaShoah",
        r"[yj]om hashoah|[yj]om hazikaron lashoah ve-lag'vurah|holocaust\-?gedenktag",
        holiday_dates::yom_hashoah,
    ),
    ("Jom Kippur", r"[yj]om\s+kippur", holiday_dates::yom_kippur),
    ("Pfingstmontag", r"pfingstmontag|(pentecost|whit)\s+montag", holiday_dates::whit_monday),
    ("Rabindra Jayanti", r"rabindra(nath)?\s+jayanti", holiday_dates::rabindra_jayanti),
    (
        "Guru Ravidass Jayanti",
        r"guru\s+ravidass?\s+(geburtstag|jayanti)",
        holiday_dates::guru_ravidass_jayanti,
    ),
];

/// Duckling's `ruleComputedHolidays'`: the holidays that last several days, and those built otherwise.
#[rustfmt::skip]
const COMPUTED_INTERVALS: &[Holiday] = &[
    (
        "Global Youth Service-Tag",
        r"global youth service[\-\s]?tag|gysd",
        holiday_dates::global_youth_service_day,
    ),
    ("Große Fastenzeit", r"große\s+fastenzeit", holiday_dates::great_lent),
    ("Chanukka", r"c?hann?ukk?ah?", holiday_dates::hanukkah),
    ("Fastenzeit", r"fastenzeit", holiday_dates::lent),
    ("Navaratri", r"durga\s+puja|durgotsava|nava?rath?ri", holiday_dates::navaratri),
    ("Pessach", r"passover|pess?a[ck]?h|pascha|Passah?", holiday_dates::passover),
    ("Ramadan", r"rama[dt]h?an|ramzaa?n", holiday_dates::ramadan),
    ("Rosch haSchana", r"rosch ha\-?schanah?", holiday_dates::rosh_hashanah),
    ("Schawuot", r"sc?ha[vw]u'?oth?|shovuos", holiday_dates::shavuot),
    ("Sukkot", r"Laubhüttenfest|su[ck]{2}o[st]", holiday_dates::sukkot),
    ("Parsi Neujahr", r"parsi neujahr|jamshedi navroz", holiday_dates::parsi_new_year),
    ("Earth Hour", r"earth hour|stunde der erde", earth_hour),
    ("Königstag", r"königstag|koningsdag", kings_day),
];
