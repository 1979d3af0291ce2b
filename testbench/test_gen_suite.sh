#!/usr/bin/env bash
# The generated regression suite (issue 6, issue 12, specs/gen.md): 2000 fast cases
# (seed 1) standalone; 300 mixed cases (seed 2) and 300 datapath cases (seed 4: random
# integer and memory operations under divergence) standalone and in whole lock-step
# (token stack + ALU lanes + LD/ST) against the clean RTL in both timings (functional,
# cycle) and both comparison modes (cycle, ordered), all through scripts/regress (which
# fails a unit that compared nothing); then the token-stack coverage of the mixed cases
# and 300 fast ones against vectors/coverage-goal.txt (specs/coverage.md).
#   test_gen_suite.sh BUILD_DIR SOURCE_DIR
set -u
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
smgold=$build/cli/smgold
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

"$smgold" gen --seed 1 --count 2000 --profile fast -o "$tmp/fast" || exit 1
"$smgold" gen --seed 2 --count 300 --profile mixed -o "$tmp/mixed" || exit 1
"$smgold" gen --seed 4 --count 300 --profile datapath -o "$tmp/datapath" || exit 1

"$src/scripts/regress" -q --binary-dir "$build" --no-lockstep "$tmp/fast" || fail=1
# functional timing, cycle mode: standalone checks and lock-step
"$src/scripts/regress" -q --binary-dir "$build" "$tmp/mixed" "$tmp/datapath" || fail=1
# the other timing and mode: lock-step only (a vector's header records its configuration)
ordered="--mode ordered --retire-delay 3"
cyc="--set timing=cycle --set scheduler_policy=gto"
"$src/scripts/regress" -q --binary-dir "$build" --no-standalone --lockstep-args "$ordered" \
  "$tmp/mixed" "$tmp/datapath" || fail=1
"$src/scripts/regress" -q --binary-dir "$build" --no-standalone --model-args "$cyc" \
  "$tmp/mixed" "$tmp/datapath" || fail=1
"$src/scripts/regress" -q --binary-dir "$build" --no-standalone --model-args "$cyc" \
  --lockstep-args "$ordered" "$tmp/mixed" "$tmp/datapath" || fail=1

# coverage (an error case fails by design; its coverage is still written, CV-8)
for c in "$tmp"/mixed/case-* "$tmp"/fast/case-00[0-2]*; do
  (cd "$c" && "$smgold" run program.lst @launch.args --quiet --coverage cov.txt >/dev/null 2>&1)
  [ -s "$c/cov.txt" ] || { echo "FAIL: no coverage from $c"; fail=1; }
done
"$smgold" cover "$tmp"/mixed/case-*/cov.txt "$tmp"/fast/case-00[0-2]*/cov.txt \
  --goal "$src/vectors/coverage-goal.txt" || fail=1
[ $fail -eq 0 ] && echo "generated suite: pass" || echo "generated suite: FAIL"
exit $fail
