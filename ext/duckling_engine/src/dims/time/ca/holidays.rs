//! Holidays (`rulePeriodicHolidays`): each one a rule named after it, its regex giving its day marked with
//! its name (`holidayBeta`) and accepting "aquest/proper" before it: the fixed dates, then the days fixed by
//! their week and weekday in a month.

use crate::dims::time::helpers::{Holiday, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::token::Rule;
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, month, month_day, nth_dow_of_month, pred_last_of,
    pred_nth_closest, weekday,
};

pub(super) fn rules() -> Vec<Rule> {
    holiday_rules(HOLIDAYS)
}

#[rustfmt::skip]
const HOLIDAYS: &[Holiday] = &[
    ("Navidad", r#"(el )?nadal"#, yearly_month_day::<12, 25>),
    (
        "Dia de África",
        r#"dia de (la (libertad|liberacion) )?(á|a)frica(na)?"#,
        yearly_month_day::<5, 25>,
    ),
    (
        "Dia de la Industrialización de África",
        r#"dia de (la )?industrializaci(ó|o)n de (á|a)frica(na)?"#,
        yearly_month_day::<11, 20>,
    ),
    (
        "Diada de Tots Sants",
        r#"((dia|diada|festivitat) de )?tots sants"#,
        yearly_month_day::<11, 1>,
    ),
    ("Dia de difunts", r#"(dia|diada) de(ls)? difunts"#, yearly_month_day::<11, 2>),
    (
        "Epifanía",
        r#"Epifania|((dia|diada) dels)? reis( mags)?( d'orient)?"#,
        yearly_month_day::<1, 6>,
    ),
    (
        "Festivitat de la Purissima",
        r#"(dia|diada|festivitat) de la (purissima|immaculada) (concepci(ó|o)( de (maria|la mare de déu))?)?"#,
        yearly_month_day::<12, 8>,
    ),
    (
        "Assumpció de Maria",
        r#"assumpci(ó|o) de (mar(í|i)a|la mare de déu)"#,
        yearly_month_day::<8, 15>,
    ),
    (
        "Diada de Sant Jordi",
        r#"((dia|diada|festivitat) de )?sant jordi"#,
        yearly_month_day::<4, 23>,
    ),
    (
        "Diada de Sant Esteve",
        r#"((dia|diada|festivitat) de )?sant esteve"#,
        yearly_month_day::<12, 26>,
    ),
    ("Diada de Sant Joan", r#"((dia|diada|festivitat) de )?sant joan"#, yearly_month_day::<6, 24>),
    ("Revetlla de Sant Joan", r#"(revetlla|nit) de sant joan"#, yearly_month_day::<6, 23>),
    (
        "Diada de Sant Narcís",
        r#"((dia|diada|festivitat) de )?sant narc(i|í)s"#,
        yearly_month_day::<10, 29>,
    ),
    (
        "Diada de Sant Josep",
        r#"((dia|diada|festivitat) de )?sant? jos(e|é)p?"#,
        yearly_month_day::<3, 19>,
    ),
    (
        "Diada de la Mercè",
        r#"((dia|diada|festivitat) de )?(la mare de déu de)? la merc(è|é)"#,
        yearly_month_day::<9, 24>,
    ),
    (
        "Diada de Santa Tecla",
        r#"((dia|diada|festivitat) de )?santa tecla"#,
        yearly_month_day::<9, 23>,
    ),
    (
        "Diada de Sant Anastasi",
        r#"((dia|diada|festivitat) de )?sant anastasi"#,
        yearly_month_day::<5, 11>,
    ),
    (
        "Diada de Montserrat",
        r#"((dia|diada|festivitat) de )?(la mare de déu de)? montserrat"#,
        yearly_month_day::<4, 27>,
    ),
    (
        "Dia dels Innocents d'Abril",
        r#"dia (dels innocents|les bromes)( d'abril)?"#,
        yearly_month_day::<4, 1>,
    ),
    (
        "Dia Mundial de la Lengua Àrab",
        r#"dia mundial de la lengua (á|a)rabe"#,
        yearly_month_day::<12, 18>,
    ),
    ("Dia de la Boxa", r#"(el )?dia de (la boxa|l'(B|b)oxeador)"#, yearly_month_day::<12, 26>),
    ("Dia de Llengua Xinesa", r#"dia de llengua xinesa"#, yearly_month_day::<4, 20>),
    (
        "Dia de Commemoració de les Víctimes de la Guerra Química",
        r#"dia (de )?(commemoratiu|conmemoraci(ó|o)) (en record )?de las v(í|i)ctimes de la guerra qu(í|i)mica"#,
        yearly_month_day::<4, 29>,
    ),
    (
        "Dia de Commemoració de les Víctimes de l'Genocidi de Rwanda",
        r#"dia (de )?(commemoratiu|conmemoraci(ó|o)) (en record )?de las v(í|i)ctimes de l'genocidi de (Rw|Ru|rw|ru)anda"#,
        yearly_month_day::<4, 7>,
    ),
    ("Dia de la Marina", r#"dia (de la marina|l' mar(í|i))"#, yearly_month_day::<6, 25>),
    ("Dia de la Terra", r#"dia (internacional )?de la (mare )?terra"#, yearly_month_day::<4, 22>),
    ("Dia de la Llengua Anglesa", r#"dia de la llengua anglesa"#, yearly_month_day::<4, 23>),
    (
        "Les Festes de Sant Francesc d'Assís",
        r#"(les )?festes de sant (francesc d'as(í|i)s|pacho)"#,
        yearly_month_day::<10, 4>,
    ),
    (
        "Dia Mundial de les Mares i dels Pares",
        r#"dia mundial de les mades y dels pares"#,
        yearly_month_day::<6, 1>,
    ),
    ("Dia dels Drets Humans", r#"dia dels drets humans"#, yearly_month_day::<12, 10>),
    (
        "Dia Internacional de Sensibilització sobre el Albinismo",
        r#"dia internacional de sensibilitzaci(ó|o) sobre l'albinisme"#,
        yearly_month_day::<6, 13>,
    ),
    (
        "Dia Internacional contra la Corrupció",
        r#"dia internacional contra la corrupci(ó|o)"#,
        yearly_month_day::<12, 9>,
    ),
    (
        "Dia Internacional dels Asteroides",
        r#"dia internacional dels asteroides"#,
        yearly_month_day::<6, 30>,
    ),
    (
        "Celebra el Dia Internacional de la Bisexualitat",
        r#"celebra el dia internacional de la bisexualitat"#,
        yearly_month_day::<9, 23>,
    ),
    (
        "Dia Internacional de Recordación de Desastres de Txernòbil",
        r#"dia internacional de record de desastres de Txern(ò|o)bil"#,
        yearly_month_day::<4, 26>,
    ),
    (
        "Dia Internacional de l'Aviació Civil",
        r#"dia internacional de l'aviaci(ó|o) civil"#,
        yearly_month_day::<12, 7>,
    ),
    (
        "Dia Internacional de la Duana",
        r#"dia internacional de l(a|es) duan(a|es)"#,
        yearly_month_day::<1, 26>,
    ),
    (
        "Dia Internacional de la Lluita contra l'Ús Indegut i el Tràfic Il·lícit de Drogues",
        r#"dia internacional de la lluita contra l'(ú|u)s indegut i el tr(à|a)fic il·l(í|i)cit de drogues"#,
        yearly_month_day::<6, 26>,
    ),
    (
        "Dia Internacional contra els Assajos Nuclears",
        r#"dia internacional contra els assajos nuclears"#,
        yearly_month_day::<8, 29>,
    ),
    (
        "Dia Internacional de la Diversitat Biològica",
        r#"dia internacional de la diversitat biol(ò|o)gica"#,
        yearly_month_day::<5, 22>,
    ),
    (
        "Dia Internacional dels Monuments i Llocs",
        r#"dia internacional dels monuments i llocs"#,
        yearly_month_day::<4, 18>,
    ),
    (
        "Dia Internacional per a la Prevenció de l'Explotació de l'entorn en la Guerra i els Conflictes Armats",
        r#"dia internacional per a la prevenci(ó|o) de l'explotaci(ó|o) de l'entorn a la guerra i els conflictes armats"#,
        yearly_month_day::<11, 6>,
    ),
    (
        "Dia de les Nacions Unides per a la Cooperació Sud-Sud",
        r#"dia de les nacions unides per a la cooperació sud(\-|\s)sud"#,
        yearly_month_day::<9, 12>,
    ),
    (
        "Dia Internacional per la Tolerància",
        r#"dia internacional (de|per) la toler(à|a)ncia"#,
        yearly_month_day::<11, 16>,
    ),
    (
        "Dia Internacional per a l'Abolició de l'Esclavitud",
        r#"dia internacional per a l'abolici(ó|o) de l'esclavitud"#,
        yearly_month_day::<12, 2>,
    ),
    (
        "Dia Internacional de l'Eliminació de la Discriminació Racial",
        r#"dia internacional de l'eliminaci(ó|o) de la discriminaci(ó|o) racial"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Dia Internacional de l'Eliminació de la Violència Sexual en els Conflictes",
        r#"dia internacional de l'eliminaci(ó|o) de la viol(è|e)ncia sexual en els conflictes"#,
        yearly_month_day::<6, 19>,
    ),
    (
        "Dia Internacional de l'Eliminació de la Violència contra la Dona",
        r#"dia internacional de l'eliminaci(ó|o) de la viol(è|e)ncia contra (la dona|les dones)"#,
        yearly_month_day::<11, 25>,
    ),
    (
        "Dia Internacional per a l'Eradicació de la Pobresa",
        r#"dia internacional per a l'eradicaci(ó|o) de la pobresa"#,
        yearly_month_day::<10, 17>,
    ),
    (
        "Dia Internacional de la Preservació de la Capa d'Ozó",
        r#"dia internacional de la preservaci(ó|o) de la capa d'oz(ó|o)"#,
        yearly_month_day::<9, 16>,
    ),
    (
        "Dia Internacional de l'Record del Tràfic d'Esclaus i la seva Abolició",
        r#"dia internacional de l'record del tr(à|a)fic d'esclaus i de la seva abolici(ó|o)"#,
        yearly_month_day::<8, 23>,
    ),
    (
        "Dia Internacional del Derecho a la Verdad en relación con Violaciones Graves de los Derechos Humanos y de la Dignidad de las Víctimas de las Naciones Unidas",
        r#"dia internacional del derecho a la verdad en relaci(ó|o)n con violaciones graves de los derechos humanos y de la dignidad de las v(í|i)ctimas de las naciones unidas"#,
        yearly_month_day::<3, 24>,
    ),
    (
        "Dia Internacional per a l'Eliminació Total de les Armes Nuclears",
        r#"dia internacional per a l'eliminaci(ó|o) total de les armes nuclears"#,
        yearly_month_day::<9, 26>,
    ),
    (
        "Dia Internacional de les Nacions Unides a Support de les Víctimes de la Tortura",
        r#"dia internacional de les Nacions Unides en support de les v(í|i)ctimes de la tortura"#,
        yearly_month_day::<6, 26>,
    ),
    (
        "Dia Internacional de la Beneficència",
        r#"dia internacional de la benefic(è|e)ncia"#,
        yearly_month_day::<9, 5>,
    ),
    (
        "Dia Internacional de Commemoració anual en memòria de les Víctimes de l'Holocaust",
        r#"dia internacional de commemoraci(ó|o) anual en mem(ò|o)ria de les v(í|i)ctimes de l'holocaust"#,
        yearly_month_day::<1, 27>,
    ),
    (
        "Dia Internacional de la Democràcia",
        r#"dia (internacional)?de la democr(à|a)cia"#,
        yearly_month_day::<9, 15>,
    ),
    (
        "Dia Internacional de les Persones amb Discapacitat",
        r#"dia internacional de les persones amb discapacitat"#,
        yearly_month_day::<12, 3>,
    ),
    (
        "Dia Internacional de la Família",
        r#"dia internacional de l(a|es)? fam(í|i)li(a|es)?"#,
        yearly_month_day::<5, 15>,
    ),
    (
        "Dia Internacional de les Remeses Familiars",
        r#"dia internacional de les remeses familiars"#,
        yearly_month_day::<6, 16>,
    ),
    (
        "Dia Internacional dels Boscos",
        r#"dia internacional dels boscos"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Dia Internacional de l'Amistat",
        r#"dia internacional de l'amistat"#,
        yearly_month_day::<7, 30>,
    ),
    (
        "Dia Internacional de la Felicitat",
        r#"dia (internacional|mundial) de la felicitat"#,
        yearly_month_day::<3, 20>,
    ),
    (
        "Dia Internacional dels Vols Espacials",
        r#"dia internacional (dels|del) vol(s)? espacial(s)?"#,
        yearly_month_day::<4, 12>,
    ),
    (
        "Dia Internacional dels Nens Víctimes Innocents d'Agressió",
        r#"dia internacional dels nens v(í|i)ctimes innocents d'agressi(ó|o)"#,
        yearly_month_day::<6, 4>,
    ),
    (
        "Dia Internacional de la no Violència",
        r#"dia internacional de la no viol(è|e)ncia"#,
        yearly_month_day::<10, 2>,
    ),
    (
        "Dia Internacional de l'Nowruz",
        r#"dia internacional de l'Nowruz"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Dia Internacional de la Gent Gran",
        r#"dia internacional de la gent gran"#,
        yearly_month_day::<10, 1>,
    ),
    ("Dia Internacional de la Pau", r#"dia internacional de la pau"#, yearly_month_day::<9, 21>),
    (
        "Dia Internacional de les Persones amb Discapacitat",
        r#"dia internacional de les persones amb discapacitat"#,
        yearly_month_day::<12, 3>,
    ),
    (
        "Dia Internacional de Record de les Víctimes de l'Esclavitud i el Tràfic Transatlàntica d'Esclaus",
        r#"dia internacional de record de les v(í|i)ctimes de l'esclavitud i la tracta transatl(à|a)ntica d'esclaus"#,
        yearly_month_day::<3, 25>,
    ),
    (
        "Dia Internacional de les Dones Rurals",
        r#"dia internacional de les dones rurals"#,
        yearly_month_day::<10, 15>,
    ),
    (
        "Dia Internacional de Solidaritat amb els membres de l'Personal Detinguts o Desapareguts",
        r#"dia internacional de solidaritat amb els membres de l'personal detinguts o desapareguts"#,
        yearly_month_day::<3, 25>,
    ),
    (
        "Dia Internacional de Solidaritat amb el Poble Palestí",
        r#"dia internacional de solidaritat amb el poble palestí"#,
        yearly_month_day::<11, 29>,
    ),
    (
        "Dia Internacional de l'Esport per al Desenvolupament i la Pau",
        r#"dia internacional de l'esport per al desenvolupament i la pau"#,
        yearly_month_day::<4, 6>,
    ),
    (
        "Dia Internacional de l'Personal de Pau de les Nacions Unides",
        r#"dia internacional de el personal de pau de les Nacions Unides"#,
        yearly_month_day::<5, 29>,
    ),
    (
        "Dia Internacional de la Dona i la Nena a la Ciència",
        r#"dia internacional de la dona i la nena en la ci(è|e)ncia"#,
        yearly_month_day::<2, 11>,
    ),
    (
        "Dia Internacional de l'Ioga",
        r#"dia Internacional de l'(I|i|Y|i)oga"#,
        yearly_month_day::<6, 21>,
    ),
    (
        "Dia Internacional de Tolerància Zero amb la Mutilació Genital Femenina",
        r#"dia internacional de toler(à|a)ncia zero amb la mutilaci(ó|o) genital femenina"#,
        yearly_month_day::<2, 6>,
    ),
    ("Dia Internacional de la Nena", r#"dia internacional de la nena"#, yearly_month_day::<10, 11>),
    (
        "Dia Internacional de les Víctimes de Desaparicions Forçades",
        r#"dia internacional de les v(í|i)ctimes de desaparicions forçades"#,
        yearly_month_day::<8, 30>,
    ),
    (
        "Dia Internacional dels Pobles Indígenes de l'Món",
        r#"dia internacional dels pobles ind(í|i)genes de l'm(ó|o)n"#,
        yearly_month_day::<8, 9>,
    ),
    (
        "Dia Internacional per posar fi a la impunitat dels Crims contra Periodistes",
        r#"dia internacional per posar fi a la impunitat dels crims contra periodistes"#,
        yearly_month_day::<11, 2>,
    ),
    (
        "Dia Internacional per a l'Eradicació de la Fístula Obstètrica",
        r#"dia internacional per a l'eradicaci(ó|o) de la f(í|i)stula obst(è|e)trica"#,
        yearly_month_day::<5, 23>,
    ),
    (
        "Dia Internacional per a la Reducció dels Desastres Naturals",
        r#"dia internacional per a la reducci(ó|o) dels desastres (naturals)?"#,
        yearly_month_day::<10, 13>,
    ),
    (
        "Dia Internacional de la Solidaritat Humana",
        r#"dia internacional de la solidaritat humana"#,
        yearly_month_day::<12, 20>,
    ),
    ("Dia Internacional de l'Jazz", r#"dia internacional de jazz"#, yearly_month_day::<4, 30>),
    (
        "Dia Internacional de l'Alfabetització",
        r#"dia internacional de l'alfabetitzaci(ó|o)"#,
        yearly_month_day::<9, 8>,
    ),
    (
        "Dia Internacional de l'Home",
        r#"dia internacional de(l)? els home(s)?"#,
        yearly_month_day::<11, 19>,
    ),
    (
        "Dia Internacional de l'Migrant",
        r#"dia internacional de l'migrant"#,
        yearly_month_day::<12, 18>,
    ),
    (
        "Dia Internacional de la Llengua Materna",
        r#"dia (internacional|mundial) de la llengua materna"#,
        yearly_month_day::<2, 21>,
    ),
    (
        "Dia Internacional de les Muntanyes",
        r#"dia internacional de les muntanyes"#,
        yearly_month_day::<12, 11>,
    ),
    (
        "Dia Internacional de les Infermeres",
        r#"dia internacional de les infermeres"#,
        yearly_month_day::<5, 12>,
    ),
    (
        "Dia de la Consciència Internacional sobre la Sobredosi",
        r#"dia de (la)? consciència internacional (de|sobre) la sobredosi"#,
        yearly_month_day::<8, 31>,
    ),
    (
        "Dia Internacional de l'Voluntariat per al Desenvolupament Econòmic i Social",
        r#"dia internacional de l'voluntariat per al desenvolupament econ(ò|o)mic i social"#,
        yearly_month_day::<12, 5>,
    ),
    (
        "Dia Internacional de les Vídues",
        r#"dia internacional de les v(í|i)dues"#,
        yearly_month_day::<6, 23>,
    ),
    ("Dia Internacional de la Dona", r#"dia internacional de la dona"#, yearly_month_day::<3, 8>),
    (
        "Dia Internacional de la Joventut",
        r#"dia internacional de la joventut"#,
        yearly_month_day::<8, 12>,
    ),
    ("El Primer de Maig", r#"(el )?primer de maig"#, yearly_month_day::<5, 1>),
    (
        "Dia Internacional de Nelson Mandela",
        r#"dia (internacional)? de nelson mandela"#,
        yearly_month_day::<7, 18>,
    ),
    ("El Nadal Ortodoxa", r#"(la )?nadal ortodoxa"#, yearly_month_day::<1, 7>),
    (
        "Any Nou Ortodox",
        r#"(l')?any (nou vell|vell ortodox|nou ortodox|nou juli(à|a))"#,
        yearly_month_day::<1, 14>,
    ),
    (
        "Dia Mundial dels Serveis Públics",
        r#"dia (mundial|nacional) de(ls )?(serveis|servidor) p(ú|u)blic(s)?"#,
        yearly_month_day::<6, 23>,
    ),
    ("Dia de Sant Patrici", r#"dia de sant patrici"#, yearly_month_day::<3, 17>),
    (
        "Dia Internacional de l'Temps de l'Record i la Reconciliació per qui Van perdre la Vida durant la Segona Guerra Mundial",
        r#"dia internacional de el temps de l'record i la reconciliaci(ó|o) per als que van perdre la vida durant la segona guerra mundial"#,
        yearly_month_day::<5, 8>,
    ),
    ("Dia de les Nacions Unides", r#"dia de les nacions unides"#, yearly_month_day::<10, 24>),
    (
        "Dia Internacional d'Informació sobre el Perill de les Mines i d'Assistència per a les Activitats Relatives a les Mines",
        r#"dia internacional d'informaci(ó|o) sobre el perill de les mines i d'assist(è|e)ncia per a les activitats relatives a les mines"#,
        yearly_month_day::<4, 4>,
    ),
    (
        "Dia Mundial de la Salut",
        r#"dia mundial de la salut (de les nacions unides)?"#,
        yearly_month_day::<4, 7>,
    ),
    ("Dia Universal del Nen", r#"dia universal de( l'infant|l nen)"#, yearly_month_day::<11, 20>),
    ("Dia de Sant Valentí", r#"(el )?dia de sant valent(í|i)"#, yearly_month_day::<2, 14>),
    (
        "Dia Mundial de la lluita contra la SIDA",
        r#"dia mundial de( la lluita contra)?( la)?SIDA"#,
        yearly_month_day::<12, 1>,
    ),
    (
        "Dia Mundial de Conscienciació sobre l'Autisme",
        r#"dia mundial de (la concienciaci(ó|o) sobre )?l'autismo"#,
        yearly_month_day::<4, 2>,
    ),
    (
        "Dia Mundial de la Artritis Reumatoide",
        r#"dia mundial de l'artritis (reumatoide)?"#,
        yearly_month_day::<5, 20>,
    ),
    (
        "Dia Mundial de l'Donant de Sang",
        r#"dia mundial de l'donant de sang"#,
        yearly_month_day::<6, 14>,
    ),
    (
        "Dia Internacional de l'Llibre i de el Dret d'Autor",
        r#"dia internacional de l'libro i de( el|ls) dret(s)? d'autor"#,
        yearly_month_day::<4, 23>,
    ),
    ("Dia Mundial de l'Braille", r#"dia mundial de l'braille"#, yearly_month_day::<1, 4>),
    (
        "Dia Mundial contra el Càncer",
        r#"dia mundial contra el c(à|a)ncer"#,
        yearly_month_day::<2, 4>,
    ),
    ("Dia Mundial de les Ciutats", r#"dia mundial de les ciutats"#, yearly_month_day::<10, 31>),
    (
        "Dia Mundial de la PC",
        r#"dia mundial de la (pc|par(à|a)lisi cerebral)"#,
        yearly_month_day::<10, 6>,
    ),
    (
        "Dia Mundial contra el Treball Infantil",
        r#"dia mundial contra el treball infantil"#,
        yearly_month_day::<6, 12>,
    ),
    (
        "Dia Mundial contra el Tràfic de Persones",
        r#"dia mundial contra el tr(à|a)fic de persones"#,
        yearly_month_day::<7, 30>,
    ),
    (
        "Dia Mundial de l'Patrimoni Audiovisual",
        r#"dia mundial (de l'|sobre el) patrimoni audiovisual"#,
        yearly_month_day::<10, 27>,
    ),
    (
        "Dia Mundial de la Diversitat Cultural per al Diàleg i el Desenvolupament",
        r#"dia mundial de la diversitat cultural per al di(a|à)leg i el desenvolupament"#,
        yearly_month_day::<5, 21>,
    ),
    (
        "Dia Mundial de la Seguretat i la Salut en el Treball",
        r#"dia mundial de la seguretat i la salut en el treball"#,
        yearly_month_day::<4, 28>,
    ),
    (
        "Dia Mundial per l'Abolició de l'Esclavitud",
        r#"dia mundial per l'abolici(ó|o) de l'esclavitud"#,
        yearly_month_day::<12, 2>,
    ),
    (
        "Dia Mundial de la Justícia Social",
        r#"dia mundial de la just(í|i)cia social"#,
        yearly_month_day::<2, 20>,
    ),
    ("Dia Mundial de l'Malalt", r#"dia mundial (de l'|dels) malalts"#, yearly_month_day::<2, 11>),
    (
        "Dia Mundial de Lluita contra la Desertificació i la Sequera",
        r#"dia mundial (de lluita contra|per combatre) la desertificaci(ó|o) i la sequera"#,
        yearly_month_day::<6, 17>,
    ),
    (
        "Dia Mundial d'Informació sobre el Desenvolupament",
        r#"dia mundial d'informaci(ó|o) sobre el desenvolupament"#,
        yearly_month_day::<10, 24>,
    ),
    ("Dia Mundial de la Diabetis", r#"dia mundial de la diabetis"#, yearly_month_day::<11, 14>),
    (
        "Dia Mundial de la Síndrome de Down",
        r#"dia mundial de la s (í|i)ndrome de Down"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Dia Mundial de Presa de Consciència de l'Abús i Maltractament en la Vellesa",
        r#"dia mundial de presa de consci(è|e)ncia de l'ab(ú|u)s i maltractament en la vellesa"#,
        yearly_month_day::<6, 15>,
    ),
    (
        "Dia Mundial de l'Medi Ambient",
        r#"dia mundial de l'(entorn|medi ambient)"#,
        yearly_month_day::<6, 5>,
    ),
    (
        "Dia Mundial de l'Alimentació",
        r#"dia mundial de l'alimentaci(ó|o)"#,
        yearly_month_day::<10, 16>,
    ),
    (
        "Dia per a la Commemoració i Dignificació de les Víctimes de l'Crim de Genocidi i per a la seva prevenció",
        r#"dia per a la commemoraci(ó|o) i dignificaci(ó|o) de les v(í|i)ctimes de l'crim de genocidi i per a la seva prevenci(ó|o)"#,
        yearly_month_day::<12, 9>,
    ),
    ("Dia Mundial de l'Cor", r#"dia mundial de l'cor"#, yearly_month_day::<9, 29>),
    (
        "Dia Mundial de l'Hepatitis",
        r#"dia mundial (contra|de) l'hepatitis"#,
        yearly_month_day::<7, 28>,
    ),
    (
        "Dia Mundial de l'Assistència Humanitària",
        r#"dia mundial de l'assist(è|e)ncia humanit(à|a)ria"#,
        yearly_month_day::<8, 19>,
    ),
    (
        "Dia Internacional de la Societat de la Informació",
        r#"dia (internacional|mundial) de (les telecomunicacions i)? la societat de la informaci(ó|o)"#,
        yearly_month_day::<5, 17>,
    ),
    (
        "Dia Mundial de la Propietat Intel·lectual",
        r#"dia mundial de la propietat intel·lectual"#,
        yearly_month_day::<4, 26>,
    ),
    ("Dia Mundial de la Malària", r#"dia mundial de la mal(à|a)ria"#, yearly_month_day::<4, 25>),
    (
        "Dia Mundial de la Salut Mental",
        r#"dia mundial de la salut mental"#,
        yearly_month_day::<10, 10>,
    ),
    (
        "Dia Mundial de la Meteorologia",
        r#"dia (mundial de (la )?meteorologia|meteorol(ò|o)gic mundial)"#,
        yearly_month_day::<3, 23>,
    ),
    ("Dia Mundial sense Tabac", r#"dia mundial sense tabac"#, yearly_month_day::<5, 31>),
    ("Dia Mundial dels Oceans", r#"dia mundial dels oceans"#, yearly_month_day::<6, 8>),
    (
        "Dia Mundial de l'Càncer de Ovari",
        r#"dia mundial de l'c(à|a)ncer d'ovari"#,
        yearly_month_day::<5, 8>,
    ),
    (
        "Dia Mundial contra la Pneumònia",
        r#"dia mundial contra la pneum(ò|o)nia"#,
        yearly_month_day::<11, 12>,
    ),
    ("Dia Mundial de la Poesia", r#"dia mundial de la poesia"#, yearly_month_day::<3, 21>),
    ("Dia Mundial de la Població", r#"dia mundial de la poblaci(ó|o)"#, yearly_month_day::<7, 11>),
    ("Dia Mundial del Correo", r#"Dia Mundial de l'Correu"#, yearly_month_day::<10, 9>),
    (
        "Dia de la Prematuridad Mundial",
        r#"dia (de la prematuritat mundial|mundial de l'infant prematur)"#,
        yearly_month_day::<11, 17>,
    ),
    (
        "Dia Mundial de la Llibertat de Premsa",
        r#"dia mundial de la llibertat de premsa"#,
        yearly_month_day::<5, 3>,
    ),
    (
        "Dia Mundial contra la Ràbia",
        r#"dia mundial (contra | de) la r(à|a)bia"#,
        yearly_month_day::<9, 28>,
    ),
    ("Dia Mundial de la Ràdio", r#"dia mundial de la r(à|a)dio"#, yearly_month_day::<2, 13>),
    (
        "Dia Mundial dels Refugiats",
        r#"dia mundial (de l'|dels) refugiat(s)?"#,
        yearly_month_day::<6, 20>,
    ),
    (
        "Dia Mundial de la Ciència per la Pau i el Desenvolupament",
        r#"dia mundial de la ci(è|e)ncia per a la pau i el desenvolupament"#,
        yearly_month_day::<11, 10>,
    ),
    (
        "Dia Mundial de la Salut Sexual",
        r#"dmss|dia mundial de la salut sexual"#,
        yearly_month_day::<9, 4>,
    ),
    ("Dia Mundial de l'Sòl", r#"dia mundial de terra"#, yearly_month_day::<12, 5>),
    (
        "Dia Mundial de l'Accident Cerebrovascular",
        r#"dia mundial del (accident cerebrovascular|acv)"#,
        yearly_month_day::<10, 29>,
    ),
    (
        "Dia Mundial per a la Prevenció de l'Suïcidi",
        r#"dia mundial per a la prevenci(ó|o)de l'su(ï|i)cidi"#,
        yearly_month_day::<9, 10>,
    ),
    (
        "Dia Mundial dels Docents",
        r#"dia mundial (dels docents|de l'mestre)"#,
        yearly_month_day::<10, 5>,
    ),
    (
        "Dia Mundial de la Televisió",
        r#"dia mundial de la televisi(ó|o)"#,
        yearly_month_day::<11, 21>,
    ),
    ("Dia Mundial de l'bany", r#"dia mundial del (lavabo|v(à|a)ter)"#, yearly_month_day::<11, 19>),
    ("Dia Mundial de l'Turisme", r#"dmt|dia mundial de l'turisme"#, yearly_month_day::<9, 27>),
    (
        "Dia Mundial de la Tuberculosi",
        r#"dia mundial de (lluita contra)?la (tuberculosi|tb)"#,
        yearly_month_day::<3, 24>,
    ),
    ("Dia Mundial de la Tonyina", r#"dia mundial de la tonyina"#, yearly_month_day::<5, 2>),
    ("Dia Mundial del Veganismo", r#"dia mundial del veganismo"#, yearly_month_day::<11, 1>),
    (
        "Dia Mundial del Vegetarianismo",
        r#"dia mundial del vegetarianismo"#,
        yearly_month_day::<10, 1>,
    ),
    ("Dia Mundial del Agua", r#"dia mundial del agua"#, yearly_month_day::<3, 22>),
    (
        "Dia Mundial de les Zones Humides",
        r#"dia mundial de les zones humides"#,
        yearly_month_day::<2, 2>,
    ),
    (
        "Dia Mundial de la Vida Silvestre",
        r#"dia mundial de la vida silvestre"#,
        yearly_month_day::<3, 3>,
    ),
    (
        "Dia Mundial de les Habilitats de la Joventut",
        r#"dia mundial de les habilitats de la joventut"#,
        yearly_month_day::<7, 15>,
    ),
    ("Dia de la Zero Discriminació", r#"dia de la zero discriminació"#, yearly_month_day::<3, 1>),
    ("Dia de la Commonwealth", r#"dia de la commonwealth"#, yearly_nth_dow_of_month::<2, 1, 3>),
    (
        "Dia Mundial en Record de les Víctimes d'Accidents de Trànsit",
        r#"dia (mundial )?en recor de las v(í|i)ctimes (d'accidents )?de tr(à|a)nsit"#,
        yearly_nth_dow_of_month::<3, 7, 11>,
    ),
    (
        "Dia Internacional de les Cooperatives",
        r#"dia internacional de les cooperatives"#,
        yearly_nth_dow_of_month::<1, 6, 7>,
    ),
    (
        "Dia de Martin Luther King",
        r#"(MLK|dia de Martin Luther King,?)( Jr\.?| J(ú|u)nior)?|dia dels drets humans a Idaho"#,
        yearly_nth_dow_of_month::<3, 1, 1>,
    ),
    // The day after Thanksgiving (not always the fourth Friday of November).
    (
        "Divendres negre",
        r#"divendres negre|black( |-)?friday"#,
        || {
            let thanksgiving = nth_dow_of_month(4, 4, 11);
            Some(cycle_nth_after(false, Grain::Day, 1, &thanksgiving))
        },
    ),
    (
        "Dia Mundial de l'Hàbitat",
        r#"dia mundial de l'h(à|a)bitat"#,
        yearly_nth_dow_of_month::<1, 1, 10>,
    ),
    ("Dia Mundial de l'Ronyó", r#"dia mundial de l'rony(ó|o)"#, yearly_nth_dow_of_month::<2, 4, 3>),
    (
        "Dia Mundial de la Lepra",
        r#"dia mundial (contra|de) la lepra"#,
        || Some(pred_last_of(&day_of_week(7), &month(1))),
    ),
    (
        "Dia Marítim Mundial",
        r#"dia mar(í|i)tim mundial"#,
        || Some(pred_last_of(&day_of_week(4), &month(9))),
    ),
    (
        "Dia Mundial de les Aus Migratòries",
        r#"dia mundial de les aus migrat(ò|o)ries"#,
        yearly_nth_dow_of_month::<2, 6, 5>,
    ),
    (
        "Dia mundial de la filosofia",
        r#"Dia mundial de la filosofia"#,
        yearly_nth_dow_of_month::<3, 4, 11>,
    ),
    (
        "Dia mundial de la religió",
        r#"dia mundial de (la|les)? religi(ó|ons)"#,
        yearly_nth_dow_of_month::<3, 7, 1>,
    ),
    (
        "Dia mundial de la vista",
        r#"dia mundial de la (vista|visi(ó|o))"#,
        yearly_nth_dow_of_month::<2, 4, 10>,
    ),
    (
        "Dia de el cap",
        r#"(el )?dia (nacional )?de el cap"#,
        || Some(pred_nth_closest(0, &weekday(), &month_day(10, 16))),
    ),
];
