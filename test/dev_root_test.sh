#!/usr/bin/env bash
# Tests bin/dev's safety on the host: `clean` refuses to delete a root with anything mounted in it, deletes it
# once nothing is, and a bin/dev command leaves no mount behind (the host toolchain is only ever bind-mounted
# inside a private mount namespace). Needs root, like bin/dev.
set -uo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
passed=0 failed=0
check() { # check NAME CONDITION...
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "ok - $name"; else failed=$((failed + 1)); echo "FAIL - $name"; fi
}

scratch="$(mktemp -d)"
trap 'umount -R "$scratch/root/mnt/precious" 2>/dev/null; rm -rf --one-file-system "$scratch"' EXIT
mkdir -p "$scratch/root/mnt/precious" "$scratch/precious"
echo keep >"$scratch/precious/file"
mount --bind "$scratch/precious" "$scratch/root/mnt/precious"

out="$(DUCKLING_DEV_ROOT="$scratch/root" "$REPO/bin/dev" clean 2>&1)"; status=$?
check "clean exits non-zero while something is mounted in the root" test "$status" -ne 0
check "clean names the live mount" grep -q "refusing to delete.*still mounted" <<<"$out"
check "the root is still there" test -d "$scratch/root/mnt/precious"
check "what the mount points to is untouched" test "$(cat "$scratch/precious/file")" = keep

umount "$scratch/root/mnt/precious"
DUCKLING_DEV_ROOT="$scratch/root" "$REPO/bin/dev" clean >/dev/null 2>&1; status=$?
check "clean succeeds once nothing is mounted" test "$status" -eq 0
check "clean deleted the root" test ! -e "$scratch/root"
check "the former mount source is untouched" test "$(cat "$scratch/precious/file")" = keep

# A real command in the real root: afterwards nothing of it is mounted on the host.
"$REPO/bin/dev" true; status=$?
check "bin/dev runs a command" test "$status" -eq 0
root="${DUCKLING_DEV_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/duckling_rs/sid-root}"
check "no mount outlives a bin/dev command" test -z "$(findmnt -rn -o TARGET | grep -F "$root")"
check "the host toolchain is intact" test -x "$HOME/.cargo/bin/cargo" -a -d "$HOME/.rustup/toolchains"

echo "dev_root: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
