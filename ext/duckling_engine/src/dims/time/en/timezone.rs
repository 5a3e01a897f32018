//! Explicit zones: "3pm CET", "10am (GMT)", "9-10am PST": ruleTimezone, ruleTimezoneBracket, ruleIntervalDashTimezone.
//!
//! The zone is matched case-insensitively (as every Duckling regex is) and looked up in capitals, so "pst"
//! is PST. A clock time that already carries a zone takes no second one.

use crate::dims::token::{Rule, Token, re, time};
use crate::engine::rule::Matched;
use crate::time::data::TimeData;
use crate::time::helpers::{
    has_no_timezone, in_timezone, interval, is_a_time_of_day, is_not_latent,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `timezoneName`: the abbreviations its zone table knows, longest alternatives first where one
/// is a prefix of another, as Duckling lists them.
pub(crate) const TIMEZONE_NAME: &str = "YEKT|YEKST|YAKT|YAKST|WITA|WIT|WIB|WGT|WGST|WFT|WET|WEST|WAT|WAST|VUT|VLAT|\
VLAST|VET|UZT|UYT|UYST|UTC|ULAT|TVT|TMT|TLT|TKT|TJT|TFT|TAHT|SST|SRT|SGT|SCT|SBT|SAST|SAMT|RET|PYT|PYST|PWT|\
PST|PONT|PMST|PMDT|PKT|PHT|PHOT|PGT|PETT|PETST|PET|PDT|OMST|OMSST|NZST|NZDT|NUT|NST|NPT|NOVT|NOVST|NFT|NDT|\
NCT|MYT|MVT|MUT|MST|MSK|MSD|MMT|MHT|MDT|MAWT|MART|MAGT|MAGST|LINT|LHST|LHDT|KUYT|KST|KRAT|KRAST|KGT|JST|IST|\
IRST|IRKT|IRKST|IRDT|IOT|IDT|ICT|HOVT|HKT|GYT|GST|GMT|GILT|GFT|GET|GAMT|GALT|FNT|FKT|FKST|FJT|FJST|EST|EGT|\
EGST|EET|EEST|EDT|ECT|EAT|EAST|EASST|DAVT|ChST|CXT|CVT|CST|COT|CLT|CLST|CKT|CHAST|CHADT|CET|CEST|CDT|CCT|CAT|\
CAST|BTT|BST|BRT|BRST|BOT|BNT|AZT|AZST|AZOT|AZOST|AWST|AWDT|AST|ART|AQTT|ANAT|ANAST|AMT|AMST|ALMT|AKST|AKDT|\
AFT|AEST|AEDT|ADT|ACST|ACDT";

/// A clock time that may take a zone: not latent, no zone yet.
fn zoneable(td: &TimeData) -> bool {
    is_not_latent(td) && is_a_time_of_day(td) && has_no_timezone(td)
}

/// `td` read in the zone that regex item `zone` captured in its first group.
pub(crate) fn in_zone(zone: &Matched<'_, Token>, td: &TimeData) -> Option<TimeData> {
    in_timezone(&zone.group(1)?.to_uppercase(), td)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<time> timezone",
            vec![time(zoneable), re(&format!(r"\b({TIMEZONE_NAME})\b"))],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time> (timezone)",
            vec![time(zoneable), re(&format!(r"\(({TIMEZONE_NAME})\)"))],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval) timezone",
            vec![
                time(|td| is_a_time_of_day(td) && has_no_timezone(td)),
                re(r"\-|to|th?ru|through|(un)?til(l)?"),
                time(|td| is_a_time_of_day(td) && has_no_timezone(td)),
                re(&format!(r"\b({TIMEZONE_NAME})\b")),
            ],
            |m| {
                let from = in_zone(&m[3], m[0].time()?)?;
                let to = in_zone(&m[3], m[2].time()?)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
    ]
}
