#!/bin/bash
# Instructions per time resolution and per JSON rendering, per case of the engine's time::bench test,
# counted by callgrind (independent of the machine's load). Run from the repository root; needs valgrind.
set -euo pipefail
cargo test --release -p duckling_engine --lib time::bench --no-run 2>/dev/null
BIN=$(ls -t target/release/deps/duckling_engine-* | grep -v '\.d$' | head -1)
OUT=$(mktemp)
R=100
CASES=$(TIME_BENCH_ROUNDS=1 "$BIN" time::bench::resolve_cost --nocapture 2>/dev/null | sed -n 's/^ *\(.*\): resolve .*/\1/p')
while IFS= read -r c; do
  TIME_BENCH_CASE="$c" TIME_BENCH_ROUNDS=$R valgrind --tool=callgrind --callgrind-out-file="$OUT" \
    "$BIN" time::bench::resolve_cost --nocapture >/dev/null 2>&1
  count() {
    callgrind_annotate --inclusive=yes --threshold=100 "$OUT" 2>/dev/null | grep -E "bench::$1 \[" | head -1 |
      awk '{gsub(",","",$1); print $1}' || true
  }
  res=$(count resolve_once); js=$(count json_once)
  printf "| %s | %d | %d |\n" "$c" $(( ${res:-0} / R )) $(( ${js:-0} / R ))
done <<< "$CASES"
rm -f "$OUT"
