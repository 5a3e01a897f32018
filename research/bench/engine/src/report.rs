//! The Markdown report of one bench run.

use std::fmt::Write;
use std::time::Duration;

use crate::timing::{Stats, micros};

pub struct DimRow {
    pub dim: String,
    pub ours: Stats,
    pub peer: Stats,
    pub sentences: usize,
}

pub struct ScalingRow {
    pub times: usize,
    pub kb: f64,
    pub ours: Duration,
    pub peer: Duration,
}

pub struct SpecialRow {
    pub name: String,
    pub bytes: usize,
    pub ours: Duration,
    pub ours_entities: usize,
    pub peer: Duration,
    pub peer_entities: usize,
}

fn ratio(peer: Duration, ours: Duration) -> f64 {
    peer.as_secs_f64() / ours.as_secs_f64().max(1e-12)
}

pub fn markdown(
    rows: &[DimRow],
    overall: &DimRow,
    scaling: &[ScalingRow],
    specials: &[SpecialRow],
    quick: bool,
) -> String {
    let mut md = String::new();
    let _ = writeln!(
        md,
        "## Engine: duckling_engine vs the published duckling 0.4 crate{}\n",
        if quick { " (QUICK run)" } else { "" }
    );
    let _ = writeln!(
        md,
        "Every corpus sentence, all dimensions asked of both engines, release build, one thread; per sentence the median of repeated calls, then the median and p99 over sentences. Ratio = peer / ours.\n"
    );
    let _ = writeln!(
        md,
        "| corpus | sentences | ours median µs | ours p99 µs | peer median µs | peer p99 µs | ratio (median) |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|---:|");
    for r in rows.iter().chain(std::iter::once(overall)) {
        let _ = writeln!(
            md,
            "| {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {:.0}× |",
            r.dim,
            r.sentences,
            micros(r.ours.median),
            micros(r.ours.p99),
            micros(r.peer.median),
            micros(r.peer.p99),
            ratio(r.peer.median, r.ours.median)
        );
    }
    let _ = writeln!(
        md,
        "\n### Growth with input length (time per KB should stay flat)\n"
    );
    let _ = writeln!(
        md,
        "| repeats | KB | ours µs | ours µs/KB | peer µs | peer µs/KB |"
    );
    let _ = writeln!(md, "|---:|---:|---:|---:|---:|---:|");
    for s in scaling {
        let _ = writeln!(
            md,
            "| {}× | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} |",
            s.times,
            s.kb,
            micros(s.ours),
            micros(s.ours) / s.kb,
            micros(s.peer),
            micros(s.peer) / s.kb
        );
    }
    if let (Some(first), Some(last)) = (scaling.first(), scaling.last()) {
        let growth = (micros(last.ours) / last.kb) / (micros(first.ours) / first.kb);
        let _ = writeln!(
            md,
            "\nOurs: time per KB at {}× is {:.2}× the time per KB at {}× (target ≤ 1.5).",
            last.times, growth, first.times
        );
    }
    let _ = writeln!(md, "\n### Named cases\n");
    let _ = writeln!(
        md,
        "| case | bytes | ours µs | ours entities | peer µs | peer entities |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|");
    for s in specials {
        let _ = writeln!(
            md,
            "| {} | {} | {:.1} | {} | {:.1} | {} |",
            s.name,
            s.bytes,
            micros(s.ours),
            s.ours_entities,
            micros(s.peer),
            s.peer_entities
        );
    }
    md
}
