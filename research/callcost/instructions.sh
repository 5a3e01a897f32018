#!/usr/bin/env bash
# Instructions per call of each case of percall.rb, counted by callgrind (deterministic, unlike time on this shared
# machine): the whole run of N calls minus a run of 0 calls, divided by N.
#
#   bin/dev research/callcost/instructions.sh [N] [CASE...]     # N = 20000; every case by default
set -euo pipefail
cd "$(dirname "$0")/../.."
n=${1:-20000}
shift || true
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  mapfile -t cases < <(ruby research/callcost/percall.rb --cases)
fi
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null ruby research/callcost/percall.rb "$1" "$2" 2>&1 |
    awk '/Collected/ { print $4 }'
}
for c in "${cases[@]}"; do
  zero=$(count "$c" 0)
  all=$(count "$c" "$n")
  printf '%-36s %8d instructions per call\n' "$c" $(( (all - zero) / n ))
done
