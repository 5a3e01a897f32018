#!/usr/bin/env bash
# Runs Ruby tests under valgrind memcheck, inside the dev root, and summarises the extension's errors.
#
#   bin/dev research/hardening/valgrind.sh [TEST_FILE...]   (default: api, bad_input, dispatch, adversarial)
#
# RUBY_FREE_AT_EXIT=1 makes Ruby (≥ 3.3) free its heap at exit, so the leak summary means something;
# ruby.supp hides what it can of Ruby's conservative-GC noise (Debian's libruby is stripped, so most of that
# noise is told apart by valgrind_summary.rb instead). The adversarial test runs only its small-text cases
# here (10 MB under valgrind would take hours), with its deadlines stretched.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=tmp/valgrind
mkdir -p "$out"
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(test/api_test.rb test/bad_input_test.rb test/dispatch_test.rb test/adversarial_test.rb)
for file in "${files[@]}"; do
  name=$(basename "$file" .rb)
  filter=()
  [ "$name" = adversarial_test ] && filter=(-n '/mixed|combining_marks$|rtl|emoji|control|surrogate|overlong|corpus_holds/')
  echo "== $file"
  RUBY_FREE_AT_EXIT=1 ADVERSARIAL_TIME_FACTOR=200 \
    valgrind --tool=memcheck --error-limit=no --num-callers=30 --leak-check=full --show-leak-kinds=definite \
      --suppressions=research/hardening/ruby.supp --log-file="$out/$name.%p.log" \
      ruby -Itest "$file" "${filter[@]}" 2>&1 | tail -n 4 || true
done
ruby research/hardening/valgrind_summary.rb "$out"/*.log
grep -h "definitely lost" "$out"/*.log | sort | uniq -c
