# Shared by the CLI test scripts (sourced): the smgold executable ($1) and the
# source tree ($2), a scratch folder removed on exit, pass/fail counters and
# the closing line ctest and CI read ("N passed, N failed").
set -u
smgold=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
finish() {
  echo "$pass passed, $fail failed"
  [ "$fail" -eq 0 ]
}
