//! Holidays: fixed and periodic ("Weihnachten", "Muttertag"), computed ("Ostermontag", "Ramadan") and those
//! that last several days ("Chanukka", "Fastenzeit"), as Duckling's `ruleHolidays`, `ruleComputedHolidays` and
//! `ruleComputedHolidays'`; each one rule named after its holiday, built by English's `holiday_rules`.

use crate::dims::time::helpers::{
    Holiday, days_around, days_from, earth_hour, holiday_rules, kings_day,
};
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::computed;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, interval, month_day, nth_dow_of_month, pred_every_n_days_from,
    pred_nth_after,
};
use crate::time::object::TimeIntervalType;

pub(super) fn rules() -> Vec<Rule> {
    holiday_rules(HOLIDAYS)
}

pub(super) fn computed_rules() -> Vec<Rule> {
    let mut all = holiday_rules(COMPUTED);
    all.extend(holiday_rules(COMPUTED_INTERVALS));
    all
}

/// Duckling's `ruleHolidays`.
const HOLIDAYS: &[Holiday] = &[
    ("Neujahr", r"neujahr(s?tag)?", || Some(month_day(1, 1))),
    ("Valentinstag", r"valentin'?stag", || Some(month_day(2, 14))),
    (
        "Schweizer Bundesfeiertag",
        r"schweiz(er)? (bundes)?feiertag|bundes feiertag",
        || Some(month_day(8, 1)),
    ),
    (
        "Tag der Deutschen Einheit",
        r"tag (der)? deutsc?hen? einheit",
        || Some(month_day(10, 3)),
    ),
    (
        "Oesterreichischer Nationalfeiertag",
        r"((ö)sterreichischer?)? nationalfeiertag|national feiertag",
        || Some(month_day(10, 26)),
    ),
    ("Halloween", r"hall?owe?en?", || Some(month_day(10, 31))),
    ("Allerheiligen", r"allerheiligen?|aller heiligen?", || {
        Some(month_day(11, 1))
    }),
    ("Nikolaus", r"nikolaus(tag)?|nikolaus tag|nikolo", || {
        Some(month_day(12, 6))
    }),
    ("Heiligabend", r"heilig(er)? abend", || {
        Some(month_day(12, 24))
    }),
    ("Weihnachten", r"weih?nacht(en|stag)?", || {
        Some(month_day(12, 25))
    }),
    ("Silvester", r"silvester", || Some(month_day(12, 31))),
    ("Muttertag", r"mutt?ertag|mutt?er (tag)?", || {
        Some(nth_dow_of_month(2, 7, 5))
    }),
    ("Vatertag", r"vatt?er( ?tag)?", || {
        Some(nth_dow_of_month(3, 7, 6))
    }),
];

/// Duckling's `ruleComputedHolidays`.
const COMPUTED: &[Holiday] = &[
    (
        "Christi Himmelfahrt",
        r"(christi\s+)?himmelfahrt(stag)?",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                39,
                &computed::easter_sunday(),
            ))
        },
    ),
    ("Aschermittwoch", r"ascher?(tag|mittwoch)", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -46,
            &computed::easter_sunday(),
        ))
    }),
    ("Aschura", r"asc?hura(\-?tag)?", || {
        Some(cycle_nth_after(false, Grain::Day, 9, &computed::muharram()))
    }),
    (
        "Bhai Dooj",
        r"bhai(ya)?\s+d(u|oo)j|bhau\-beej|bhai\s+(tika|phonta)",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                4,
                &computed::dhanteras(),
            ))
        },
    ),
    (
        "Chhath",
        r"chhathi?|chhath (parv|puja)|dala (chhath|puja)|surya shashthi",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                8,
                &computed::dhanteras(),
            ))
        },
    ),
    ("Boghi", r"boghi|bogi\s+pandigai", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -1,
            &computed::thai_pongal(),
        ))
    }),
    (
        "Chinesisches Neujahr",
        r"chinesische(s|r)\s+(neujahr(s(tag|fest))?|frühlingsfest)",
        || Some(computed::chinese_new_year()),
    ),
    (
        "Aschermontag",
        r"(orthodoxer?\s+)?(ascher|reiner?\s+|sauberer?\s+)montag",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -48,
                &computed::orthodox_easter_sunday(),
            ))
        },
    ),
    ("Corpus Christi", r"corpus\s+christi|fronleichnam", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            60,
            &computed::easter_sunday(),
        ))
    }),
    (
        "Dhanteras",
        r"dhanatrayodashi|dhanteras|dhanvantari\s+trayodashi",
        || Some(computed::dhanteras()),
    ),
    ("Diwali", r"deepavali|diwali|lakshmi\s+puja", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            2,
            &computed::dhanteras(),
        ))
    }),
    ("Durga Ashtami", r"(durga|maha)(\s+a)?shtami", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            7,
            &computed::navaratri(),
        ))
    }),
    ("Ostermontag", r"ostermontag", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            1,
            &computed::easter_sunday(),
        ))
    }),
    ("Ostersonntag", r"ostersonntag", || {
        Some(computed::easter_sunday())
    }),
    (
        "Eid al-Adha",
        r"bakr[\-\s]e?id|e?id [au]l\-adha|opferfest",
        || Some(computed::eidal_adha()),
    ),
    ("Eid al-Fitr", r"eid al\-fitr", || {
        Some(computed::eidal_fitr())
    }),
    ("Govardhan Puja", r"govardhan\s+puja|annak(u|oo)t", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            3,
            &computed::dhanteras(),
        ))
    }),
    ("Karfreitag", r"(kar|stiller\s+|hoher\s+)freitag", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -2,
            &computed::easter_sunday(),
        ))
    }),
    (
        "Guru Gobind Singh Jayanti",
        r"guru\s+(gobind|govind)\s+singh\s+(Geburtstag|jayanti)",
        || Some(computed::guru_gobind_singh_jayanti()),
    ),
    ("Holi", r"(rangwali )?holi|dhuleti|dhulandi|phagwah", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            39,
            &computed::vasant_panchami(),
        ))
    }),
    (
        "Holika Dahan",
        r"holika dahan|kamudu pyre|chhoti holi",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                38,
                &computed::vasant_panchami(),
            ))
        },
    ),
    (
        "Karsamstag",
        r"(kar|stiller\s+)samstag|karsonnabend",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -1,
                &computed::easter_sunday(),
            ))
        },
    ),
    (
        "Islamisches Neujahr",
        r"(arabisches|hijri|islamisches) neujahr|amun jadid|muharram",
        || Some(computed::muharram()),
    ),
    (
        "Isra and Mi'raj",
        r"isra and mi'raj|aufstieg des propheten|(die\s+)?nachtreise|aufstieg\s+in\s+den\s+himmel",
        || Some(cycle_nth_after(false, Grain::Day, 26, &computed::rajab())),
    ),
    (
        "Jumu'atul-Wida",
        r"jumu'atul\-widaa?'?|jamat[\-\s]ul[\-\s]vida",
        || Some(pred_nth_after(-1, &day_of_week(5), &computed::eidal_fitr())),
    ),
    ("Kaanum Pongal", r"(kaanum|kanni)\s+pongal", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            2,
            &computed::thai_pongal(),
        ))
    }),
    ("Lag BaOmer", r"lag (b|l)[a']omer", || {
        Some(computed::lag_ba_omer())
    }),
    (
        "Vaisakhi",
        r"mesadi|[bv]aisakhi|vaisakhadi|vasakhi|vaishakhi",
        || Some(computed::vaisakhi()),
    ),
    (
        "Lailat al-Qadr",
        r"la[iy]lat al[\-\s][qk]adr|(die)? nacht der (bestimmung|allmacht)",
        || Some(cycle_nth_after(false, Grain::Day, 26, &computed::ramadan())),
    ),
    ("Lazarus-Samstag", r"lazarus(\-|\s+)samstag", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -8,
            &computed::orthodox_easter_sunday(),
        ))
    }),
    ("Maha Navami", r"maha\s+navami", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            8,
            &computed::navaratri(),
        ))
    }),
    ("Maha Saptami", r"maha\s+saptami", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            6,
            &computed::navaratri(),
        ))
    }),
    ("Mattu Pongal", r"maa?ttu\s+pongal", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            1,
            &computed::thai_pongal(),
        ))
    }),
    (
        "Gründonnerstag",
        r"(grün|hoher\s+|heiliger\s+|weißer\s+|palm)donnerstag",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -3,
                &computed::easter_sunday(),
            ))
        },
    ),
    (
        "Maulid an-Nabī",
        r"Maulid\s+an\-Nabī|mawlid(\s+al\-nab(awi|i\s+al\-sharif))?|mevli[dt]|mulud|geburtstag des propheten( muhammad)?",
        || Some(computed::mawlid()),
    ),
    (
        "Naraka Chaturdashi",
        r"naraka? (nivaran )?chaturdashi|(kali|roop) chaudas|choti diwali",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                1,
                &computed::dhanteras(),
            ))
        },
    ),
    (
        "Orthodoxer Ostermontag",
        r"orthodoxer\s+ostermontag",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                1,
                &computed::orthodox_easter_sunday(),
            ))
        },
    ),
    (
        "Orthodoxer Ostersonntag",
        r"orthodoxer\s+ostersonntag",
        || Some(computed::orthodox_easter_sunday()),
    ),
    ("Orthodoxer Karsamstag", r"orthodoxer\s+karsamstag", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -1,
            &computed::orthodox_easter_sunday(),
        ))
    }),
    ("Orthodoxer Karfreitag", r"orthodoxer\s+karfreitag", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -2,
            &computed::orthodox_easter_sunday(),
        ))
    }),
    (
        "Orthodoxer Palmsonntag",
        r"orthodoxer\s+palmsonntag",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                -7,
                &computed::orthodox_easter_sunday(),
            ))
        },
    ),
    ("Palmsonntag", r"palmsonntag", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -7,
            &computed::easter_sunday(),
        ))
    }),
    ("Pfingsten", r"pfingsten|pentecost", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            49,
            &computed::easter_sunday(),
        ))
    }),
    ("Purim", r"purim", || Some(computed::purim())),
    ("Raksha Bandhan", r"raksha(\s+)?bandhan|rakhi", || {
        Some(computed::raksha_bandhan())
    }),
    (
        "Pargat Diwas",
        r"pargat diwas|(maharishi )?valmiki jayanti",
        || Some(computed::pargat_diwas()),
    ),
    (
        "Mahavir Jayanti",
        r"(mahavir|mahaveer) (jayanti|janma kalyanak)",
        || Some(computed::mahavir_jayanti()),
    ),
    ("Maha Shivaratri", r"maha(\s+)?shivaratri", || {
        Some(computed::maha_shivaratri())
    }),
    (
        "Dayananda Saraswati Jayanti",
        r"((maharishi|swami) )?(dayananda )?saraswati jayanti",
        || Some(computed::saraswati_jayanti()),
    ),
    ("Karva Chauth", r"karva\s+chauth|karaka\s+chaturthi", || {
        Some(computed::karva_chauth())
    }),
    (
        "Krishna Janmashtami",
        r"(krishna )?janmashtami|gokulashtami",
        || Some(computed::krishna_janmashtami()),
    ),
    ("Schmini Azeret", r"sc?he?mini\s+at?zeret", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            21,
            &computed::rosh_hashana(),
        ))
    }),
    ("Fastnacht", r"fastnacht(sdienstag)?|mardi gras", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            -47,
            &computed::easter_sunday(),
        ))
    }),
    ("Shushan Purim", r"shushan\s+purim", || {
        Some(cycle_nth_after(false, Grain::Day, 1, &computed::purim()))
    }),
    ("Simchat Torah", r"simc?hat\s+torah", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            22,
            &computed::rosh_hashana(),
        ))
    }),
    (
        "Thai Pongal",
        r"(thai )?pongal|pongal pandigai|(makara? |magha )?sankranth?i|maghi",
        || Some(computed::thai_pongal()),
    ),
    ("Thiru Onam", r"(thiru(v|\s+))?onam", || {
        Some(computed::thiru_onam())
    }),
    ("Tisha B'Av", r"tisha b'av", || Some(computed::tisha_b_av())),
    (
        "Dreifaltigkeitssonntag",
        r"trinitatis(fest)?|(dreifaltigkeits|goldener\s+)sonntag|drei(faltigkeit|einigkeit)(sfest)?",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                56,
                &computed::easter_sunday(),
            ))
        },
    ),
    ("Vasant Panchami", r"[bv]asant\s+panchami", || {
        Some(computed::vasant_panchami())
    }),
    (
        "Vijayadashami",
        r"dasara|duss(eh|he)ra|vijayadashami",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                9,
                &computed::navaratri(),
            ))
        },
    ),
    ("Tu biSchevat", r"tu b[i']sc?he?vat", || {
        Some(computed::tu_bishvat())
    }),
    (
        "Vesak",
        r"v(e|ai)sak(ha)?|buddha(\-?tag|\s+purnima)|wesakfest",
        || Some(computed::vesak()),
    ),
    ("Jom Ha'atzmaut", r"[yj]om ha'?atzmaut", || {
        Some(computed::yom_haatzmaut())
    }),
    (
        "Jom HaShoah",
        r"[yj]om hashoah|[yj]om hazikaron lashoah ve-lag'vurah|holocaust\-?gedenktag",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                12,
                &computed::passover(),
            ))
        },
    ),
    ("Jom Kippur", r"[yj]om\s+kippur", || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            9,
            &computed::rosh_hashana(),
        ))
    }),
    (
        "Pfingstmontag",
        r"pfingstmontag|(pentecost|whit)\s+montag",
        || {
            Some(cycle_nth_after(
                false,
                Grain::Day,
                50,
                &computed::easter_sunday(),
            ))
        },
    ),
    ("Rabindra Jayanti", r"rabindra(nath)?\s+jayanti", || {
        Some(computed::rabindra_jayanti())
    }),
    (
        "Guru Ravidass Jayanti",
        r"guru\s+ravidass?\s+(geburtstag|jayanti)",
        || Some(computed::ravidass_jayanti()),
    ),
];

/// Duckling's `ruleComputedHolidays'`: the holidays that last several days, and those built otherwise.
const COMPUTED_INTERVALS: &[Holiday] = &[
    (
        "Global Youth Service-Tag",
        r"global youth service[\-\s]?tag|gysd",
        || days_from(&computed::global_youth_service_day(), 2),
    ),
    ("Große Fastenzeit", r"große\s+fastenzeit", || {
        days_around(&computed::orthodox_easter_sunday(), -48, -9)
    }),
    ("Chanukka", r"c?hann?ukk?ah?", || {
        days_from(&computed::chanukah(), 7)
    }),
    ("Fastenzeit", r"fastenzeit", || {
        days_around(&computed::easter_sunday(), -46, -1)
    }),
    ("Navaratri", r"durga\s+puja|durgotsava|nava?rath?ri", || {
        days_from(&computed::navaratri(), 9)
    }),
    ("Pessach", r"passover|pess?a[ck]?h|pascha|Passah?", || {
        days_from(&computed::passover(), 8)
    }),
    ("Ramadan", r"rama[dt]h?an|ramzaa?n", || {
        interval(
            TimeIntervalType::Open,
            &computed::ramadan(),
            &cycle_nth_after(false, Grain::Day, -1, &computed::eidal_fitr()),
        )
    }),
    ("Rosch haSchana", r"rosch ha\-?schanah?", || {
        days_from(&computed::rosh_hashana(), 2)
    }),
    ("Schawuot", r"sc?ha[vw]u'?oth?|shovuos", || {
        days_around(&computed::passover(), 50, 52)
    }),
    ("Sukkot", r"Laubhüttenfest|su[ck]{2}o[st]", || {
        days_around(&computed::rosh_hashana(), 14, 22)
    }),
    ("Parsi Neujahr", r"parsi neujahr|jamshedi navroz", || {
        pred_every_n_days_from(365, (2020, 8, 16))
    }),
    ("Earth Hour", r"earth hour|stunde der erde", || earth_hour()),
    ("Königstag", r"königstag|koningsdag", || kings_day()),
];
