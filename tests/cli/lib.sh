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

# check_dumps NAME DIR RUN MIN: every actual-*.hex a run wrote in DIR equals its
# expected-*.hex, as many as there are expected-*.hex and at least MIN; the
# dumps are then renamed *.runRUN (so the next run starts clean).
check_dumps() {
  local name=$1 w=$2 k=$3 min=$4 ndump=0 a e nexp
  for a in "$w"/actual-*.hex; do
    [ -e "$a" ] || continue
    ndump=$((ndump + 1))
    e="$w/expected-$(basename "$a" | sed 's/^actual-//')"
    if [ -f "$e" ] && cmp -s "$e" "$a"; then ok; else bad "$name: $(basename "$a") differs from $(basename "$e")"; fi
    mv "$a" "$a.run$k"
  done
  nexp=$(ls "$w"/expected-*.hex 2>/dev/null | wc -l)
  [ "$ndump" -eq "$nexp" ] && [ "$ndump" -ge "$min" ] && ok || bad "$name: $ndump dumps written, $nexp expected-*.hex"
}
