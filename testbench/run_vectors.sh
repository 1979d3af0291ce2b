#!/usr/bin/env bash
# run_vectors.sh - run a lock-step testbench over the vectors (ctest label "cosim").
#
# usage: run_vectors.sh KIND BIN SRC                        every vector must pass
#        run_vectors.sh KIND BIN SRC --bugs VECTOR N[:FIELD]...
#                                                           every bug N must be caught on
#                                                           SRC/VECTOR (the first mismatch
#                                                           in field FIELD, any token index)
# KIND   lockstep  smgold_lockstep, smgold_lockstep_sc: BIN [options] DIR, --bug N;
#                  exit 0 pass, 1 mismatch
#        sv        smgold_sv_tb: BIN +vector=DIR +bug=N +out=DIR; exit 0 pass, non-zero
#                  otherwise
# SRC    the source tree: the vectors are SRC/vectors/seed/*/ and SRC/vectors/cosim/*/
#        (a directory with program.lst and launch.args).
# Pass: each run prints "DIR: pass: ..." and exits 0. Bug N: the run prints
# "DIR: MISMATCH ... field FIELD ..." and exits 1 (lockstep) or non-zero (sv). Fails when no
# vector ran. Prints one line per run and a closing "N passed, N failed".
# Environment: SMGOLD_MODEL_ARGS   more model arguments for every run (e.g. "--set
#                                  timing=cycle"), after program.lst @launch.args;
#              SMGOLD_NEED_UNITS   units (of the verdict's list: stack, alu, ..., sched,
#                                  lanes, decode) that must have compared something over the
#                                  passing runs together, else the script fails naming them.
set -u
if [ $# -lt 3 ]; then
  echo "usage: $0 KIND BIN SRC [--bugs VECTOR N[:FIELD]...]" >&2
  exit 2
fi
kind=$1 bin=$2 src=$3
shift 3
case $kind in lockstep|sv) ;; *) echo "$0: KIND is lockstep or sv, not '$kind'" >&2; exit 2 ;; esac
[ -x "$bin" ] || { echo "$0: $bin is not an executable" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1
pass=0 fail=0

# run DIR BUG OUTDIR: the verdict output in $tmp/log, the exit status returned
run() {
  local dir=$1 bug=$2 out=$3
  mkdir -p "$out"
  if [ "$kind" = sv ]; then
    "$bin" "+vector=$dir" "+bug=$bug" "+out=$out" \
      ${SMGOLD_MODEL_ARGS:+"+args=program.lst @launch.args $SMGOLD_MODEL_ARGS"} >"$tmp/log" 2>&1
  else
    # shellcheck disable=SC2086
    "$bin" --quiet --bug "$bug" --out "$out" "$dir" \
      ${SMGOLD_MODEL_ARGS:+-- program.lst @launch.args $SMGOLD_MODEL_ARGS} >"$tmp/log" 2>&1
  fi
}

if [ $# -eq 0 ]; then
  for dir in "$src"/vectors/seed/*/ "$src"/vectors/cosim/*/; do
    dir=${dir%/}
    [ -f "$dir/program.lst" ] && [ -f "$dir/launch.args" ] || continue
    run "$dir" 0 "$tmp/out"
    st=$?
    if [ $st -eq 0 ] && grep -q "^$dir: pass: " "$tmp/log"; then
      pass=$((pass + 1))
      grep "^$dir: pass: " "$tmp/log" | tee -a "$tmp/passed"
    else
      fail=$((fail + 1))
      echo "FAIL: $dir: exit status $st"
      sed 's/^/  /' "$tmp/log" | head -20
    fi
  done
else
  [ "$1" = --bugs ] && [ $# -ge 3 ] || { echo "$0: expected --bugs VECTOR N[:FIELD]..." >&2; exit 2; }
  dir=$src/$2
  shift 2
  [ -f "$dir/program.lst" ] || { echo "$0: no vector $dir" >&2; exit 2; }
  for b in "$@"; do
    bug=${b%%:*} field=
    [ "$bug" != "$b" ] && field=${b#*:}
    run "$dir" "$bug" "$tmp/out-$bug"
    st=$?
    line=$(grep "^$dir: MISMATCH " "$tmp/log" | head -1)
    want_st=ok
    if [ "$kind" = lockstep ]; then [ $st -eq 1 ] || want_st=bad; else [ $st -ne 0 ] || want_st=bad; fi
    if [ $want_st = ok ] && [ -n "$line" ] &&
       { [ -z "$field" ] || [[ "$line" == *" field $field "* || "$line" == *" field $field["* ]]; }; then
      pass=$((pass + 1))
      echo "bug $bug: $line"
    else
      fail=$((fail + 1))
      echo "FAIL: bug $bug on $dir: exit status $st${field:+, expected a mismatch of field $field}"
      sed 's/^/  /' "$tmp/log" | head -20
    fi
  done
fi

echo "$pass passed, $fail failed"
# the units that must have compared something: sum "UNIT N" of the verdicts' unit lists
for unit in ${SMGOLD_NEED_UNITS:-}; do
  n=$(grep -oE "(\(|, )$unit [0-9]+" "$tmp/passed" 2>/dev/null | awk '{s += $NF} END {print s + 0}')
  echo "unit $unit: $n compares"
  if [ "$n" -eq 0 ]; then
    echo "FAIL: unit $unit compared nothing over the passing runs"
    fail=$((fail + 1))
  fi
done
if [ $((pass + fail)) -eq 0 ]; then
  echo "FAIL: no vector ran (looked in $src/vectors/seed and $src/vectors/cosim)"
  exit 1
fi
[ "$fail" -eq 0 ]
