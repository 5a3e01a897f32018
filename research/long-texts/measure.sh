#!/bin/sh
# One parse per line of the table in README.md: peak RSS (/usr/bin/time -v) and the example's own figures.
# usage: research/long-texts/measure.sh BINARY LABEL [ARGS…] > research/long-texts/raw/LABEL.txt
# BINARY is a release build of ext/duckling_engine/examples/long_text.rs; ARGS go to every run (`--values text`:
# the values as JSON text, as the Ruby binding parses).
set -u
bin=$1
label=$2
shift 2
extra="$*"
prose=test/fixtures/adversarial/prose.txt
run() {
  name=$1
  shift
  # shellcheck disable=SC2086 # $extra is a list of flags
  out=$( (nice -n 10 /usr/bin/time -v "$bin" "$@" $extra) 2>&1)
  rss=$(printf '%s\n' "$out" | sed -n 's/.*Maximum resident set size (kbytes): //p')
  line=$(printf '%s\n' "$out" | grep '^bytes=')
  echo "$label $name $line max_rss_kb=$rss"
}
sentence='Can we meet next friday at 5pm? '
run sentences_1k --unit "$sentence" --bytes 1000 --runs 1000
run sentences_100k --unit "$sentence" --bytes 100000 --runs 10
run sentences_1m --unit "$sentence" --bytes 1000000
run dates_1k --unit "12/12/2012 " --bytes 1000 --runs 200
run dates_100k --unit '12/12/2012 ' --bytes 100000 --runs 2
run dates_1m --unit '12/12/2012 ' --bytes 1000000
run decimal_run --unit '1.' --times 500000
run numbers_x500k --unit '9 ' --times 500000 --dims number
run date_x100k --unit '12/12/2012 ' --times 100000
run prose_10mb --file "$prose" --times 50000
if [ "${LONG:-}" = 1 ]; then
  run sentences_10m --unit "$sentence" --bytes 10000000
fi
