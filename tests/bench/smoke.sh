#!/usr/bin/env bash
# bench_smoke (tests/bench.cmake): scripts/bench --quick with the built binaries. Passes
# when the script succeeds (every kernel's first results equal its native C version's:
# bench_kernel exits 1 otherwise) and its output has every section and every row of the
# ratio table, with a ratio for the kernels that have a native form. Asserts nothing
# about time.
#   smoke.sh REPO BENCH_KERNEL SMGOLD_CLI
set -euo pipefail
repo=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if ! SMGOLD_BENCH_KERNEL=$2 SMGOLD_CLI=$3 "$repo/scripts/bench" --quick --no-build >"$out" 2>&1; then
  cat "$out"
  echo "bench_smoke: scripts/bench --quick failed" >&2
  exit 1
fi
cat "$out"
fail=0
need() { # REGEX WHAT
  grep -Eq "$1" "$out" || { echo "bench_smoke: no $2 in the output (/$1/)" >&2; fail=1; }
}
need '^   retire records on: 1 runs, [0-9]+ warp steps' 'retire records line'
need '^   retire records on cost [0-9.-]+% ' 'retire records cost line'
need '^   functional: [0-9.]+ M warp steps/s' '48-warp functional line'
need '^   cycle     : [0-9.]+ M warp steps/s' '48-warp cycle line'
need '^kernel +timing +model ms +native ms' 'table header'
num='[0-9]+\.[0-9]+'
for k in fig8 fig10 saxpy collatz; do
  for t in functional cycle; do
    need "^$k +$t +$num +$num +$num +$num +$num +$num +$num+x\$" "row $k $t"
  done
done
for k in gen-deep gen-brx; do
  for t in functional cycle; do
    need "^$k +$t +$num +- +$num +$num +$num +$num +n/a \(no native form\)\$" "row $k $t"
  done
done
need '^   architectural: registers 48 x 63 x 32 lanes x 4 B = 378 KiB' 'full SM footprint'
need '^   the model: heap after sg_sm_create' 'measured footprint'
[ "$fail" = 0 ] && echo "bench_smoke: every section and row present"
exit "$fail"
