//! Days of the week, months and holidays by name: ruleDaysOfWeek, ruleMonths, rulePeriodicHolidays and the
//! named days Duckling writes as rules of their own ("natale", "ferragosto", "la festa della mamma").

use super::tt;
use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates;
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::token::{Rule, re};
use crate::time::helpers::{day_of_week, mk_ok_for_this_next, month, month_day, nth_dow_of_month};

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Lunedi", r"luned(i|ì)|lun?\.?"),
    ("Martedi", r"marted(i|ì)|mar\.?"),
    ("Mercoledi", r"mercoled(i|ì)|mer\.?"),
    ("Giovedi", r"gioved(i|ì)|gio\.?"),
    ("Venerdi", r"venerd(i|ì)|ven\.?"),
    ("Sabato", r"sabato|sab\.?"),
    ("Domenica", r"domenica|dom\.?"),
];

/// Duckling's `ruleMonths` list: name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("Gennaio", r"gennaio|genn?\.?"),
    ("Febbraio", r"febbraio|febb?\.?"),
    ("Marzo", r"marzo|mar\.?"),
    ("Aprile", r"aprile|apr\.?"),
    ("Maggio", r"maggio|magg?\.?"),
    ("Giugno", r"giugno|giu\.?"),
    ("Luglio", r"luglio|lug\.?"),
    ("Agosto", r"agosto|ago\.?"),
    ("Settembre", r"settembre|sett?\.?"),
    ("Ottobre", r"ottobre|ott\.?"),
    ("Novembre", r"novembre|nov\.?"),
    ("Dicembre", r"dicembre|dic\.?"),
];

/// Days Duckling gives a rule of their own, without a holiday name: name, regex, month, day.
const NAMED_DAYS: [(&str, &str, i32, i32); 16] = [
    (
        "festa della repubblica",
        "((festa del)?la )?repubblica",
        6,
        2,
    ),
    ("epifania", "(epifania|befana)", 1, 6),
    (
        "festa della liberazione",
        "((festa|anniversario) della|(al)?la) liberazione",
        4,
        25,
    ),
    (
        "valentine's day",
        "san valentino|festa degli innamorati",
        2,
        14,
    ),
    ("new year's day", "(capodanno|primo dell' ?anno)", 1, 1),
    ("santo stefano", r"s(anto|\.) stefano", 12, 26),
    (
        "festa del papà",
        r"festa del pap(a|à)|(festa di )?s(an|\.) giuseppe",
        3,
        19,
    ),
    ("christmas eve", "((al)?la )?vigig?lia( di natale)?", 12, 24),
    (
        "new year's eve",
        "((la )?vigig?lia di capodanno|san silvestro)",
        12,
        31,
    ),
    ("ferragosto", "ferragosto|assunzione", 8, 15),
    (
        "commemorazione dei defunti",
        "(((giorno|commemorazione) dei|ai) )?(morti|defunti)",
        11,
        2,
    ),
    (
        "immacolata concezione",
        "(all')?immacolata( concezione)?",
        12,
        8,
    ),
    ("christmas", "((il )?giorno di )?natale", 12, 25),
    (
        "ognissanti",
        "(tutti i |ognis|festa dei |([ia]l )?giorno dei )santi",
        11,
        1,
    ),
    ("halloween day", "hall?owe?en", 10, 31),
    (
        "festa del lavoro",
        "festa del lavoro|(festa|giorno) dei lavoratori",
        5,
        1,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    let named = NAMED_DAYS.iter().map(|&(name, pattern, m, d)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(month_day(m, d)))
    });
    let mut all: Vec<Rule> = days.chain(months).chain(named).collect();
    all.push(Rule::new(
        "Mother's Day",
        vec![re("festa della mamma")],
        |_| tt(nth_dow_of_month(2, 7, 5)),
    ));
    all.extend(holiday_rules(HOLIDAYS));
    all
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    (
        "Giornata dell'Africa",
        r"giornata (dell('((unit(à|a)|unione) )?|a (liberazione|libert(à|a)) ))?africa(na)?",
        yearly_month_day::<5, 25>,
    ),
    (
        "Giornata dell'Industrializzazione dell'Africa",
        r"giornata (dell')?industrializzazione (dell')?africa(na)",
        yearly_month_day::<11, 20>,
    ),
    ("Pesce d'aprile", r"pesce d'aprile", yearly_month_day::<4, 1>),
    ("Giornata della lingua araba", r"giornata della lingua araba", yearly_month_day::<12, 18>),
    ("Assunzione di Maria", r"assunzione di maria", yearly_month_day::<8, 15>),
    ("Boxing Day", r"boxing day", yearly_month_day::<12, 26>),
    ("Giornata della lingua cinese", r"giornata della lingua cinese", yearly_month_day::<4, 20>),
    (
        "Giornata della memoria per tutte le vittime della guerra chimica",
        r"Giornata della memoria per tutte le vittime della guerra chimica",
        yearly_month_day::<4, 29>,
    ),
    (
        "Giornata Internazionale della memoria delle vittime del genocidio del Rwanda",
        r"giornata internazionale della (memoria|riflessione) (delle vittime )?del genocidio del rwanda",
        yearly_month_day::<4, 7>,
    ),
    (
        "Giorno della gente di mare",
        r"giornata (mondiale )? del( marittimo|la gente di mare)",
        yearly_month_day::<6, 25>,
    ),
    ("Giornata della Terra", r"giornata della terra", yearly_month_day::<4, 22>),
    ("Giornata della lingua inglese", r"giornata della lingua inglese", yearly_month_day::<4, 23>),
    ("San Francesco d'Assisi", r"san francesco d'assisi", yearly_month_day::<10, 4>),
    ("Giorno dei genitori", r"giorno dei genitori", yearly_month_day::<6, 1>),
    (
        "Giornata Mondiale dei diritti umani",
        r"giornata (mondiale )?dei diritti umani",
        yearly_month_day::<12, 10>,
    ),
    (
        "Giornata Internazionale di sensibilizzazione sull'albinismo",
        r"giornata internazionale di sensibilizzazione sull'albinismo",
        yearly_month_day::<6, 13>,
    ),
    (
        "Giornata Internazionale Anticorruzione",
        r"giornata internazionale anticorruzione",
        yearly_month_day::<12, 9>,
    ),
    (
        "Giornata Internazionale Asteroid Day",
        r"international asteroid day",
        yearly_month_day::<6, 30>,
    ),
    (
        "Giornata Mondiale dell'orgoglio bisessuale",
        r"giornata mondiale dell('orgoglio|a visibilit(a|à)) bisessuale",
        yearly_month_day::<9, 23>,
    ),
    (
        "Giornata Internazionale della memoria sul disastro di Chernobyl",
        r"giornata internazionale della memoria del disastro di chernobyl",
        yearly_month_day::<4, 26>,
    ),
    (
        "Giornata Internazionale dell'aviazione civile",
        r"giornata internazionale dell'aviazione civile",
        yearly_month_day::<12, 7>,
    ),
    (
        "Giornata Internazionale delle dogane",
        r"giornata internazionale delle dogane",
        yearly_month_day::<1, 26>,
    ),
    (
        "Giornata Internazionale contro l'abuso di droghe e il traffico illecito",
        r"giornata internazionale contro l'abuso di droghe e il traffico illecito",
        yearly_month_day::<6, 26>,
    ),
    (
        "Giornata Internazionale contro i test nucleari",
        r"giornata internazionale contro i test nucleari",
        yearly_month_day::<8, 29>,
    ),
    (
        "Giornata Mondiale della biodiversità",
        r"giornata mondiale della biodiversit(a|à)",
        yearly_month_day::<5, 22>,
    ),
    (
        "Giornata Internazionale dei Monumenti e dei Siti",
        r"giornata internazionale dei monumenti e dei siti",
        yearly_month_day::<4, 18>,
    ),
    (
        "Giornata Internazionale per prevenire lo sfruttamento dell'ambiente in guerra e conflitti armati",
        r"giornata internazionale per prevenire lo sfruttamento dell'ambiente in guerra e conflitti armati",
        yearly_month_day::<11, 6>,
    ),
    (
        "Giornata Internazionale per la Cooperazione Sud-Sud",
        r"giornata internazionale per la Cooperazione sud(\-|\s)sud",
        yearly_month_day::<9, 12>,
    ),
    (
        "Giornata Internazionale della tolleranza",
        r"giornata internazionale della tolleranza",
        yearly_month_day::<11, 16>,
    ),
    (
        "Giornata Internazionale per l'abolizione della schiavitù",
        r"giornata internazionale per l'abolizione della schiavit(u|ù)",
        yearly_month_day::<12, 2>,
    ),
    (
        "Giornata Internazionale per l'eliminazione della discriminazione razziale",
        r"giornata internazionale per l'eliminazione della discriminazione razziale",
        yearly_month_day::<3, 21>,
    ),
    (
        "Giornata Internazionale contro la violenza sessuale nei conflitti armati",
        r"giornata internazionale contro la violenza sessuale nei conflitti( armati)?",
        yearly_month_day::<6, 19>,
    ),
    (
        "Giornata Internazionale per l'eliminazione della violenza contro le donne",
        r"giornata internazionale per l'eliminazione della violenza contro le donne",
        yearly_month_day::<11, 25>,
    ),
    (
        "Giornata Internazionale contro la Povertà",
        r"giornata internazionale (contro |per l'e(radic|limin)azione del)la povert(a|à)",
        yearly_month_day::<10, 17>,
    ),
    (
        "Giornata Internazionale per la preservazione dello strato di ozono",
        r"giornata internazionale per la preservazione dello strato di ozono",
        yearly_month_day::<9, 16>,
    ),
    (
        "Giornata Internazionale per la Commemorazione della Tratta degli Schiavi e la sua abolizione",
        r"giornata internazionale per la commemorazione della tratta degli schiavi e la sua abolizione",
        yearly_month_day::<8, 23>,
    ),
    (
        "Giornata Internazionale per il diritto alla verità sulle gravi violazioni dei diritti umani e per la dignità delle vittime",
        r"giornata internazionale per il diritto alla verit(a|à) sulle gravi violazioni dei diritti umani e per la dignit(a|à) delle vittime",
        yearly_month_day::<3, 24>,
    ),
    (
        "Giornata Internazionale per l'eliminazione totale delle armi nucleari",
        r"giornata internazionale per l'eliminazione totale delle armi nucleari",
        yearly_month_day::<9, 26>,
    ),
    (
        "Giornata Internazionale a sostegno delle vittime di tortura",
        r"giornata Internazionale a sostegno delle vittime di tortura",
        yearly_month_day::<6, 26>,
    ),
    (
        "Giornata Internazionale della Carità",
        r"giornata internazionale della carit(a|à)",
        yearly_month_day::<9, 5>,
    ),
    (
        "Giornata Internazionale di commemorazione in memoria delle vittime dell'Olocausto",
        r"giornata internazionale di commemorazione in memoria delle vittime dell'olocausto",
        yearly_month_day::<1, 27>,
    ),
    (
        "Giornata Internazionale della Democrazia",
        r"giornata internazionale della democrazia",
        yearly_month_day::<9, 15>,
    ),
    (
        "Giornata Internazionale delle persone con disabilità",
        r"giornata internazionale delle persone con disabilit(a|à)",
        yearly_month_day::<12, 3>,
    ),
    (
        "Giornata Internazionale della Famiglia",
        r"giornata internazionale dell(a|e) famigli(a|e)",
        yearly_month_day::<5, 15>,
    ),
    (
        "Giornata Internazionale delle Rimesse Familiari",
        r"giornata Internazionale delle rimesse familiari",
        yearly_month_day::<6, 16>,
    ),
    (
        "Giornata Internazionale delle foreste",
        r"giornata internazionale delle foreste",
        yearly_month_day::<3, 21>,
    ),
    (
        "Giornata Internazionale dell'amicizia",
        r"giornata internazionale dell'amicizia",
        yearly_month_day::<7, 30>,
    ),
    (
        "Giornata Internazionale della Felicità",
        r"giornata internazionale della felicit(a|à)",
        yearly_month_day::<3, 20>,
    ),
    (
        "Giornata Mondiale del volo umano nello spazio",
        r"giornata mondiale del volo umano nello spazio",
        yearly_month_day::<4, 12>,
    ),
    (
        "Giornata Internazionale dei bambini innocenti vittime di aggressioni",
        r"giornata internazionale dei bambini innocenti vittime di aggressioni",
        yearly_month_day::<6, 4>,
    ),
    (
        "Giornata Internazionale della nonviolenza",
        r"giornata internazionale della nonviolenza",
        yearly_month_day::<10, 2>,
    ),
    (
        "Giornata Internazionale di Nowruz",
        r"giornata internazionale di nowruz",
        yearly_month_day::<3, 21>,
    ),
    (
        "Giornata Internazionale delle Persone Anziane",
        r"giornata internazionale delle persone anziane",
        yearly_month_day::<10, 1>,
    ),
    (
        "Giornata Internazionale della pace",
        r"giornata internazionale della pace",
        yearly_month_day::<9, 21>,
    ),
    (
        "Giornata Internazionale in ricordo delle vittime delle schiavitù e della tratta transatlantica degli schiavi",
        r"giornata internazionale in ricordo delle vittime delle schiavitù e della tratta transatlantica degli schiavi",
        yearly_month_day::<3, 25>,
    ),
    (
        "Giornata Internazionale delle donne rurali",
        r"giornata internazionale delle donne rurali",
        yearly_month_day::<10, 15>,
    ),
    (
        "Giornata di solidarietà con i funzionari detenuti o scomparsi",
        r"giornata di solidariet(a|à) con i funzionari detenuti o scomparsi",
        yearly_month_day::<3, 25>,
    ),
    (
        "Giornata Internazionale di solidarietà per il popolo palestinese",
        r"giornata internazionale della solidariet(a|à) con il popolo palestinese",
        yearly_month_day::<11, 29>,
    ),
    (
        "Giornata Internazionale dello sport per lo sviluppo e la pace",
        r"giornata internazionale dello sport per lo sviluppo e la pace",
        yearly_month_day::<4, 6>,
    ),
    (
        "Giornata Internazionale dei Peacekeepers delle Nazioni Unite",
        r"giornata internazionale dei peacekeepers delle nazioni unite",
        yearly_month_day::<5, 29>,
    ),
    (
        "Giornata Mondiale per le donne e le ragazze nella scienza",
        r"giornata mondiale per le donne e le ragazze nella scienza",
        yearly_month_day::<2, 11>,
    ),
    (
        "Giornata Internazionale dello Yoga",
        r"giornata internazionale dello yoga",
        yearly_month_day::<6, 21>,
    ),
    (
        "Giornata Internazionale sulla tolleranza zero nei confronti delle mutilazioni genitali femminili",
        r"giornata internazionale sulla tolleranza zero nei confronti delle mutilazioni genitali femminili",
        yearly_month_day::<2, 6>,
    ),
    (
        "Giornata Mondiale delle bambine e delle ragazze",
        r"giornata mondiale delle bambine e delle ragazze",
        yearly_month_day::<10, 11>,
    ),
    (
        "Giornata Internazionale vittime sparizione forzata",
        r"giornata internazionale vittime sparizione forzata",
        yearly_month_day::<8, 30>,
    ),
    (
        "Giornata Internazionale dei popoli indigeni del mondo",
        r"giornata internazionale dei popoli indigeni( del mondo)?",
        yearly_month_day::<8, 9>,
    ),
    (
        "Giornata Internazionale per mettere fine all'impunità per i crimini contro i giornalisti",
        r"giornata internazionale per mettere fine all'impunit(a|à) per i crimini contro i giornalisti",
        yearly_month_day::<11, 2>,
    ),
    (
        "Giornata Internazionale per l'Eliminazione della Fistola Ostetrica",
        r"giornata internazionale per l'eliminazione della fistola ostetrica",
        yearly_month_day::<5, 23>,
    ),
    (
        "Giornata Internazionale per la Riduzione dei Disastri Naturali",
        r"giornata internazionale per la riduzione dei disastri naturali",
        yearly_month_day::<10, 13>,
    ),
    (
        "Giornata Internazionale della solidarietà umana",
        r"giornata internazionale della solidarietà umana",
        yearly_month_day::<12, 20>,
    ),
    ("Giornata Internazionale Jazz Day", r"international jazz day", yearly_month_day::<4, 30>),
    (
        "Giornata Internazionale dell'alfabetizzazione",
        r"giornata internazionale dell'alfabetizzazione",
        yearly_month_day::<9, 8>,
    ),
    (
        "Giornata Internazionale dell'uomo",
        r"giornata internazionale dell'uomo",
        yearly_month_day::<11, 19>,
    ),
    (
        "Giornata Internazionale del Migrante",
        r"giornata internazionale del migrante",
        yearly_month_day::<12, 18>,
    ),
    (
        "Giornata Internazionale della lingua madre",
        r"giornata internazionale della lingua madre",
        yearly_month_day::<2, 21>,
    ),
    (
        "Giornata Internazionale della Montagna",
        r"giornata internazionale della montagna",
        yearly_month_day::<12, 11>,
    ),
    (
        "Giornata Internazionale dell'infermiere",
        r"giornata internazionale dell'infermiere",
        yearly_month_day::<5, 12>,
    ),
    (
        "Giornata Internazionale contro l'Overdose",
        r"giornata internazionale contro l'overdose",
        yearly_month_day::<8, 31>,
    ),
    (
        "Giornata Internazionale del Volontariato per lo Sviluppo Economico e Sociale",
        r"giornata internazionale del volontariato per lo sviluppo economico e sociale",
        yearly_month_day::<12, 5>,
    ),
    (
        "Giornata Internazionale delle Vedove",
        r"giornata internazionale delle vedove",
        yearly_month_day::<6, 23>,
    ),
    (
        "Giornata Internazionale della donna",
        r"giornata internazionale della donna",
        yearly_month_day::<3, 8>,
    ),
    (
        "Giornata Mondiale della gioventù",
        r"giornata mondiale della giovent(u|ù)",
        yearly_month_day::<8, 12>,
    ),
    (
        "Giornata Internazionale Nelson Mandela",
        r"giornata (internazionale )?nelson mandela",
        yearly_month_day::<7, 18>,
    ),
    ("Natale Ortodosso", r"natale ortodosso", yearly_month_day::<1, 7>),
    ("Capodanno ortodosso", r"capodanno ortodosso", yearly_month_day::<1, 14>),
    (
        "Giornata del servizio pubblico",
        r"giornata del servizio pubblico",
        yearly_month_day::<6, 23>,
    ),
    ("Giorno di San Giorgio", r"(giorno di )?san giorgio", yearly_month_day::<4, 23>),
    ("Festa di San Patrizio", r"((festa|giorno) di )?san patrizio", yearly_month_day::<3, 17>),
    (
        "Ricordo e Riconciliazione per Coloro che Hanno Perso la Vita Durante la Seconda Guerra Mondiale",
        r"ricordo e riconciliazione per coloro che hanno perso la vita durante la seconda guerra mondiale",
        yearly_month_day::<5, 8>,
    ),
    ("Giornata delle Nazioni Unite", r"giornata delle nazioni unite", yearly_month_day::<10, 24>),
    (
        "United Nations' Mine Awareness Day",
        r"united nations'? mine awareness day",
        yearly_month_day::<4, 4>,
    ),
    (
        "United Nations' World Health Day",
        r"united nations'? world health day",
        yearly_month_day::<4, 7>,
    ),
    ("Universal Children's Day", r"universal children'?s day", yearly_month_day::<11, 20>),
    (
        "Giornata Mondiale contro l'AIDS",
        r"giornata mondiale contro l'aids",
        yearly_month_day::<12, 1>,
    ),
    (
        "Giornata Mondiale per la consapevolezza sull'autismo",
        r"giornata mondiale per la consapevolezza sull'autismo",
        yearly_month_day::<4, 2>,
    ),
    ("Giornata Mondiale del Lupus", r"giornata mondiale del lupus", yearly_month_day::<5, 10>),
    (
        "Giornata Mondiale del donatore di sangue",
        r"giornata mondiale del donatore di sangue",
        yearly_month_day::<6, 14>,
    ),
    (
        "Giornata Mondiale del libro e del diritto d'autore",
        r"giornata mondiale del libro e del( diritto d'autore|le rose)",
        yearly_month_day::<4, 23>,
    ),
    (
        "Giornata Mondiale dell'alfabeto braille",
        r"giornata mondiale del(l'alfabeto)? braille",
        yearly_month_day::<1, 4>,
    ),
    (
        "Giornata Mondiale contro il cancro",
        r"giornata mondiale contro il cancro",
        yearly_month_day::<2, 4>,
    ),
    (
        "Giornata Mondiale della città",
        r"giornata mondiale della citt(a|à)",
        yearly_month_day::<10, 31>,
    ),
    (
        "Giornata Mondiale della paralisi cerebrale infantile",
        r"giornata mondiale della paralisi cerebrale( infantile)?",
        yearly_month_day::<10, 6>,
    ),
    (
        "World Day Against Child Labour",
        r"world day against child labour",
        yearly_month_day::<6, 12>,
    ),
    (
        "Giornata Mondiale contro la tratta di esseri umani",
        r"giornata mondiale contro la tratta di esseri umani",
        yearly_month_day::<7, 30>,
    ),
    (
        "Giornata Mondiale del Patrimonio Audiovisivo",
        r"giornata mondiale del patrimonio audiovisivo",
        yearly_month_day::<10, 27>,
    ),
    (
        "Giornata Mondiale della diversità culturale per il dialogo e lo sviluppo",
        r"giornata mondiale della diversit(a|à) culturale per il dialogo e lo sviluppo",
        yearly_month_day::<5, 21>,
    ),
    (
        "Giornata Mondiale per la salute e sicurezza sul lavoro",
        r"giornata mondiale per la salute e sicurezza sul lavoro",
        yearly_month_day::<4, 28>,
    ),
    (
        "Giornata Internazionale per l'abolizione della schiavitù",
        r"giornata internazionale per l'abolizione della schiavit(u|û)",
        yearly_month_day::<12, 2>,
    ),
    (
        "Giornata Mondiale della giustizia sociale",
        r"giornata mondiale della giustizia sociale",
        yearly_month_day::<2, 20>,
    ),
    ("Giornata Mondiale del malato", r"giornata mondiale del malato", yearly_month_day::<2, 11>),
    (
        "Giornata Mondiale per la lotta alla desertificazione e alla siccità",
        r"giornata mondiale per la lotta alla desertificazione e alla siccit(a|à)",
        yearly_month_day::<6, 17>,
    ),
    (
        "Giornata Mondiale dell'informazione sullo Sviluppo",
        r"giornata mondiale dell'informazione sullo sviluppo",
        yearly_month_day::<10, 24>,
    ),
    ("Giornata Mondiale del diabete", r"giornata mondiale del diabete", yearly_month_day::<11, 14>),
    (
        "Giornata Mondiale sulla Sindrome di Down",
        r"giornata mondiale (de|su)lla sindrome di down",
        yearly_month_day::<3, 21>,
    ),
    (
        "Giornata Mondiale contro gli abusi sugli anziani",
        r"giornata mondiale contro gli abusi sugli anziani",
        yearly_month_day::<6, 15>,
    ),
    (
        "Giornata Mondiale dell'ambiente",
        r"giornata mondiale dell'ambiente",
        yearly_month_day::<6, 5>,
    ),
    (
        "Giornata Mondiale dell'alimentazione",
        r"giornata mondiale dell'alimentazione",
        yearly_month_day::<10, 16>,
    ),
    (
        "Giornata Internazionale per la Commemorazione e la Dignità delle vittime di Genocidio e della prevenzione di questo crimine",
        r"giornata internazionale per la commemorazione (e la dignit(a|à) )?delle vittime di genocidio( e della prevenzione di questo crimine)?",
        yearly_month_day::<12, 9>,
    ),
    ("Giornata Mondiale del cuore", r"giornata mondiale del cuore", yearly_month_day::<9, 29>),
    (
        "Giornata Mondiale dell'epatitey",
        r"giornata mondiale dell'epatite",
        yearly_month_day::<7, 28>,
    ),
    (
        "Giornata Mondiale dell'aiuto umanitario",
        r"giornata mondiale dell'aiuto umanitario",
        yearly_month_day::<8, 19>,
    ),
    (
        "Giornata Mondiale delle Telecomunicazioni e della società dell'informazione",
        r"giornata mondiale (delle Telecomunicazioni e )?della societ(a|à) dell'informazione",
        yearly_month_day::<5, 17>,
    ),
    (
        "Giornata Mondiale della proprietà intellettuale",
        r"giornata mondiale della propriet(a|à) intellettuale",
        yearly_month_day::<4, 26>,
    ),
    (
        "Giornata Mondiale contro la malaria",
        r"giornata mondiale contro la malaria",
        yearly_month_day::<4, 25>,
    ),
    (
        "Giornata Mondiale della salute mentale",
        r"giornata mondiale della salute mentale",
        yearly_month_day::<10, 10>,
    ),
    (
        "Giornata Mondiale della meteorologia",
        r"giornata mondiale della meteorologia",
        yearly_month_day::<3, 23>,
    ),
    (
        "Giornata Mondiale senza tabacco",
        r"giornata mondiale senza tabacco",
        yearly_month_day::<5, 31>,
    ),
    ("Giornata Mondiale degli oceani", r"giornata mondiale degli oceani", yearly_month_day::<6, 8>),
    (
        "Giornata Mondiale sul Tumore Ovarico",
        r"giornata mondiale sul tumore ovarico",
        yearly_month_day::<5, 8>,
    ),
    (
        "Giornata Mondiale contro la polmonite",
        r"giornata mondiale contro la polmonite",
        yearly_month_day::<11, 12>,
    ),
    (
        "Giornata Mondiale della Poesia",
        r"giornata mondiale della poesia",
        yearly_month_day::<3, 21>,
    ),
    (
        "Giornata Mondiale della popolazione",
        r"giornata mondiale della popolazione",
        yearly_month_day::<7, 11>,
    ),
    ("Giornata Mondiale della Posta", r"giornata mondiale della posta", yearly_month_day::<10, 9>),
    (
        "Giornata Mondiale della Prematurità",
        r"giornata mondiale de(lla|i) (prematuri(t(a|à))?)",
        yearly_month_day::<11, 17>,
    ),
    (
        "Giornata Mondiale della libertà di stampa",
        r"giornata mondiale della libert(a|à) di stampa",
        yearly_month_day::<5, 3>,
    ),
    (
        "Giornata Mondiale contro la rabbia",
        r"giornata mondiale contro la rabbia",
        yearly_month_day::<9, 28>,
    ),
    ("Giornata Mondiale della radio", r"giornata mondiale della radio", yearly_month_day::<2, 13>),
    (
        "Giornata Mondiale dei profughi",
        r"giornata mondiale de(i profughi|l rifugiato)",
        yearly_month_day::<6, 20>,
    ),
    (
        "Giornata Mondiale della scienza per pace e sviluppo",
        r"giornata mondiale della scienza per pace e sviluppo",
        yearly_month_day::<11, 10>,
    ),
    (
        "Giornata Mondiale del Benessere Sessuale",
        r"giornata mondiale del benessere sessuale",
        yearly_month_day::<9, 4>,
    ),
    ("Giornata Mondiale del Suolo", r"giornata mondiale del suolo", yearly_month_day::<12, 5>),
    ("Giornata Mondiale dell'Ictus", r"giornata mondiale dell'icuts", yearly_month_day::<10, 29>),
    (
        "Giornata Mondiale per la Prevenzione del Suicidio",
        r"giornata mondiale per la prevenzione del suicidio",
        yearly_month_day::<9, 10>,
    ),
    (
        "Giornata Mondiale dell'insegnante",
        r"giornata mondiale de(gli |ll')insegnant(e|i)",
        yearly_month_day::<10, 5>,
    ),
    (
        "Giornata Mondiale Della Televisione",
        r"giornata mondiale della televisione",
        yearly_month_day::<11, 21>,
    ),
    (
        "Giornata Mondiale del gabinetto",
        r"giornata mondiale del gabinetto",
        yearly_month_day::<11, 19>,
    ),
    ("Giornata Mondiale del turismo", r"giornata mondiale del turismo", yearly_month_day::<9, 27>),
    (
        "Giornata Mondiale della tubercolosi",
        r"giornata mondiale della tubercolosi",
        yearly_month_day::<3, 24>,
    ),
    ("Giornata Mondiale del Tonno", r"giornata mondiale del tonno", yearly_month_day::<5, 2>),
    (
        "Giornata Mondiale dei Vegani",
        r"giornata mondiale (de(i|l) )?vegan(i|o|ismo)?",
        yearly_month_day::<11, 1>,
    ),
    (
        "Giornata Mondiale dei Vegetariani",
        r"giornata mondiale de(i|l) vegetari(smo|ani)",
        yearly_month_day::<10, 1>,
    ),
    ("Giornata Mondiale dell'acqua", r"giornata mondiale dell'acqua", yearly_month_day::<3, 22>),
    (
        "Giornata Mondiale delle zone umide",
        r"giornata mondiale delle zone umide",
        yearly_month_day::<2, 2>,
    ),
    (
        "Giornata Mondiale della Vita Selvatica",
        r"giornata mondiale della (fauna|vita) selvatica",
        yearly_month_day::<3, 3>,
    ),
    (
        "Giornata Internazionale delle competenze giovanili",
        r"giornata internazionale delle competenze giovanili",
        yearly_month_day::<7, 15>,
    ),
    (
        "Giornata Mondiale contro la discriminazione",
        r"giornata mondiale contro la discriminazione",
        yearly_month_day::<3, 1>,
    ),
    (
        "Giornata Mondiale in memoria delle vittime della strada",
        r"Giornata (Mondiale )?in memoria delle vittime della strada",
        yearly_nth_dow_of_month::<3, 7, 11>,
    ),
    (
        "Giornata Internazionale delle cooperative",
        r"giornata internazionale delle cooperative",
        yearly_nth_dow_of_month::<1, 6, 7>,
    ),
    (
        "Martin Luther King's Day",
        r"((MLK|martin luther king,?)( jr\.?| junior)? day|giornata dei diritti civili)",
        yearly_nth_dow_of_month::<3, 1, 1>,
    ),
    ("Black Friday", r"black friday", holiday_dates::black_friday),
    (
        "Giornata Mondiale dell'Habitat",
        r"giornata mondiale dell'habitat",
        yearly_nth_dow_of_month::<1, 1, 10>,
    ),
    (
        "Giornata Mondiale del Rene",
        r"giornata mondiale del rene",
        yearly_nth_dow_of_month::<2, 4, 3>,
    ),
    (
        "Giornata Mondiale per i malati di lebbra",
        r"giornata mondiale per i malati di lebbra",
        holiday_dates::world_leprosy_day,
    ),
    (
        "Giornata Mondiale del Mare",
        r"giornata mondiale del mare",
        holiday_dates::world_maritime_day,
    ),
    (
        "Giornata Mondiale degli uccelli migratori",
        r"giornata mondiale degli uccelli migratori",
        yearly_nth_dow_of_month::<2, 6, 5>,
    ),
    (
        "Giornata Mondiale della filosofia",
        r"giornata mondiale della filosofia",
        yearly_nth_dow_of_month::<3, 4, 11>,
    ),
    (
        "Giornata Mondiale della religione",
        r"giornata mondiale della religione",
        yearly_nth_dow_of_month::<3, 7, 1>,
    ),
    (
        "Giornata Mondiale della vista",
        r"giornata mondiale della vista",
        yearly_nth_dow_of_month::<2, 4, 10>,
    ),
];
