//! Greek times: Duckling's `Duckling/Time/EL/Rules.hs`, its rules in its order, then its days, holidays,
//! instants, months and seasons.
//!
//! Left out, as they never yield in Duckling (their productions read a token the pattern does not hold
//! there): "<day-of-month> (non-ordinal) <named-month>" (a number where a time is expected), "exactly
//! <time-of-day>" (a regex where a time is expected), "<ordinal> <cycle> after <time>" and "the <cycle> after
//! <time>" (each reads its tokens one place too far).

use crate::dims::numeral::el::NUMERAL_MAP_EL;
use crate::dims::time::helpers::{
    Holiday, Season, closed_interval, day_of_week_rules, dom_ordinal, dom_value_rules,
    get_int_value, group_int, hours_of, in_zone, instant_rules, int_value, integer_between,
    intersected, month_rules, rank, season_rules, tod_not_latent, tt, zone_after_time,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::duration::duration;
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, day_of_month, duration_after, duration_ago,
    duration_before, hour, hour_minute, in_duration, intersect, intersect_dom, interval,
    is_a_day_of_week, is_a_month, is_a_part_of_day, is_a_time_of_day, is_an_hour_of_day,
    is_grain_finer_than, is_grain_of_time, is_not_latent, is_ok_with_this_next, minutes_after,
    minutes_before, mk_latent, mk_ok_for_this_next, month_day, not_latent, now, nth_dow_of_month,
    part_of_day, pred_last_of, pred_nth, pred_nth_after, time_of_day_ampm, today, weekend,
    with_direction, year, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// Regex group `i` of `m`, lowercased (Duckling's `Text.toLower match`).
fn lower(m: &Matched<'_, Token>, i: usize) -> Option<String> {
    Some(m.group(i)?.to_lowercase())
}

/// The evening (18:00 to midnight) of `day`.
fn evening_of(day: &TimeData) -> Option<Token> {
    let evening = interval(TimeIntervalType::Open, &hour(false, 18), &hour(false, 0))?;
    tt(part_of_day(intersect(day, &evening)?))
}

/// Duckling's "π" (π.μ., before noon) against "μ" (μ.μ.).
fn is_am(m: &Matched<'_, Token>) -> Option<bool> {
    Some(lower(m, 1)? == "π")
}

/// "hh(:mm) - <time-of-day> am|pm": the first clock time as its regex wrote it, both ends on the side of noon
/// the last item names.
fn tod_ampm_interval(m: &[Matched<'_, Token>], is_am: bool) -> Option<Token> {
    let h = group_int(&m[0], 1)?;
    let td1 = match group_int(&m[0], 3) {
        Some(mm) => hour_minute(true, h, mm),
        None => hour(true, h),
    };
    closed_interval(
        &time_of_day_ampm(is_am, &td1),
        &time_of_day_ampm(is_am, m[2].time()?),
    )
}

/// Duckling's `cyclesMap`: the stem of "this|last|next <cycle>" and the cycle it counts from now.
const CYCLES: [(&str, i32); 9] = [
    ("τρεχ", 0),
    ("τρέχ", 0),
    ("ερχόμεν", 0),
    ("ερχομέν", 0),
    ("επόμεν", 1),
    ("επομέν", 1),
    ("περασμέν", -1),
    ("προηγούμεν", -1),
    ("προηγουμέν", -1),
];

/// Duckling's `ruleInstants`: name, grain, offset, regex.
const INSTANTS: [(&str, Grain, i32, &str); 9] = [
    (
        "now",
        Grain::Second,
        0,
        r"(αμέσως\s+)?τώρα(\s+αμέσως)?|αυτή τη στιγμή",
    ),
    ("today", Grain::Day, 0, "σήμερα"),
    ("tomorrow", Grain::Day, 1, "(επ)?αύριο"),
    ("yesterday", Grain::Day, -1, "ε?χ[θτ][εέ]ς"),
    ("after tomorrow", Grain::Day, 2, "μεθαύριο"),
    ("before yesterday", Grain::Day, -2, "προχ[θτ]ές"),
    ("EOD|End of day", Grain::Day, 1, r"τέλου?ς\s+της\s+η?μέρας"),
    ("EOM|End of month", Grain::Month, 1, r"τέλου?ς\s+του\s+μήνα"),
    ("EOY|End of year", Grain::Year, 1, r"τέλου?ς\s+του\s+χρόνου"),
];

/// Duckling's `daysOfWeek` (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("monday", r"δευτ(έρας?|\.?)"),
    ("tuesday", r"τρ[ιί](της?|\.?)"),
    ("wednesday", r"τετ(άρτης?|\.?)"),
    ("thursday", r"π[εέ]μ(πτης?|\.?)"),
    ("friday", r"παρ(ασκευής?|\.?)"),
    ("saturday", r"σ[αά]β(β[αά]το[νυ]?|\.?)"),
    ("sunday", r"κυρ(ιακής?|\.?)"),
];

/// Duckling's `months`.
const MONTHS: [(&str, &str); 12] = [
    ("January", "ιαν(ου[αά]ρ[ιί]ο[υς]?)?|γενάρης?"),
    ("February", "φεβ(ρου[αά]ρ[ιί]ο[υς]?)?|φλεβάρης?"),
    ("March", "μ[αά]ρ(τ([ιί]ο([νυ]?)|η)ς?)?"),
    ("April", "απρ([ιί]λ([ιί]ο([νυ]?)|η)ς?)?"),
    ("May", "μ[αά]([ιίϊΐ]ο[νυ]?|η)ς?"),
    ("June", "ιο[υύ]ν([ιί]ο[υν]?|η)?ς?"),
    ("July", "ιο[υύ]λ([ιί]ο[υν]?|η)?ς?"),
    ("August", "α[υύ]γ(ο[υύ]στο(ν|υ|ς)?)?"),
    ("September", "σεπτ([εέ]μβρ([ιί]ο([νυ]?)|η)ς?)?"),
    ("October", "οκτ([ωώ]βρ([ιί]ο([νυ]?)|η)ς?)?"),
    ("November", "νο[εέ](μ(βρ([ιί]ο([νυ]?)|η)ς?)?)?"),
    ("December", "δεκ([εέ]μβρ([ιί]ο([νυ]?)|η)ς?)?"),
];

/// Duckling's `ruleSeasons`.
const SEASONS: [Season; 4] = [
    ("summer", "καλοκα[ιί]ρι(ού)?", (6, 21), (9, 23)),
    ("fall", "φθιν[οό]π[ωώ]ρου?", (9, 23), (12, 21)),
    ("winter", "χειμώνας?", (12, 21), (3, 20)),
    ("spring", "άνοιξης?", (3, 20), (6, 21)),
];

/// Duckling's `holidays`. Greek's holidays carry no holiday name in their value, as
/// Duckling's `ruleHolidays` gives none.
const HOLIDAYS: [Holiday; 12] = [
    ("new year's day", "πρωτοχρονιάς?", || {
        Some(month_day(1, 1))
    }),
    (
        "valentine's day",
        r"αγίου\s+βαλεντίνου",
        || Some(month_day(2, 14)),
    ),
    ("halloween day", "halloween", || Some(month_day(10, 31))),
    // Duckling's "(αά)" is a group, not a class: "θεοφάνεια" is not read.
    (
        "Epiphany",
        "θεοφ(αά)νε[ιί](α|ων)|φ[ωώ]τ(α|ων)",
        || Some(month_day(1, 6)),
    ),
    (
        "annunciation day",
        r"ευαγγελισμ(ός|ού)\s+της\s+θεοτόκου",
        || Some(month_day(3, 25)),
    ),
    (
        "revolution day",
        r"η?μέρα\s+(της\s+)?(ελληνικής\s+)?επανάστασης",
        || Some(month_day(3, 25)),
    ),
    (
        "assumption day",
        r"κο[ιί]μ[ηή]σ(η|ις|εως)\s+της\s+θεοτόκου",
        || Some(month_day(8, 15)),
    ),
    (
        "christmas eve",
        r"παραμν(ή|έ)ς?\s+χριστουγέννων",
        || Some(month_day(12, 24)),
    ),
    (
        "christmas",
        "χριστο[υύ]γ[εέ]νν(α|ων)",
        || Some(month_day(12, 25)),
    ),
    (
        "new year's eve",
        r"παραμον(ή|έ)ς?\s+πρωτοχρονιάς",
        || Some(month_day(12, 31)),
    ),
    (
        "Mother's Day",
        r"η?μέρας?\s+της\s+μητέρας",
        || Some(nth_dow_of_month(2, 7, 5)),
    ),
    (
        "Father's Day",
        r"(γιορτής?|η?μέρας?)\s+του\s+πατέρα",
        || Some(nth_dow_of_month(3, 7, 6)),
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "a <duration>",
            vec![re("[εέ]ν(ας?|ός|ν)|μίας?"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        shared_rules::comma_after_named_day(),
        Rule::new(
            "absorption of article before time",
            vec![re("σ?τ?(α|η|ι|ο[ιυ]?|ω)ν?ς?"), any(Kind::Time)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        shared_rules::after_duration(r"μετά\s+από"),
        Rule::new(
            "after next <time>",
            vec![re("μετά τ(ο|η)ν? επόμεν(ο|η)ν?"), any(Kind::Time)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        shared_rules::after("μετά"),
        Rule::new(
            "after work",
            vec![re("μετά τη δουλειά")],
            |_| {
                let work = interval(TimeIntervalType::Open, &hour(false, 17), &hour(false, 21))?;
                tt(part_of_day(intersect(&today(), &work)?))
            },
        ),
        shared_rules::latent_part("afternoon", "απ[οό]γε[υύ]μα(τος)?", 12, 18),
        shared_rules::at("στις|@"),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![
                re("μεταξύ|ανάμεσα"),
                time(is_not_latent),
                re(r"(και|\-)"),
                time(is_not_latent),
            ],
            |m| closed_interval(m[1].time()?, m[3].time()?),
        ),
        shared_rules::between_times_of_day("μεταξύ|ανάμεσα", r"(και(\s+τ(ου|ης))?|\-)"),
        Rule::new(
            "by the end of <time>",
            vec![re("μέχρι το (τέλος|πέρας)"), any(Kind::Time)],
            // Duckling's order: from the time to now.
            |m| closed_interval(m[1].time()?, &now()),
        ),
        Rule::new(
            "this|last|next <cycle>",
            vec![
                re(
                    "(τρ[εέ]χ|επ[οό]μ[εέ]ν|ερχ[οό]μ[εέ]ν|περασμέν|προηγο[υύ]μ[εέ]ν)\
                    (ουσ)?(α|ά|ο[υύ]?|η|ή|ε|έ|ω|ώ)ν?ς?",
                ),
                any(Kind::TimeGrain),
            ],
            |m| {
                let stem = lower(&m[0], 1)?;
                let &(_, n) = CYCLES.iter().find(|(s, _)| *s == stem)?;
                tt(cycle_nth(m[1].time_grain()?, n))
            },
        ),
        Rule::new(
            "this <cycle>",
            vec![
                re("αυτ([οό][υύ]?|[ηή]|[εέ]|ώ|ά)ν?ς?|τρ[εέ]χ(ουσ)?(α|ε|ο|ω|ώ)ν?ς?"),
                any(Kind::Time),
            ],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|μ[εέ](χρι)?(\s+τις)?"),
                time(is_not_latent),
            ],
            |m| {
                let td = interval(TimeIntervalType::Closed, m[0].time()?, m[2].time()?)?;
                tt(not_latent(td))
            },
        ),
    ];
    all.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) of <named-month>",
        |day| vec![day, re("του"), time(is_a_month)],
        |m| intersect_dom(m[2].time()?, get_int_value(&m[0])?).map(Token::Time),
    ));
    all.push(shared_rules::ordinal_day());
    all.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) <named-month>",
        |day| vec![day, time(is_a_month)],
        |m| intersect_dom(m[1].time()?, get_int_value(&m[0])?).map(Token::Time),
    ));
    all.extend([
        Rule::new(
            "<day-of-month> ( ordinal) <named-month> year",
            vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
                intersected(&dom, &year(group_int(&m[2], 1)?))
            },
        ),
        shared_rules::duration_after_time(r"μετά(\s+από)?|από"),
        shared_rules::duration_before_time("πριν"),
        shared_rules::duration_from_now("από τώρα"),
        Rule::new(
            "<duration> hence|ago",
            vec![any(Kind::Duration), re("(πριν|μετά)")],
            |m| {
                let dd = m[0].duration()?;
                match lower(&m[1], 1)?.as_str() {
                    "πριν" => tt(duration_ago(dd)),
                    _ => tt(in_duration(dd)),
                }
            },
        ),
        shared_rules::latent_part("early morning", r"νωρίς\s+(το\s+)πρωί", 4, 9),
        shared_rules::latent_part("evening", "βράδυ", 18, 0),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![
                re(r"από(\s+τ(ις|η))?"),
                time(tod_not_latent),
                re(r"\-|μέχρι(\s+τ(ις|η))?"),
                time(is_not_latent),
            ],
            |m| closed_interval(m[1].time()?, m[3].time()?),
        ),
        shared_rules::ambiguous_hh_mm_ss(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)"),
        Rule::new(
            "half after|past <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re("και μισή")],
            |m| {
                let (h, is_12h) = hours_of(m[0].time()?)?;
                tt(hour_minute(is_12h, h, 30))
            },
        ),
        Rule::new(
            "<integer>-and-half (hour-of-day)",
            vec![re(
                "(μιά|ενά|δυό|τρεισή|τεσσερι?σή|πεντέ|εξί|ε[πφ]τά|ο[κχ]τώ|εννιά|\
                 δεκά|εντεκά|δωδεκά)μισ[ιη]ς?",
            )],
            |m| {
                let num = lower(&m[0], 1)?;
                let &(_, h) = NUMERAL_MAP_EL.iter().find(|(s, _)| *s == num)?;
                tt(hour_minute(true, i32::try_from(h).ok()?, 30))
            },
        ),
        Rule::new(
            "before <duration>",
            vec![re(r"(πριν(\s+από)?|εδώ και)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                match lower(&m[0], 1)?.as_str() {
                    "εδώ και" => tt(in_duration(dd)),
                    _ => tt(duration_ago(dd)),
                }
            },
        ),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:ω]([0-5]\d)ω?"),
        Rule::new(
            "hhmm (military)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, mm) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, mm)))
            },
        ),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(r"((?:1[012]|0?\d))([0-5]\d)"), re(r"([πμ])\.?(μ\.?)?")],
            |m| {
                let (h, mm) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(time_of_day_ampm(is_am(&m[1])?, &hour_minute(true, h, mm)))
            },
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                re("και"),
                integer_between(1, 59),
            ],
            |m| {
                let (h, is_12h) = hours_of(m[0].time()?)?;
                tt(hour_minute(is_12h, h, int_value(&m[2])?))
            },
        ),
        shared_rules::in_duration("σε"),
        Rule::new(
            "in <duration> from <time>",
            vec![
                re("σε"),
                any(Kind::Duration),
                re(r"(ξεκινώντας\s+)?από"),
                any(Kind::Time),
            ],
            |m| tt(duration_after(m[1].duration()?, m[3].time()?)),
        ),
        shared_rules::in_part_of_day("κατά τη διάρκεια του|(μέσα )?σ?το"),
        shared_rules::intersect(),
        Rule::new(
            "intersect by ','",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersected(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "intersect by 'of', 'from', 's",
            vec![time(is_not_latent), re("τ(ου|ης)"), time(is_not_latent)],
            |m| intersected(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "until <time>",
            vec![re("μέχρι"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time),
        ),
        shared_rules::by_the_end_of("μέχρι το τέλος"),
        Rule::new(
            "for <duration> from <time>",
            vec![
                re("για"),
                any(Kind::Duration),
                re(r"(ξεκινώντας\s+)?(μετά(\s+από)?|από)"),
                any(Kind::Time),
            ],
            |m| {
                let from = m[3].time()?;
                let to = duration_after(m[1].duration()?, from);
                interval(TimeIntervalType::Open, from, &to).map(Token::Time)
            },
        ),
        // Duckling's note: a generic time of day ("6:30am - 9pm") is left to the other rules.
        Rule::new(
            "hh(:mm) - <time-of-day> am|pm",
            vec![
                re(r"(?:από )?((?:[01]?\d)|(?:2[0-3]))([:.]([0-5]\d))?"),
                re(r"\-|:|μέχρι"),
                time(is_a_time_of_day),
                re(r"([πμ])(\s|\.)?(μ\.?)?"),
            ],
            |m| tod_ampm_interval(m, is_am(&m[3])?),
        ),
        Rule::new(
            "hh(:mm) - <time-of-day> am|pm (verbose)",
            vec![
                re(r"(?:από\s+)?((?:[01]?\d)|(?:2[0-3]))([:.]([0-5]\d))?"),
                re(r"\-|:|μέχρι"),
                time(is_a_time_of_day),
                re(r"(?:το\s+)?(πρωί|απόγευμα)"),
            ],
            |m| tod_ampm_interval(m, lower(&m[3], 1)? == "πρωί"),
        ),
        // Duckling's "ruleIntervalTODDash", to help resolve ambiguities between times of day.
        shared_rules::time_of_day_to_time_of_day(r"\-|μέχρι"),
        Rule::new(
            "until <time-of-day>",
            vec![re("πριν"), any(Kind::Time)],
            |m| {
                let td = m[1].time()?.clone();
                tt(with_direction(IntervalDirection::Before, td))
            },
        ),
        shared_rules::last_cycle("τελευταί(ου?|ας?)"),
        shared_rules::last_cycle_of_time("τελευταί(ο[ιυ]?ς?|α|ες|ων)", "σ?τ(ο[υν]?|η[νς]?|ων)"),
        Rule::new(
            "last <cycle> <time>'s'",
            vec![
                re("τελευταί(ο[ιυ]?ς?|α|ες|ων)"),
                any(Kind::TimeGrain),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[2].time()?)),
        ),
        shared_rules::last_day_of_week_of_time("τελευταί(ου?|ας?)", "τ(ου|ης)"),
        shared_rules::last_n_cycles("(τελευταί|περασμέν)(ο[ιυ]?ς?|[εα]ς?|ων)"),
        Rule::new(
            "lastnight",
            vec![re(r"ε?χ[θτ][εέ]ς\s+(το\s+)?βράδυ")],
            |_| evening_of(&cycle_nth(Grain::Day, -1)),
        ),
        Rule::new(
            "last <time>",
            vec![
                re("(τελευταί|περασμέν|προηγο[υύ]μ[εέ]ν)(α|ά|ο[υύ]?|η|ή|ε|έ|ω|ώ)ν?ς?"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "last weekend of <named-month>",
            vec![
                re(r"τελευταίου?\s+(σαββατοκύριακου?|σκ)\s+"),
                time(is_a_month),
            ],
            |m| tt(pred_last_of(&weekend(), m[1].time()?)),
        ),
        Rule::new(
            "Last year",
            vec![re(
                r"π[εέ]ρ(υ?σιν|ασμέν)[οόηή]ς?\s+(έτου?ς|χρ[οό]ν(ου|ιάς?))",
            )],
            |_| tt(cycle_nth(Grain::Year, -1)),
        ),
        Rule::new("Last year", vec![re("π[εέ]ρυ?σι")], |_| {
            tt(cycle_nth(Grain::Year, -1))
        }),
        shared_rules::latent_part("lunch", "μεσημεριαν(ό|ού)( γεύμα(τος)?)?", 12, 14),
        Rule::new("midnight", vec![re("μεσάνυχτα")], |_| {
            tt(hour(false, 0))
        }),
        shared_rules::dd_mm(r"(3[01]|[12]\d|0?[1-9])\s?[/.-]\s?(1[0-2]|0?[1-9])"),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/.-](1[0-2]|0?[1-9])[/.-](\d{2,4})",
            )],
            |m| {
                let (d, mm, y) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mm, d))
            },
        ),
        Rule::new(
            "dd-dd <month> (interval)",
            vec![
                re(r"(από\s+)?(τ[ιη][νς]?\s+)?([012]?\d|30|31)η?ς?"),
                re(r"\-|μ[εέ](χρι)?(?:\s+τ[ιη][νς]?)?"),
                re(r"([012]?\d|30|31)η?ς?"),
                time(is_a_month),
            ],
            |m| {
                let td = m[3].time()?;
                let from = intersect(&day_of_month(group_int(&m[0], 3)?), td)?;
                let to = intersect(&day_of_month(group_int(&m[2], 1)?), td)?;
                closed_interval(&from, &to)
            },
        ),
        shared_rules::latent_part("morning", r"(το\s+)?πρωί", 4, 12),
    ]);
    all.extend(dom_value_rules(
        "<named-month> <day-of-month> (ordinal or number)",
        |day| vec![time(is_a_month), day],
        |m| intersect_dom(m[0].time()?, get_int_value(&m[1])?).map(Token::Time),
    ));
    all.extend([
        shared_rules::next_cycle("ε(π|ρχ)[οό]μ[εέ]ν(ο[ιυ]?ς?|ης?|ες|ων)"),
        Rule::new(
            "next <day-of-week>",
            vec![
                re("επ[οό]μ[εέ]ν(ο[ιυ]?ς?|ης?|ες|ων)"),
                time(is_a_day_of_week),
            ],
            |m| tt(pred_nth(1, false, m[1].time()?)),
        ),
        shared_rules::next_n_cycles("επ[οό]μ[εέ]ν(ο[ιυ]?ς?|ης?|ες|ων|α)"),
        Rule::new(
            "next <time>",
            vec![
                re("επ[οό]μ[εέ]ν(ο[ιυ]?ς?|ης?|ες|ων)"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(1, false, m[1].time()?)),
        ),
        // Duckling names "next year" "Last year".
        Rule::new("Last year", vec![re(r"του\s*χρόνου")], |_| {
            tt(cycle_nth(Grain::Year, 1))
        }),
        shared_rules::latent_part("night", "νύχτα", 20, 8),
        shared_rules::noon("μεσημ[εέ]ρι(ού)?"),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                time(|td| is_a_day_of_week(td) || is_a_month(td)),
                re("μετά"),
                any(Kind::Time),
            ],
            |m| tt(pred_nth_after(rank(&m[0])?, m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                time(is_not_latent),
                re("τ(ου|ης|ων)"),
                any(Kind::Time),
            ],
            |m| {
                let td = intersect(m[3].time()?, m[1].time()?)?;
                tt(pred_nth(rank(&m[0])?, false, &td))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![any(Kind::Ordinal), any(Kind::TimeGrain), any(Kind::Time)],
            |m| {
                let grain = m[1].time_grain()?;
                tt(cycle_nth_after(true, grain, rank(&m[0])?, m[2].time()?))
            },
        ),
        shared_rules::ordinal_quarter(),
        shared_rules::ordinal_quarter_year(),
        Rule::new(
            "part of <named-month>",
            vec![
                re(r"(αρχ(?:ές|η)|μέσ[οα]υ?|τέλ(?:ου?ς|η))(?:\s+του)?"),
                time(is_a_month),
            ],
            |m| {
                let part: String = lower(&m[0], 1)?.chars().take(3).collect();
                let (sd, ed) = match part.as_str() {
                    "αρχ" => (1, Some(10)),
                    "μέσ" => (11, Some(20)),
                    "τέλ" => (21, None),
                    _ => return None,
                };
                let td = m[1].time()?;
                let start = intersect(td, &day_of_month(sd))?;
                let end = match ed {
                    Some(ed) => intersect(td, &day_of_month(ed))?,
                    None => cycle_last_of(Grain::Day, td),
                };
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![time(is_a_part_of_day), re("τ(ου|ης)"), any(Kind::Time)],
            |m| intersected(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "about <time-of-day>",
            vec![
                re("περίπου|ακριβώς"),
                time(|td| is_grain_finer_than(Grain::Year, td)),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "quarter to|past <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re(r"(παρά|και)\s+τέταρτο")],
            |m| {
                let td = m[0].time()?;
                match lower(&m[1], 1)?.as_str() {
                    "παρά" => minutes_before(15, td).map(Token::Time),
                    _ => minutes_after(15, td).map(Token::Time),
                }
            },
        ),
        Rule::new(
            "relative integer (minutes) to|till|before|after <integer> (time-of-day)",
            vec![
                integer_between(1, 30),
                re("(πριν|μετά)"),
                time(is_a_time_of_day),
            ],
            |m| {
                let dd = duration(Grain::Minute, i64::from(int_value(&m[0])?));
                let td = m[2].time()?;
                match lower(&m[1], 1)?.as_str() {
                    "πριν" => tt(duration_before(&dd, td)),
                    _ => tt(duration_after(&dd, td)),
                }
            },
        ),
        shared_rules::the_cycle_before_time("πριν τ(ον?|ην?|α|ους)"),
        shared_rules::the_cycle_of_time("τ(ου|ης)"),
        Rule::new(
            "on the day of <day>",
            vec![re("ανήμερα"), time(|td| is_grain_of_time(Grain::Day, td))],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("τ?η[νς]?"), integer_between(1, 31)],
            |m| tt(day_of_month(int_value(&m[1])?)),
        ),
        shared_rules::this_cycle(r"αυτ([οό][νύ]?|ή[νς]?)\s+τ(ον?|η[νς]?)"),
        Rule::new(
            "this <day-of-week>",
            vec![re("αυτή[νς]? τη[νς]?"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "(this) coming <day-of-week>",
            vec![re("ερχ[οό]μ[εέ]νη[ςν]?"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        shared_rules::this_part_of_day("αυτ([οό]ύ?|ή[νς]?) τ(ον?|η[νς]?)"),
        Rule::new("this year", vec![re("ε?φ[εέ]τος?")], |_| {
            tt(cycle_nth(Grain::Year, 0))
        }),
        Rule::new(
            "<time> after next",
            vec![re("μεθεπ[οό]μ[εέ]ν(ο[ιυ]?ς?|ης?|ων)"), any(Kind::Time)],
            |m| tt(pred_nth(2, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersected(m[0].time()?, m[1].time()?),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([πμ])\.?(μ\.?)?")],
            |m| tt(time_of_day_ampm(is_am(&m[1])?, m[0].time()?)),
        ),
        Rule::new(
            "<time-of-day> am|pm (verbose)",
            vec![time(is_a_time_of_day), re(r"το\s+(πρωί|απόγευμα)")],
            |m| tt(time_of_day_ampm(lower(&m[1], 1)? == "πρωί", m[0].time()?)),
        ),
        shared_rules::approximately("περίπου|και κάτι"),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = int_value(&m[0])?;
            tt(mk_latent(hour(n < 12, n)))
        }),
        Rule::new(
            "<time-of-day>  o'clock",
            vec![time(is_a_time_of_day), re("η ώρα")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        // Duckling's "ruleTimeofdayTimeofdayInterval", the same rule as "ruleIntervalTODDash" above.
        shared_rules::time_of_day_to_time_of_day(r"\-|μέχρι"),
        Rule::new(
            "<time> timezone",
            vec![time(tod_not_latent), re(&zone_after_time())],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "tomorrownight",
            vec![re(r"αύριο\s+(το\s+)?βράδυ")],
            |_| evening_of(&cycle_nth(Grain::Day, 1)),
        ),
        Rule::new("tonight", vec![re("απόψε")], |_| evening_of(&today())),
        Rule::new(
            "<time-of-day> until",
            vec![any(Kind::Time), re("το αργότερο")],
            |m| {
                let td = m[0].time()?.clone();
                tt(with_direction(IntervalDirection::Before, td))
            },
        ),
        Rule::new(
            "week-end",
            vec![re("σαββατοκύριακ(ου?|α|ων)|σκ")],
            |_| tt(mk_ok_for_this_next(weekend())),
        ),
        shared_rules::within_duration(r"μέσα(\s+σε)?"),
        shared_rules::year(),
        shared_rules::latent_year(25, 999),
        shared_rules::latent_year(2101, 10000),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})[.-](1[0-2]|0?[1-9])[.-](3[01]|[12]\d|0?[1-9])"),
    ]);
    all.extend(day_of_week_rules(&DAYS));
    all.extend(HOLIDAYS.iter().map(|&(name, pattern, date)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(date()?))
        })
    }));
    all.extend(instant_rules(&INSTANTS));
    all.extend(month_rules(&MONTHS));
    all.extend(season_rules(&SEASONS));
    all
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Rules Duckling's EL corpus never reaches as a whole text, each once, with the value the real Duckling
    /// gives (bin/oracle).
    #[test]
    fn rules_outside_the_corpus() {
        let hours = |from: &str, to: &str| {
            format!(
                r#"{{"type": "interval", "from": {{"value": "2013-02-12T{from}:00:00.000-02:00", "grain": "hour"}}, "to": {{"value": "2013-02-12T{to}:00:00.000-02:00", "grain": "hour"}}}}"#
            )
        };
        let examples = [
            ("μετά τη δουλειά", hours("17", "21")),
            ("αυτό το απόγευμα", hours("12", "18")),
            (
                "την εβδομάδα πριν τα Χριστούγεννα",
                r#"{"type": "value", "value": "2013-12-16T00:00:00.000-02:00", "grain": "week"}"#
                    .to_owned(),
            ),
            (
                "ερχόμενη Παρασκευή",
                r#"{"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"}"#
                    .to_owned(),
            ),
            (
                "δωδεκάμισι",
                r#"{"type": "value", "value": "2013-02-12T12:30:00.000-02:00", "grain": "minute"}"#
                    .to_owned(),
            ),
            (
                "τελευταία εβδομάδα του Μαρτίου",
                r#"{"type": "value", "value": "2013-03-25T00:00:00.000-02:00", "grain": "week"}"#
                    .to_owned(),
            ),
            (
                "μετά από 2 ώρες",
                r#"{"type": "interval", "from": {"value": "2013-02-12T06:30:00.000-02:00", "grain": "minute"}}"#
                    .to_owned(),
            ),
            (
                "στις 5 το αργότερο",
                r#"{"type": "interval", "to": {"value": "2013-02-12T05:00:00.000-02:00", "grain": "hour"}}"#
                    .to_owned(),
            ),
        ];
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check("el", &examples);
    }
}
