//! Holidays (`rulePeriodicHolidays`): each one a rule named after it, its regex giving its day marked with
//! its name (`holidayBeta`) and accepting "este/próximo" before it.

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
    (
        "Día de África",
        r#"d(í|i)a de (la (libertad|liberacion) )?(á|a)frica(na)?"#,
        yearly_month_day::<5, 25>,
    ),
    (
        "Día de la Industrialización de África",
        r#"d(í|i)a de (la )?industrializaci(ó|o)n de (á|a)frica(na)?"#,
        yearly_month_day::<11, 20>,
    ),
    ("Día de Todos los Santos", r#"d(í|i)a de todos los santos"#, yearly_month_day::<11, 1>),
    ("Día de las Almas", r#"d(í|i)a de las almas"#, yearly_month_day::<11, 2>),
    (
        "Día de los Inocentes de Abril",
        r#"d(í|i)a de (los inocentes|las bromas)( de abril)?"#,
        yearly_month_day::<4, 1>,
    ),
    (
        "Día Mundial de la Lengua Árabe",
        r#"d(í|i)a mundial de la lengua (á|a)rabe"#,
        yearly_month_day::<12, 18>,
    ),
    ("Asunción de María", r#"asunci(ó|o)n de mar(í|i)a"#, yearly_month_day::<8, 15>),
    ("Día del Boxeo", r#"(el )?d(í|i)a del (boxeo|boxeador)"#, yearly_month_day::<12, 26>),
    ("Día de Lengua China", r#"d(í|i)a de lengua china"#, yearly_month_day::<4, 20>),
    ("Nochebuena", r#"(la (cena de )?)?(nochebuena|noche buena)"#, yearly_month_day::<12, 24>),
    (
        "Día de Conmemoración de las Víctimas de la Guerra Química",
        r#"d(í|i)a (de )?(conmemorativo|conmemoraci(ó|o)n) (en recuerdo )?de las v(í|i)ctimas de la guerra qu(í|i)mica"#,
        yearly_month_day::<4, 29>,
    ),
    (
        "Día de Conmemoración de las Víctimas del Genocidio de Ruanda",
        r#"d(í|i)a (de )?(conmemorativo|conmemoraci(ó|o)n) (en recuerdo )?de las v(í|i)ctimas del genocidio de ruanda"#,
        yearly_month_day::<4, 7>,
    ),
    ("Día de la Marina", r#"d(í|i)a (de la|del) marin(a|o)"#, yearly_month_day::<6, 25>),
    (
        "Día de la Tierra",
        r#"d(í|i)a (internacional )?de la (madre )?tierra"#,
        yearly_month_day::<4, 22>,
    ),
    ("Día de la Lengua Inglesa", r#"d(í|i)a de la lengua inglesa"#, yearly_month_day::<4, 23>),
    ("Epifanía", r#"Epifan(í|i)a"#, yearly_month_day::<1, 6>),
    (
        "Las Fiestas de San Francisco de Asís",
        r#"(las )?fiestas de san (francisco de as(í|i)s|pacho)"#,
        yearly_month_day::<10, 4>,
    ),
    (
        "Fiesta de la Inmaculada Concepción",
        r#"(d(í|i)a|fiesta) de la inmaculada concepci(ó|o)n( de (la virgen )?mar(í|i)a)?"#,
        yearly_month_day::<12, 8>,
    ),
    (
        "Día Mundial de las Madres y de los Padres",
        r#"d(í|i)a mundial de las madres y de los padres"#,
        yearly_month_day::<6, 1>,
    ),
    (
        "Día de Todos los Santos",
        r#"(d(í|i)a|festividad) de todos los santos"#,
        yearly_month_day::<10, 31>,
    ),
    (
        "Día de los Derechos Humanos",
        r#"d(í|i)a de los derechos humanos"#,
        yearly_month_day::<12, 10>,
    ),
    (
        "Día Internacional de Sensibilización sobre el Albinismo",
        r#"d(í|i)a internacional de sensibilizaci(ó|o)n sobre el albinismo"#,
        yearly_month_day::<6, 13>,
    ),
    (
        "Día Internacional contra la Corrupción",
        r#"d(í|i)a internacional contra la corrupci(ó|o)n"#,
        yearly_month_day::<12, 9>,
    ),
    (
        "Día Internacional de los Asteroides",
        r#"d(í|i)a internacional de los asteroides"#,
        yearly_month_day::<6, 30>,
    ),
    (
        "Celebra el Día Internacional de la Bisexualidad",
        r#"celebra el d(í|i)a internacional de la bisexualidad"#,
        yearly_month_day::<9, 23>,
    ),
    (
        "Día Internacional de Recordación de Desastres de Chernóbil",
        r#"d(í|i)a internacional de recordaci(ó|o)n de desastres de chern(ó|o)bil "#,
        yearly_month_day::<4, 26>,
    ),
    (
        "Día Internacional de la Aviacion Civil",
        r#"d(í|i)a internacional de la aviacion civil"#,
        yearly_month_day::<12, 7>,
    ),
    (
        "Día Internacional de la Aduana",
        r#"d(í|i)a internacional de la(s)? aduana(s)?"#,
        yearly_month_day::<1, 26>,
    ),
    (
        "Día Internacional de la Lucha contra el Uso Indebido y el Tráfico Ilícito de Drogas",
        r#"d(í|i)a internacional de la lucha contra el uso indebido y el tr(á|a)fico il(í|i)cito de drogas"#,
        yearly_month_day::<6, 26>,
    ),
    (
        "Día Internacional contra los Ensayos Nucleares",
        r#"d(í|i)a internacional contra los ensayos nucleares"#,
        yearly_month_day::<8, 29>,
    ),
    (
        "Día Internacional de la Diversidad Biológica",
        r#"d(í|i)a internacional de la diversidad biol(ó|o)gica"#,
        yearly_month_day::<5, 22>,
    ),
    (
        "Día Internacional de los Monumentos y Sitios",
        r#"d(í|i)a internacional de los monumentos y sitios"#,
        yearly_month_day::<4, 18>,
    ),
    (
        "Día Internacional para la Prevención de la Explotación del medio ambiente en la Guerra y los Conflictos Armados",
        r#"d(í|i)a internacional para la prevenci(ó|o)n de la explotaci(ó|o)n del medio ambiente en la guerra y los conflictos armados"#,
        yearly_month_day::<11, 6>,
    ),
    (
        "Día de las Naciones Unidas para la Cooperación Sur-Sur",
        r#"d(í|i)a de las naciones unidas para la cooperaci(ó|o)n sur(\-|\s)sur"#,
        yearly_month_day::<9, 12>,
    ),
    (
        "Día Internacional para la Tolerancia",
        r#"d(í|i)a internacional (de|para) la tolerancia"#,
        yearly_month_day::<11, 16>,
    ),
    (
        "Día Internacional para la Abolición de la Esclavitud",
        r#"d(í|i)a internacional para la abolici(ó|o)n de la esclavitud"#,
        yearly_month_day::<12, 2>,
    ),
    (
        "Día Internacional de la Eliminación de la Discriminación Racial",
        r#"d(í|i)a internacional de la eliminaci(ó|o)n de la discriminaci(ó|o)n racial"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Día Internacional de la Eliminación de la Violencia Sexual en los Conflictos",
        r#"d(í|i)a internacional de la eliminaci(ó|o)n de la violencia sexual en los conflictos"#,
        yearly_month_day::<6, 19>,
    ),
    (
        "Día Internacional de la Eliminación de la Violencia contra la Mujer",
        r#"d(í|i)a internacional de la eliminaci(ó|o)n de la violencia contra la mujer."#,
        yearly_month_day::<11, 25>,
    ),
    (
        "Día Internacional para la Erradicación de la Pobreza",
        r#"d(í|i)a internacional para la erradicaci(ó|o)n de la pobreza"#,
        yearly_month_day::<10, 17>,
    ),
    (
        "Día Internacional de la Preservación de la Capa de Ozono",
        r#"d(í|i)a internacional de la preservaci(ó|o)n de la capa de ozono"#,
        yearly_month_day::<9, 16>,
    ),
    (
        "Día Internacional del Recuerdo de la Trata de Esclavos y de su Abolición",
        r#"d(í|i)a internacional del recuerdo de la trata de esclavos y de su abolici(ó|o)n"#,
        yearly_month_day::<8, 23>,
    ),
    (
        "Día Internacional del Derecho a la Verdad en relación con Violaciones Graves de los Derechos Humanos y de la Dignidad de las Víctimas de las Naciones Unidas",
        r#"d(í|i)a internacional del derecho a la verdad en relaci(ó|o)n con violaciones graves de los derechos humanos y de la dignidad de las v(í|i)ctimas de las naciones unidas"#,
        yearly_month_day::<3, 24>,
    ),
    (
        "Día Internacional para la Eliminación Total de las Armas Nucleares",
        r#"d(í|i)a internacional para la eliminaci(ó|o)n total de las armas nucleares"#,
        yearly_month_day::<9, 26>,
    ),
    (
        "Día Internacional de las Naciones Unidas en Apoyo de las Víctimas de la Tortura",
        r#"d(í|i)a internacional de las naciones unidas en apoyo de las v(í|i)ctimas de la tortura"#,
        yearly_month_day::<6, 26>,
    ),
    (
        "Día Internacional de la Beneficencia",
        r#"d(í|i)a internacional de la beneficencia"#,
        yearly_month_day::<9, 5>,
    ),
    (
        "Día Internacional de Conmemoración anual en memoria de las Víctimas del Holocausto",
        r#"d(í|i)a internacional de conmemoraci(ó|o)n anual en memoria de las v(í|i)ctimas del holocausto"#,
        yearly_month_day::<1, 27>,
    ),
    (
        "Día Internacional de la Democracia",
        r#"d(í|i)a (internacional )?de la democracia"#,
        yearly_month_day::<9, 15>,
    ),
    (
        "Día Internacional de las Personas con Discapacidad",
        r#"d(í|i)a internacional de las personas con discapacidad"#,
        yearly_month_day::<12, 3>,
    ),
    (
        "Día Internacional de la Familia",
        r#"d(í|i)a internacional de la(s)? familia(s)?"#,
        yearly_month_day::<5, 15>,
    ),
    (
        "Día Internacional de las Remesas Familiares",
        r#"d(í|i)a internacional de las remesas familiares"#,
        yearly_month_day::<6, 16>,
    ),
    (
        "Día Internacional de los Bosques",
        r#"d(í|i)a internacional de los bosques"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Día Internacional de la Amistad",
        r#"d(í|i)a internacional de la amistad"#,
        yearly_month_day::<7, 30>,
    ),
    (
        "Día Internacional de la Felicidad",
        r#"d(í|i)a (internacional|mundial) de la felicidad"#,
        yearly_month_day::<3, 20>,
    ),
    (
        "Día Internacional de los Vuelos Espaciales",
        r#"d(í|i)a internacional (de los|del) vuelos espaciales"#,
        yearly_month_day::<4, 12>,
    ),
    (
        "Día Internacional de los Niños Víctimas Inocentes de Agresión",
        r#"d(í|i)a internacional de los ni(ñ|n)os v(í|i)ctimas inocentes de agresi(ó|o)n"#,
        yearly_month_day::<6, 4>,
    ),
    (
        "Día Internacional de la no Violencia",
        r#"d(í|i)a internacional de la no violencia"#,
        yearly_month_day::<10, 2>,
    ),
    (
        "Día Internacional del Nowruz",
        r#"d(í|i)a internacional del nowruz"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Día Internacional de las Personas Mayores",
        r#"d(í|i)a internacional de las personas mayores"#,
        yearly_month_day::<10, 1>,
    ),
    (
        "Dia Internacional de la Paz",
        r#"d(í|i)a internacional de la paz"#,
        yearly_month_day::<9, 21>,
    ),
    (
        "Día Internacional de las Personas con Discapacidad",
        r#"d(í|i)a internacional de las personas con discapacidad"#,
        yearly_month_day::<12, 3>,
    ),
    (
        "Día Internacional de Recuerdo de las Víctimas de la Esclavitud y la Trata Transatlántica de Esclavos",
        r#"d(í|i)a internacional de recuerdo de las v(í|i)ctimas de la esclavitud y la trata transatl(á|a)ntica de esclavos"#,
        yearly_month_day::<3, 25>,
    ),
    (
        "Día Internacional de las Mujeres Rurales",
        r#"d(í|i)a internacional de las mujeres rurales"#,
        yearly_month_day::<10, 15>,
    ),
    (
        "Día Internacional de Solidaridad con los miembros del Personal Detenidos o Desaparecidos",
        r#"d(í|i)a internacional de solidaridad con los miembros del personal detenidos o desaparecidos"#,
        yearly_month_day::<3, 25>,
    ),
    (
        "Día Internacional de Solidaridad con el Pueblo Palestino",
        r#"d(í|i)a internacional de solidaridad con el pueblo palestino"#,
        yearly_month_day::<11, 29>,
    ),
    (
        "Día Internacional del Deporte para el Desarrollo y la Paz",
        r#"d(í|i)a internacional del deporte para el desarrollo y la paz"#,
        yearly_month_day::<4, 6>,
    ),
    (
        "Día Internacional del Personal de Paz de las Naciones Unidas",
        r#"d(í|i)a internacional del personal de paz de las naciones unidas"#,
        yearly_month_day::<5, 29>,
    ),
    (
        "Día Internacional de la Mujer y la Niña en la Ciencia",
        r#"d(í|i)a internacional de la mujer y la ni(ñ|n)a en la ciencia"#,
        yearly_month_day::<2, 11>,
    ),
    ("Día Internacional del Yoga", r#"d(í|i)a Internacional del Yoga"#, yearly_month_day::<6, 21>),
    (
        "Día Internacional de Tolerancia Cero con la Mutilación Genital Femenina",
        r#"d(í|i)a internacional de tolerancia cero con la mutilaci(ó|o)n genital femenina"#,
        yearly_month_day::<2, 6>,
    ),
    (
        "Día Internacional de la Niña",
        r#"d(í|i)a internacional de la ni(ñ|n)a"#,
        yearly_month_day::<10, 11>,
    ),
    (
        "Día Internacional de las Víctimas de Desapariciones Forzadas",
        r#"d(í|i)a internacional de las v(í|i)ctimas de desapariciones forzadas"#,
        yearly_month_day::<8, 30>,
    ),
    (
        "Día Internacional de los Pueblos Indígenas del Mundo",
        r#"d(í|i)a internacional de los pueblos ind(í|i)genas del mundo"#,
        yearly_month_day::<8, 9>,
    ),
    (
        "Día Internacional para poner fin a la Impunidad de los Crímenes contra Periodistas",
        r#"d(í|i)a internacional para poner fin a la impunidad de los cr(í|i)menes contra periodistas"#,
        yearly_month_day::<11, 2>,
    ),
    (
        "Día Internacional para la Erradicación de la Fístula Obstétrica",
        r#"d(í|i)a internacional para la erradicaci(ó|o)n de la f(í|i)stula obst(é|e)trica"#,
        yearly_month_day::<5, 23>,
    ),
    (
        "Día Internacional para la Reducción de los Desastres Naturales",
        r#"d(í|i)a internacional para la reducci(ó|o)n de los desastres (naturales)?"#,
        yearly_month_day::<10, 13>,
    ),
    (
        "Día Internacional de la Solidaridad Humana",
        r#"d(í|i)a internacional de la solidaridad humana"#,
        yearly_month_day::<12, 20>,
    ),
    ("Día Internacional del Jazz", r#"d(í|i)a internacional del jazz"#, yearly_month_day::<4, 30>),
    (
        "Día Internacional de la Alfabetización",
        r#"d(í|i)a internacional de la alfabetizaci(ó|o)n"#,
        yearly_month_day::<9, 8>,
    ),
    (
        "Día Internacional del Hombre",
        r#"d(í|i)a internacional de(l)? los hombre(s)?"#,
        yearly_month_day::<11, 19>,
    ),
    (
        "Día Internacional del Migrante",
        r#"d(í|i)a internacional del migrante"#,
        yearly_month_day::<12, 18>,
    ),
    (
        "Día Internacional de la Lengua Materna",
        r#"d(í|i)a (internacional|mundial) de la lengua materna"#,
        yearly_month_day::<2, 21>,
    ),
    (
        "Día Internacional de las Montañas",
        r#"d(í|i)a internacional de las monta(ñ|n)as"#,
        yearly_month_day::<12, 11>,
    ),
    (
        "Día Internacional de las Enfermeras",
        r#"d(í|i)a internacional de las enfermeras"#,
        yearly_month_day::<5, 12>,
    ),
    (
        "Día de la Conciencia Internacional sobre la Sobredosis",
        r#"ioad|d(í|i)a de (la )?conciencia internacional (de|sobre) la sobredosis"#,
        yearly_month_day::<8, 31>,
    ),
    (
        "Día Internacional del Voluntariado para el Desarrollo Económico y Social",
        r#"d(í|i)a internacional del voluntariado para el desarrollo econ(ó|o)mico y social"#,
        yearly_month_day::<12, 5>,
    ),
    (
        "Día Internacional de las Viudas",
        r#"d(í|i)a internacional de las viudas"#,
        yearly_month_day::<6, 23>,
    ),
    (
        "Día Internacional de la Mujer",
        r#"d(í|i)a internacional de la mujer"#,
        yearly_month_day::<3, 8>,
    ),
    (
        "Día Internacional de la Juventud",
        r#"d(í|i)a internacional de la juventud"#,
        yearly_month_day::<8, 12>,
    ),
    ("El Primero de Mayo", r#"(el )?primero de mayo"#, yearly_month_day::<5, 1>),
    (
        "Día Internacional de Nelson Mandela",
        r#"d(í|i)a (internacional )?de nelson mandela"#,
        yearly_month_day::<7, 18>,
    ),
    ("La Navidad Ortodoxa", r#"(la )?navidad ortodoxa"#, yearly_month_day::<1, 7>),
    (
        "Año Nuevo Ortodoxo",
        r#"(el )?(a(ñ|n)o nuevo viejo|a(ñ|n)o viejo ortodoxo|a(ñ|n)o nuevo ortodoxo|a(ñ|n)o nuevo juliano)"#,
        yearly_month_day::<1, 14>,
    ),
    (
        "Día Mundial de los Servicios Públicos",
        r#"d(í|i)a (mundial|nacional) de(l)? (los )?(servicios|servidor) p(ú|u)blico(s)?"#,
        yearly_month_day::<6, 23>,
    ),
    ("Día de San Jorge", r#"d(í|i)a de san jorge|fiesta de san jorge"#, yearly_month_day::<4, 23>),
    ("Día de San Patricio", r#"d(í|i)a de san patricio"#, yearly_month_day::<3, 17>),
    ("Dia de San Esteban", r#"d(í|i)a de san esteban"#, yearly_month_day::<12, 26>),
    (
        "Día Internacional del Tiempo del Recuerdo y la Reconciliación para Quienes Perdieron la Vida durante la Segunda Guerra Mundial",
        r#"d(í|i)a internacional del tiempo del recuerdo y la reconciliaci(ó|o)n para quienes perdieron la vida durante la segunda guerra mundial"#,
        yearly_month_day::<5, 8>,
    ),
    ("Día de las Naciones Unidas", r#"d(í|i)a de las naciones unidas"#, yearly_month_day::<10, 24>),
    (
        "Día Internacional de Información sobre el Peligro de las Minas y de Asistencia para las Actividades Relativas a las Minas",
        r#"d(í|i)a internacional de informaci(ó|o)n sobre el peligro de las minas y de asistencia para las actividades relativas a las minas"#,
        yearly_month_day::<4, 4>,
    ),
    (
        "Día Mundial de la Salud",
        r#"d(í|i)a mundial de la salud( de las naciones unidas)?"#,
        yearly_month_day::<4, 7>,
    ),
    ("Día Universal del Niño", r#"d(í|i)a universal del ni(ñ|n)o"#, yearly_month_day::<11, 20>),
    ("Día de San Valentín", r#"(el )?d(í|i)a de san valent(í|i)n"#, yearly_month_day::<2, 14>),
    (
        "Día Mundial de la lucha contra el SIDA",
        r#"d(í|i)a mundial de(l)? (la lucha contra el )?SIDA"#,
        yearly_month_day::<12, 1>,
    ),
    (
        "Día Mundial de Concienciación sobre el Autismo",
        r#"d(í|i)a mundial de(l)? (concienciaci(ó|o)n sobre el )?autismo"#,
        yearly_month_day::<4, 2>,
    ),
    (
        "Día Mundial de la Artritis Reumatoide",
        r#"d(í|i)a mundial de la artritis( reumatoide)?"#,
        yearly_month_day::<5, 20>,
    ),
    (
        "Día Mundial del Donante de Sangre",
        r#"d(í|i)a mundial del donante de sangre"#,
        yearly_month_day::<6, 14>,
    ),
    (
        "Día Internacional del Libro y del Derecho de Autor",
        r#"d(í|i)a internacional del libro y de(l)? (los )?derecho(s)? de autor"#,
        yearly_month_day::<4, 23>,
    ),
    ("Día Mundial del Braille", r#"d(í|i)a mundial del braille"#, yearly_month_day::<1, 4>),
    (
        "Día Mundial contra el Cáncer",
        r#"d(í|i)a mundial contra el c(á|a)ncer"#,
        yearly_month_day::<2, 4>,
    ),
    (
        "Día Mundial de las Ciudades",
        r#"d(í|i)a mundial de las ciudades"#,
        yearly_month_day::<10, 31>,
    ),
    (
        "Día Mundial de la PC",
        r#"d(í|i)a mundial (de la|del) (PC|Paralisia Cerebral)"#,
        yearly_month_day::<10, 6>,
    ),
    (
        "Día Mundial contra el Trabajo Infantil",
        r#"d(í|i)a mundial contra el trabajo infantil"#,
        yearly_month_day::<6, 12>,
    ),
    (
        "Día Mundial contra la Trata de Personas",
        r#"d(í|i)a mundial contra la trata de personas"#,
        yearly_month_day::<7, 30>,
    ),
    (
        "Día Mundial del Patrimonio Audiovisual",
        r#"d(í|i)a mundial (del|sobre el) patrimonio audiovisual"#,
        yearly_month_day::<10, 27>,
    ),
    (
        "Día Mundial de la Diversidad Cultural para el Diálogo y el Desarrollo",
        r#"d(í|i)a mundial de la diversidad cultural para el diálogo y el desarrollo"#,
        yearly_month_day::<5, 21>,
    ),
    (
        "Día Mundial de la Seguridad y la Salud en el Trabajo",
        r#"d(í|i)a mundial de la seguridad y la salud en el trabajo"#,
        yearly_month_day::<4, 28>,
    ),
    (
        "Día Mundial por la Abolición de la Esclavitud",
        r#"d(í|i)a (internacional|mundial) (para|por) la abolici(ó|o)n de la esclavitud"#,
        yearly_month_day::<12, 2>,
    ),
    (
        "Día Mundial de la Justicia Social",
        r#"d(í|i)a mundial de la justicia social"#,
        yearly_month_day::<2, 20>,
    ),
    (
        "Día Mundial del Enfermo",
        r#"d(í|i)a mundial (del|de los) enfermos"#,
        yearly_month_day::<2, 11>,
    ),
    (
        "Día Mundial de Lucha contra la Desertificación y la Sequía",
        r#"d(í|i)a mundial (de lucha contra|para combatir) la desertificaci(ó|o)n y la sequ(í|i)a"#,
        yearly_month_day::<6, 17>,
    ),
    (
        "Día Mundial de Información sobre el Desarrollo",
        r#"d(í|i)a mundial de informaci(ó|o)n sobre el desarrollo"#,
        yearly_month_day::<10, 24>,
    ),
    ("Día Mundial de la Diabetes", r#"d(í|i)a mundial de la diabetes"#, yearly_month_day::<11, 14>),
    (
        "Día Mundial del Síndrome de Down",
        r#"d(í|i)a mundial del s(í|i)ndrome de down"#,
        yearly_month_day::<3, 21>,
    ),
    (
        "Día Mundial de Toma de Conciencia del Abuso y Maltrato en la Vejez",
        r#"d(í|i)a mundial de toma de conciencia del abuso y maltrato en la vejez"#,
        yearly_month_day::<6, 15>,
    ),
    (
        "Día Mundial del Medio Ambiente",
        r#"d(í|i)a mundial del medio ambiente"#,
        yearly_month_day::<6, 5>,
    ),
    (
        "Día Mundial de la Alimentación",
        r#"d(í|i)a mundial de la alimentaci(ó|o)n"#,
        yearly_month_day::<10, 16>,
    ),
    (
        "Día para la Conmemoración y Dignificación de las Víctimas del Crimen de Genocidio y para su Prevención",
        r#"d(í|i)a para la conmemoraci(ó|o)n y dignificaci(ó|o)n de las v(í|i)ctimas del crimen de genocidio y para su prevenci(ó|o)n"#,
        yearly_month_day::<12, 9>,
    ),
    ("Día Mundial del Corazón", r#"d(í|i)a mundial del coraz(ó|o)n"#, yearly_month_day::<9, 29>),
    (
        "Día Mundial de la Hepatitis",
        r#"d(í|i)a mundial (contra|de) la hepatitis"#,
        yearly_month_day::<7, 28>,
    ),
    (
        "Día Mundial de la Asistencia Humanitaria",
        r#"d(í|i)a mundial de la asistencia humanitaria"#,
        yearly_month_day::<8, 19>,
    ),
    (
        "Día Internacional de la Sociedad de la Información",
        r#"d(í|i)a (internacional|mundial) de (las telecomunicaciones y )?la sociedad de la informaci(ó|o)n"#,
        yearly_month_day::<5, 17>,
    ),
    (
        "Día Mundial de la Propiedad Intelectual",
        r#"d(í|i)a mundial de la propiedad intelectual"#,
        yearly_month_day::<4, 26>,
    ),
    (
        "Día Mundial de la Malaria",
        r#"d(í|i)a mundial (de la|del) (malaria|paludismo)"#,
        yearly_month_day::<4, 25>,
    ),
    (
        "Día Mundial de la Salud Mental",
        r#"d(í|i)a mundial de la salud mental"#,
        yearly_month_day::<10, 10>,
    ),
    (
        "Día Mundial de la Meteorología",
        r#"d(í|i)a (mundial de (la )?meteorolog(í|i)a|meteorol(ó|o)gico mundial)"#,
        yearly_month_day::<3, 23>,
    ),
    ("Día Mundial sin Tabaco", r#"d(í|i)a mundial sin tabaco"#, yearly_month_day::<5, 31>),
    (
        "Dia Mundial de los Océanos",
        r#"d(í|i)a mundial de los oc(é|e)anos"#,
        yearly_month_day::<6, 8>,
    ),
    (
        "Día Mundial del Cáncer de Ovario",
        r#"d(í|i)a mundial del c(á|a)ncer de ovario"#,
        yearly_month_day::<5, 8>,
    ),
    (
        "Día Mundial contra la Neumonía",
        r#"d(í|i)a mundial (contra|de) la neumon(í|i)a"#,
        yearly_month_day::<11, 12>,
    ),
    ("Dia Mundial de la Poesia", r#"d(í|i)a mundial de la poesia"#, yearly_month_day::<3, 21>),
    (
        "Día Mundial de la Población",
        r#"d(í|i)a mundial de la poblaci(ó|o)n"#,
        yearly_month_day::<7, 11>,
    ),
    ("Día Mundial del Correo", r#"d(í|i)a mundial del correo"#, yearly_month_day::<10, 9>),
    (
        "Día de la Prematuridad Mundial",
        r#"d(í|i)a (de la prematuridad mundial|mundial del (ni(ñ|n)o )?prematuro)"#,
        yearly_month_day::<11, 17>,
    ),
    (
        "Día Mundial de la Libertad de Prensa",
        r#"d(í|i)a mundial de la libertad de prensa"#,
        yearly_month_day::<5, 3>,
    ),
    (
        "Día Mundial contra la Rabia",
        r#"d(í|i)a mundial (contra|de) la rabia"#,
        yearly_month_day::<9, 28>,
    ),
    ("Día Mundial de la Radio", r#"d(í|i)a mundial de la radio"#, yearly_month_day::<2, 13>),
    (
        "Día Mundial de los Refugiados",
        r#"d(í|i)a mundial (del|de los) refugiado(s)?"#,
        yearly_month_day::<6, 20>,
    ),
    (
        "Día Mundial de la Ciencia para la Paz y el Desarrollo",
        r#"d(í|i)a mundial de la ciencia para la paz y el desarrollo"#,
        yearly_month_day::<11, 10>,
    ),
    (
        "Día Mundial de la Salud Sexual",
        r#"dmss|d(í|i)a mundial de la salud sexual"#,
        yearly_month_day::<9, 4>,
    ),
    ("Día Mundial del Suelo", r#"d(í|i)a mundial del suelo"#, yearly_month_day::<12, 5>),
    (
        "Día Mundial del Accidente Cerebrovascular",
        r#"d(í|i)a mundial del (accidente cerebrovascular|acv)"#,
        yearly_month_day::<10, 29>,
    ),
    (
        "Día Mundial para la Prevención del Suicidio",
        r#"d(í|i)a mundial para la prevenci(ó|o)n del suicidio"#,
        yearly_month_day::<9, 10>,
    ),
    (
        "Día Mundial de los Docentes",
        r#"d(í|i)a mundial (de los docentes|del maestro)"#,
        yearly_month_day::<10, 5>,
    ),
    (
        "Día Mundial de la Televisión",
        r#"d(í|i)a mundial de la televisi(ó|o)n"#,
        yearly_month_day::<11, 21>,
    ),
    (
        "Día Mundial del Baño",
        r#"d(í|i)a mundial del (ba(ñ|n)o|retrete)"#,
        yearly_month_day::<11, 19>,
    ),
    ("Día Mundial del Turismo", r#"dmt|d(í|i)a mundial del turismo"#, yearly_month_day::<9, 27>),
    (
        "Día Mundial de la Tuberculosis",
        r#"d(í|i)a mundial de (lucha contra)?la (tuberculosis|tb)"#,
        yearly_month_day::<3, 24>,
    ),
    ("Día Mundial del Atun", r#"d(í|i)a mundial del atun"#, yearly_month_day::<5, 2>),
    ("Día Mundial del Veganismo", r#"d(í|i)a mundial del veganismo"#, yearly_month_day::<11, 1>),
    (
        "Día Mundial del Vegetarianismo",
        r#"d(í|i)a mundial del vegetarianismo"#,
        yearly_month_day::<10, 1>,
    ),
    ("Día Mundial del Agua", r#"d(í|i)a mundial del agua"#, yearly_month_day::<3, 22>),
    (
        "Día Mundial de los Humedales",
        r#"d(í|i)a mundial de los humedales"#,
        yearly_month_day::<2, 2>,
    ),
    (
        "Día Mundial de la Vida Silvestre",
        r#"d(í|i)a mundial de la vida silvestre"#,
        yearly_month_day::<3, 3>,
    ),
    (
        "Día Mundial de las Habilidades de la Juventud",
        r#"d(í|i)a mundial de las habilidades de la juventud"#,
        yearly_month_day::<7, 15>,
    ),
    (
        "Día de la Cero Discriminación",
        r#"d(í|i)a de la cero discriminaci(ó|o)n"#,
        yearly_month_day::<3, 1>,
    ),
    ("Día de la Commonwealth", r#"d(í|i)a de la commonwealth"#, yearly_nth_dow_of_month::<2, 1, 3>),
    (
        "Día Mundial en Recuerdo de las Víctimas de Accidentes de Tráfico",
        r#"d(í|i)a (mundial )?en recuerdo de las v(í|i)ctimas (de accidentes )?de tr(á|a)fico"#,
        yearly_nth_dow_of_month::<3, 7, 11>,
    ),
    (
        "Día Internacional de las Cooperativas",
        r#"d(í|i)a internacional de las cooperativas"#,
        yearly_nth_dow_of_month::<1, 6, 7>,
    ),
    (
        "Día de Martin Luther King",
        r#"(MLK|d(í|i)a de Martin Luther King,?)( Jr\.?| J(ú|u)nior)?|d(í|i)a de los derechos humanos en Idaho"#,
        yearly_nth_dow_of_month::<3, 1, 1>,
    ),
    ("Viernes negro", r#"viernes negro"#, || {
        Some(cycle_nth_after(
            false,
            Grain::Day,
            1,
            &nth_dow_of_month(4, 4, 11),
        ))
    }),
    (
        "Día Mundial del Hábitat",
        r#"d(í|i)a mundial del h(á|a)bitat"#,
        yearly_nth_dow_of_month::<1, 1, 10>,
    ),
    (
        "Día Mundial del Riñón",
        r#"d(í|i)a mundial del ri(ñ|n)(ó|o)n"#,
        yearly_nth_dow_of_month::<2, 4, 3>,
    ),
    (
        "Día Mundial de la Lepra",
        r#"d(í|i)a mundial (contra|de) la lepra"#,
        || Some(pred_last_of(&day_of_week(7), &month(1))),
    ),
    (
        "Día Marítimo Mundial",
        r#"d(í|i)a mar(í|i)timo mundial"#,
        || Some(pred_last_of(&day_of_week(4), &month(9))),
    ),
    (
        "Día Mundial de las Aves Migratorias",
        r#"d(í|i)a mundial de las aves migratorias"#,
        yearly_nth_dow_of_month::<2, 6, 5>,
    ),
    (
        "Día mundial de la filosofía",
        r#"d(í|i)a mundial de la filosof(í|i)a"#,
        yearly_nth_dow_of_month::<3, 4, 11>,
    ),
    (
        "Día mundial de la religion",
        r#"d(í|i)a mundial de la(s)? religion(es)?"#,
        yearly_nth_dow_of_month::<3, 7, 1>,
    ),
    (
        "Día mundial de la vista",
        r#"d(í|i)a mundial de la (vista|visi(ó|o)n)"#,
        yearly_nth_dow_of_month::<2, 4, 10>,
    ),
    (
        "Día del jefe",
        r#"(el )?d(í|i)a (nacional )?del jefe"#,
        || Some(pred_nth_closest(0, &weekday(), &month_day(10, 16))),
    ),
];
