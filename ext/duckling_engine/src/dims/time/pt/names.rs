//! Days of the week and months by name ("segunda-feira", "sáb.", "março"), and the fixed days Duckling names
//! ("natal", "Tiradentes", "ano novo"): ruleDaysOfWeek, ruleMonths, ruleNatal … ruleIndependecia.

use super::tt;
use crate::dims::token::{Rule, re};
use crate::time::helpers::{day_of_week, mk_ok_for_this_next, month, month_day};

/// Duckling's `daysOfWeek` (Monday = 1), its names as it spells them.
const DAYS: [(&str, &str); 7] = [
    ("Segunda-feira", r"segunda((\s|\-)feira)?|seg\.?"),
    ("Terça-feira", r"ter(ç|c)a((\s|\-)feira)?|ter\."),
    ("Quart-feira", r"quarta((\s|\-)feira)?|qua\.?"),
    ("Quinta-feira", r"quinta((\s|\-)feira)?|qui\.?"),
    ("Sexta-feira", r"sexta((\s|\-)feira)?|sex\.?"),
    ("Sábada", r"s(á|a)bado|s(á|a)b\.?"),
    ("Domingo", r"domingo|dom\.?"),
];

const MONTHS: [(&str, &str); 12] = [
    ("Janeiro", r"janeiro|jan\.?"),
    ("Fevereiro", r"fevereiro|fev\.?"),
    ("Março", r"mar(ç|c)o|mar\.?"),
    ("Abril", r"abril|abr\.?"),
    ("Maio", r"maio|mai\.?"),
    ("Junho", r"junho|jun\.?"),
    ("Julho", r"julho|jul\.?"),
    ("Agosto", r"agosto|ago\.?"),
    ("Setembro", r"setembro|set\.?"),
    ("Outubro", r"outubro|out\.?"),
    ("Novembro", r"novembro|nov\.?"),
    ("Dezembro", r"dezembro|dez\.?"),
];

/// The days Duckling's PT rules name, none of them flagged as a holiday: rule name, words, month, day.
const FIXED_DAYS: [(&str, &str, i32, i32); 9] = [
    ("natal", "natal", 12, 25),
    ("Tiradentes", "tiradentes", 4, 21),
    ("ano novo", "ano novo|reveillon", 1, 1),
    (
        "vespera de ano novo",
        r"v(é|e)spera d[eo] ano[\s\-]novo",
        12,
        31,
    ),
    (
        "Proclamação da República",
        "proclama(c|ç)(a|ã)o da rep(ú|u)blica",
        11,
        15,
    ),
    ("Dia do trabalhador", "dia do trabalh(o|ador)", 5, 1),
    (
        "Nossa Senhora Aparecida",
        "nossa senhora( aparecida)?",
        10,
        12,
    ),
    ("Finados", "finados|dia dos mortos", 11, 2),
    ("Independecia", "independ(ê|e)ncia", 9, 7),
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
    let fixed = FIXED_DAYS.iter().map(|&(name, pattern, m, d)| {
        Rule::new(name, vec![re(pattern)], move |_| tt(month_day(m, d)))
    });
    days.chain(months).chain(fixed).collect()
}
