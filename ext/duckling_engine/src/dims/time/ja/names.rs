//! Days of the week and months by name: "火曜日", "かようび", "火" (latent), "3月", "三月", "３月", "さんがつ"
//! (ruleDaysOfWeek, ruleDaysOfWeekLatent, ruleMonths).

use super::tt;
use crate::dims::token::{Rule, re};
use crate::time::helpers::{day_of_week, mk_latent, mk_ok_for_this_next, month};

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", "月曜日?|げつようび"),
    ("Tuesday", "火曜日?|かようび"),
    ("Wednesday", "水曜日?|すいようび"),
    ("Thursday", "木曜日?|もくようび"),
    ("Friday", "金曜日?|きんようび"),
    ("Saturday", "土曜日?|どようび"),
    ("Sunday", "日曜日?|にちようび"),
];

/// Duckling's `ruleDaysOfWeekLatent` list: a day named by its kanji alone, or its kana without "び".
const LATENT_DAYS: [(&str, &str); 7] = [
    ("Monday", "月|げつよう"),
    ("Tuesday", "火|かよう"),
    ("Wednesday", "水|すいよう"),
    ("Thursday", "木|もくよう"),
    ("Friday", "金|きんよう"),
    ("Saturday", "土|どよう"),
    ("Sunday", "日|にちよう"),
];

/// Duckling's `ruleMonths` list: name, regex, in ASCII, kanji and full-width digits or in kana.
const MONTHS: [(&str, &str); 12] = [
    ("January", "(1|一|１)(月|がつ)|いちがつ"),
    ("February", "(2|二|２)(月|がつ)|にがつ"),
    ("March", "(3|三|３)(月|がつ)|さんがつ"),
    ("April", "(4|四|４)(月|がつ)|しがつ"),
    ("May", "(5|五|５)(月|がつ)|ごがつ"),
    ("June", "(6|六|６)(月|がつ)|ろくがつ"),
    ("July", "(7|七|７)(月|がつ)|しちがつ"),
    ("August", "(8|八|８)(月|がつ)|はちがつ"),
    ("September", "(9|九|９)(月|がつ)|くがつ"),
    ("October", "(10|十|１０)(月|がつ)|じゅうがつ"),
    ("November", "(11|十一|１１)(月|がつ)|じゅういちがつ"),
    ("December", "(12|十二|１２)(月|がつ)|じゅうにがつ"),
];

pub(super) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let latent_days = (1..).zip(LATENT_DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_latent(mk_ok_for_this_next(day_of_week(n))))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    days.chain(latent_days).chain(months).collect()
}
