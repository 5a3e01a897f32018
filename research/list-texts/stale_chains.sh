#!/usr/bin/env bash
# The "stale chains" experiment (README.md): `git apply research/list-texts/stale-chains.diff` on commit 1e015aa,
# `cargo build --release -p duckling_engine --examples`, then run this from the repository root, with
# STALE_EXTEND=1 for the second variant. STALE_FROM unset is the build as it is; 2 makes every stale chain stale,
# 4 and 7 only those of that many parts and up.
# Per setting: is `corpus_pass dump-all` the same as without it, the CPU µs per KB of 8 KB of each list (fastest of
# 3 runs of `long_text`), and at which lengths (repetitions) each list's answer (`json_fnv`) is the one it has without.
set -euo pipefail
bin=${CARGO_TARGET_DIR:-target}/release/examples
families=('from 3 to 5pm ' 'from 3 to 5pm, ' 'next friday, ' 'next friday at 5pm, ' 'at 5 ' '5pm, ' 'in 2 hours, ' 'the day after tomorrow ')
"$bin/corpus_pass" dump-all > /tmp/stale-dump-base.txt
fnv() { "$bin/long_text" --unit "$1" --times "$2" --runs 1 | grep -o 'json_fnv=[0-9a-f]*'; }
for setting in unset 2 4 7; do
  if [ "$setting" = unset ]; then unset STALE_FROM; else export STALE_FROM=$setting; fi
  same=$("$bin/corpus_pass" dump-all | cmp -s - /tmp/stale-dump-base.txt && echo identical || echo DIFFERENT)
  echo "== STALE_FROM=$setting: dump-all $same"
  for unit in "${families[@]}"; do
    per_kb=$("$bin/long_text" --unit "$unit" --bytes 8000 --runs 3 | grep -o 'cpu_us_per_kb=[0-9]*')
    kept=""
    for times in 4 6 8 12 20 40; do
      [ "$(fnv "$unit" "$times")" = "$(STALE_FROM= fnv "$unit" "$times")" ] && kept="$kept $times"
    done
    printf '%-26s %-22s answer as without at:%s\n' "[$unit]" "$per_kb" "$kept"
  done
done
