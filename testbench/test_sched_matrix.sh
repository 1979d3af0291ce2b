#!/usr/bin/env bash
# The whole-SM lock-step under every scheduler policy and lane mode (issue 13): the reference
# RTL of every unit - token stack, warp schedulers and scoreboard, decoders, lane compactors,
# ALU lanes, LD/ST - against the model in cycle timing, for each scheduler_policy (lrr, gto,
# two-level) x lane_mode (baseline, half-skip, bcc, scc), on every seed and cosim vector and on
# a generated suite of its own per combination (24 mixed + 24 datapath cases, seeds differ
# per combination; sched_clock_ratio = 1 there, so the schedulers pick every FU clock). Each
# run goes through scripts/regress, which prints the compares per unit and fails when any of
# stack, alu, ldst, sched, lanes and decode compared nothing. (The external policy is the
# legality mode: ctests cosim_legality_pass / cosim_legality_fail.)
#   test_sched_matrix.sh BUILD_DIR SOURCE_DIR
set -u
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
units=stack,alu,ldst,sched,lanes,decode
fail=0
k=0
for pol in lrr gto two-level; do
  for mode in baseline half-skip bcc scc; do
    k=$((k + 1))
    cfg="--set timing=cycle --set scheduler_policy=$pol --set lane_mode=$mode"
    echo "== scheduler_policy=$pol lane_mode=$mode"
    "$src/scripts/regress" -q --no-standalone --binary-dir "$build" --require-units "$units" \
      --model-args "$cfg" "$src/vectors/seed" "$src/vectors/cosim" || fail=1
    "$src/scripts/regress" -q --no-standalone --binary-dir "$build" --require-units "$units" \
      --gen "mixed:24:$((100 + k)),datapath:24:$((200 + k))" \
      --model-args "$cfg --set sched_clock_ratio=1" || fail=1
  done
done
[ $fail -eq 0 ] && echo "scheduler x lane-mode matrix: pass" || echo "scheduler x lane-mode matrix: FAIL"
exit $fail
