//! Facebook Duckling's corpora, judged by Duckling's own pass rule: the measure of "behaves like Duckling".
//! Runs every line of `test/conformance/duckling/` for English and every language the engine has (the real
//! Duckling passes all of them), prints per language a pass/total table per dim and per region, and exits
//! non-zero when a figure falls below its floor in `test/conformance/floors.json` or when a line of a language's
//! own corpus is answered by another rule than the one pinned for it in `test/conformance/rules/` (`rules.rs`).
//!
//! ```text
//! rake conformance                                         # release build, the table
//! cargo test -p duckling_engine --test conformance         # what `cargo test` runs
//! VERBOSE=1 DIM=time cargo test --release -p duckling_engine --test conformance   # + failing lines
//! CONFORMANCE_PIN=1 cargo test --release -p duckling_engine --test conformance    # pin figures and rules
//! ```
//!
//! `VERBOSE=1` prints each failing line (text, expected, the entities of its dim we found); `VERBOSE=2` also
//! the examples not found in a sentence (`embed.rs`); `DIM=…` keeps only that dim's lines in those listings;
//! `LANG_ONLY=es` runs (and judges against its floors) one language only.
//!
//! A test target with `harness = false`, so that it can print its table and choose its exit status. It uses the
//! engine's public API only (`parse`, `Options`, `Locale`, `DimSet`, `Dim`): the dimensions may be rewritten
//! under it.

mod compare;
mod corpus;
mod embed;
mod floors;
mod rules;

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use corpus::{Entry, Group, Line};
use duckling_engine::{Entity, Explanation};

/// Pass and total counts for one row and column of the table.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    pass: usize,
    total: usize,
}

impl Tally {
    fn add(&mut self, pass: usize, total: usize) {
        self.pass += pass;
        self.total += total;
    }

    fn cell(self) -> String {
        if self.total == 0 {
            return "—".to_owned();
        }
        let pct = 100.0 * self.pass as f64 / self.total as f64;
        format!("{}/{} {:.1}%", self.pass, self.total, pct)
    }
}

#[derive(Default)]
struct Results {
    /// (language, group, dim) → corpus passes.
    corpus: BTreeMap<(String, Group, String), Tally>,
    /// (language, dim) → (line, template) pairs found with the exact span (positives of time and duration).
    embedded: BTreeMap<(String, String), Tally>,
    failures: Vec<String>,
    misses: Vec<String>,
    /// Language → which rule answered each of its own positive lines that pass.
    rules: BTreeMap<String, rules::Attribution>,
}

/// The dims whose examples are also tried inside sentences.
const EMBEDDED_DIMS: [&str; 2] = ["time", "duration"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--list") {
        println!("conformance: test");
        return ExitCode::SUCCESS;
    }
    if let Some(why) = filtered_out(&args) {
        println!("conformance: {why}");
        return ExitCode::SUCCESS;
    }
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("conformance: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `cargo test -p duckling_engine NAME` passes NAME to every target: like libtest, run only when a filter
/// names this target (`conformance` contains it) and no `--skip` does, and say so otherwise.
fn filtered_out(args: &[String]) -> Option<String> {
    // libtest options that take a value as the next argument, so that the value is not read as a filter.
    const WITH_VALUE: [&str; 5] = ["--test-threads", "--color", "--format", "--logfile", "-Z"];
    let (mut filters, mut skips): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
    let mut args = args.iter().map(String::as_str);
    while let Some(arg) = args.next() {
        match arg {
            "--skip" => skips.extend(args.next()),
            a if WITH_VALUE.contains(&a) => {
                args.next();
            }
            a if a.starts_with('-') => {}
            a => filters.push(a),
        }
    }
    let names_this = |f: &str| "conformance".contains(f);
    if let Some(skip) = skips.iter().find(|f| names_this(f)) {
        return Some(format!("skipped by --skip {skip:?}"));
    }
    if !filters.is_empty() && !filters.iter().any(|f| names_this(f)) {
        return Some(format!("filtered out by {filters:?}"));
    }
    None
}

fn run() -> Result<bool, String> {
    let verbose: u8 = std::env::var("VERBOSE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let only_dim = std::env::var("DIM").ok().filter(|d| !d.is_empty());
    let only_lang = std::env::var("LANG_ONLY").ok().filter(|l| !l.is_empty());
    let started = Instant::now();
    let entries: Vec<Entry> = corpus::load()?
        .into_iter()
        .filter(|e| only_lang.as_deref().is_none_or(|l| e.lang == l))
        .collect();
    let mut results = Results::default();
    for entry in &entries {
        record(entry, &mut results)?;
    }
    let elapsed = started.elapsed();

    print_tables(&results);
    let listed = |text: &String| {
        only_dim.as_deref().is_none_or(|d| {
            text.split_once(' ')
                .is_some_and(|(_, rest)| rest.starts_with(&format!("{d} ")))
        })
    };
    if verbose >= 1 {
        println!("\nFailing lines{}:", dim_note(&only_dim));
        results
            .failures
            .iter()
            .filter(|f| listed(f))
            .for_each(|f| println!("{f}"));
    }
    if verbose >= 2 {
        println!("\nNot found in a sentence{}:", dim_note(&only_dim));
        results
            .misses
            .iter()
            .filter(|m| listed(m))
            .for_each(|m| println!("{m}"));
    }

    let passes: floors::Counts = results
        .corpus
        .iter()
        .map(|(key, t)| (key.clone(), t.pass))
        .collect();
    println!(
        "\n{} lines in {:.2} s (with the sentence check)",
        entries.len(),
        elapsed.as_secs_f64()
    );
    let langs: Vec<&str> = {
        let mut langs: Vec<&str> = entries.iter().map(|e| e.lang.as_str()).collect();
        langs.dedup();
        langs
    };
    let no_rules = rules::Attribution::new();
    let attribution = |lang: &str| results.rules.get(lang).unwrap_or(&no_rules);
    if std::env::var_os("CONFORMANCE_PIN").is_some() {
        // With LANG_ONLY, only that language's floors and rules are rewritten.
        let mut pinned = floors::read(&floors::path())?;
        pinned.retain(|(l, _, _), _| only_lang.as_deref().is_some_and(|only| l != only));
        pinned.extend(passes.clone());
        floors::write(&floors::path(), &pinned)?;
        for lang in &langs {
            rules::write(&rules::path(lang), attribution(lang))?;
        }
        println!(
            "pinned today's figures in test/conformance/floors.json and which rule answers each line in \
             test/conformance/rules/"
        );
        return Ok(true);
    }
    let mut floors = floors::read(&floors::path())?;
    if let Some(lang) = &only_lang {
        floors.retain(|(l, _, _), _| l == lang);
    }
    let verdict = floors::judge(&passes, &floors);
    for rise in &verdict.rises {
        println!("rise: {rise} — pin it in test/conformance/floors.json");
    }
    let mut failures = verdict.failures;
    for lang in &langs {
        let verdict = rules::judge(
            lang,
            attribution(lang),
            rules::read(&rules::path(lang))?.as_ref(),
        );
        for new in &verdict.new {
            println!("new: {new} — pin it in test/conformance/rules/ (CONFORMANCE_PIN=1)");
        }
        failures.extend(verdict.failures);
    }
    for failure in &failures {
        println!("FAIL: {failure}");
    }
    if failures.is_empty() {
        println!(
            "conformance: every figure at or above its floor (test/conformance/floors.json), every line \
             answered by its pinned rule (test/conformance/rules/)"
        );
    }
    Ok(failures.is_empty())
}

fn dim_note(only_dim: &Option<String>) -> String {
    only_dim
        .as_ref()
        .map_or_else(String::new, |d| format!(" (DIM={d})"))
}

fn record(entry: &Entry, results: &mut Results) -> Result<(), String> {
    let Entry { lang, group, line } = entry;
    let entities = if *group == Group::Positive {
        let explained = line.explain()?;
        attribute(lang, line, &explained, results)?;
        explained.into_iter().map(|e| e.entity).collect()
    } else {
        line.run()?
    };
    let pass = line.passes(&entities)?;
    results
        .corpus
        .entry((lang.clone(), group.clone(), line.dim.clone()))
        .or_default()
        .add(usize::from(pass), 1);
    if !pass {
        results
            .failures
            .push(format!("{lang} {}", describe_failure(line, &entities)));
    }
    if *group == Group::Positive && EMBEDDED_DIMS.contains(&line.dim.as_str()) {
        let templates = embed::templates(lang);
        let found = embed::found_in(line, templates)?;
        results
            .embedded
            .entry((lang.clone(), line.dim.clone()))
            .or_default()
            .add(found, templates.len());
        if found < templates.len() {
            results.misses.push(format!(
                "{lang} {} {:?}: exact span in {found} of {} sentences",
                line.dim,
                line.text,
                templates.len()
            ));
        }
    }
    Ok(())
}

/// Notes which rule's token answers `line`, when one passes it (the dimensions read by a scanner of their own,
/// such as email, have no rule).
fn attribute(
    lang: &str,
    line: &Line,
    explained: &[Explanation],
    results: &mut Results,
) -> Result<(), String> {
    let Some(winner) = line.passing(explained.iter().map(|e| &e.entity))? else {
        return Ok(());
    };
    let rule = explained
        .iter()
        .find(|e| std::ptr::eq(&e.entity, winner))
        .and_then(|e| e.tree.as_ref())
        .and_then(|tree| tree.rule);
    if let Some(rule) = rule {
        results
            .rules
            .entry(lang.to_owned())
            .or_default()
            .entry((line.dim.clone(), line.text.clone()))
            .or_insert_with(|| rule.to_owned());
    }
    Ok(())
}

fn describe_failure(line: &Line, entities: &[Entity]) -> String {
    let latent = if line.with_latent { ", latent on" } else { "" };
    let expected = line
        .expected
        .as_ref()
        .map_or_else(|| "no entity of this dim".to_owned(), |v| v.to_string());
    let of_dim: Vec<String> = entities
        .iter()
        .filter(|e| e.dim.name() == line.dim)
        .map(|e| {
            let value = compare::normalise(&line.dim, &e.value.to_value());
            format!("{:?} [{}..{}] {value}", e.body, e.start, e.end)
        })
        .collect();
    let got = if of_dim.is_empty() {
        "nothing".to_owned()
    } else {
        of_dim.join("\n             ")
    };
    format!(
        "{} {:?} ({}{latent})\n    expected {expected}\n    got      {got}",
        line.dim, line.text, line.locale
    )
}

/// One table per language: its positives, negatives and sentences per dim, then its regions' lines.
fn print_tables(results: &Results) {
    let mut langs: Vec<&String> = results.corpus.keys().map(|(l, _, _)| l).collect();
    langs.dedup();
    // English first, as the corpus loads.
    langs.sort_by_key(|l| (l.as_str() != "en", l.as_str()));
    for (n, lang) in langs.into_iter().enumerate() {
        if n > 0 {
            println!();
        }
        print_language(results, lang);
    }
}

fn print_language(results: &Results, lang: &String) {
    let rows: BTreeMap<(Group, String), Tally> = results
        .corpus
        .iter()
        .filter(|((l, _, _), _)| l == lang)
        .map(|((_, g, d), t)| ((g.clone(), d.clone()), *t))
        .collect();
    let dims: Vec<&String> = {
        let mut d: Vec<&String> = rows.keys().map(|(_, d)| d).collect();
        d.sort();
        d.dedup();
        d
    };
    let get = |group: &Group, dim: &String| {
        rows.get(&(group.clone(), dim.clone()))
            .copied()
            .unwrap_or_default()
    };
    let upper = lang.to_uppercase();
    println!(
        "Duckling's {upper} corpus (test/conformance/duckling/{lang}), Duckling's pass rule:\n"
    );
    println!(
        "| {:<20} | {:<17} | {:<15} | {:<20} |",
        "dim", "positives", "negatives", "in sentences (span)"
    );
    println!("|{:-<22}|{:-<19}|{:-<17}|{:-<22}|", "", "", "", "");
    let (mut pos, mut neg, mut emb) = (Tally::default(), Tally::default(), Tally::default());
    for dim in &dims {
        let (p, n) = (get(&Group::Positive, dim), get(&Group::Negative, dim));
        let e = results
            .embedded
            .get(&(lang.clone(), (*dim).clone()))
            .copied()
            .unwrap_or_default();
        if p.total + n.total == 0 {
            continue;
        }
        pos.add(p.pass, p.total);
        neg.add(n.pass, n.total);
        emb.add(e.pass, e.total);
        println!(
            "| {:<20} | {:<17} | {:<15} | {:<20} |",
            dim,
            p.cell(),
            n.cell(),
            e.cell()
        );
    }
    println!(
        "| {:<20} | {:<17} | {:<15} | {:<20} |",
        "all",
        pos.cell(),
        neg.cell(),
        emb.cell()
    );
    for (title, regional) in [
        ("Each region's own lines", true),
        ("The language's lines rerun under each region", false),
    ] {
        let group = |r: &String| {
            if regional {
                Group::Region(r.clone())
            } else {
                Group::Rerun(r.clone())
            }
        };
        let mut regions: Vec<&String> = rows
            .keys()
            .filter_map(|(g, _)| match g {
                Group::Region(r) if regional => Some(r),
                Group::Rerun(r) if !regional => Some(r),
                _ => None,
            })
            .collect();
        regions.sort();
        regions.dedup();
        if regions.is_empty() {
            continue;
        }
        let regional_dims: Vec<&String> = dims
            .iter()
            .copied()
            .filter(|d| regions.iter().any(|r| get(&group(r), d).total > 0))
            .collect();
        println!("\n{title}, parsed as {lang}_<R>:\n");
        let header: Vec<String> = regional_dims.iter().map(|d| format!("{d:<17}")).collect();
        println!("| region | {} |", header.join(" | "));
        println!(
            "|--------|{}",
            regional_dims
                .iter()
                .map(|_| format!("{:-<19}|", ""))
                .collect::<String>()
        );
        let mut totals = vec![Tally::default(); regional_dims.len()];
        for region in &regions {
            let cells: Vec<String> = regional_dims
                .iter()
                .zip(totals.iter_mut())
                .map(|(d, total)| {
                    let t = get(&group(region), d);
                    total.add(t.pass, t.total);
                    format!("{:<17}", t.cell())
                })
                .collect();
            println!("| {lang}_{region:<3} | {} |", cells.join(" | "));
        }
        let cells: Vec<String> = totals.iter().map(|t| format!("{:<17}", t.cell())).collect();
        println!("| all    | {} |", cells.join(" | "));
    }
}
