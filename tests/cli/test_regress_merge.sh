#!/usr/bin/env bash
# scripts/regress --results / --merge and scripts/regress.slurm without Slurm
# (label cli; tests/cli/test_slurm.sh runs them under a real Slurm):
# - regress.slurm as 3 array tasks (the SLURM_* variables a task gets) over
#   vectors/seed vectors/cosim and a suite with a trace mismatch: the merged
#   summary (from its second line), JUnit testcases and coverage equal a local
#   run's; every vector ran in exactly one task;
# - a task that left no results: each of its runs an error naming the shard
#   and the state text, a "shard" failure line, exit 1, never a pass;
# - a task whose runs were killed while it was not: exit 2, no results written;
# - results of another run (other shard count, suites or modes) and bad
#   usage: exit 2 with a message;
# - --coverage of a local run: the counts smgold cover merges from the runs.
#   test_regress_merge.sh SMGOLD_BINARY SOURCE_DIR [LOCKSTEP_BINARY]
. "$(dirname "$0")/lib.sh"
lockstep=${3:-}
regress=$src/scripts/regress

mkdir -p "$tmp/bin"
ln -s "$(cd "$(dirname "$smgold")" && pwd)/$(basename "$smgold")" "$tmp/bin/smgold"
lsopt=--no-lockstep modes=1
if [ -n "$lockstep" ]; then
  ln -s "$(cd "$(dirname "$lockstep")" && pwd)/$(basename "$lockstep")" "$tmp/bin/smgold_lockstep"
  lsopt='' modes=2
fi
has() { grep -qF -- "$2" "$1"; } # FILE TEXT
cases() { grep '<testcase ' "$1" | sed 's/ time="[^"]*"//'; } # JUnit testcases without times

# a suite with one vector whose trace has one field altered (record 1's AM)
mkdir -p "$tmp/bad"
cp -r "$src/vectors/cosim/call-ret" "$tmp/bad/call-ret-am"
rm -f "$tmp/bad"/*/actual*
t=$tmp/bad/call-ret-am/expected.trace
n=$(grep -n -m1 '^I ' "$t" | cut -d: -f1)
sed -i "${n}s/ am=0xffffffff>0xffffffff / am=0xffffffff>0x7fffffff /" "$t"
grep -q 'am=0xffffffff>0x7fffffff' "$t" && ok || bad "the mismatch was not injected"

# the tasks run from the submit folder, the suites relative to it (as sbatch does)
mkdir -p "$tmp/cwd"
cd "$tmp/cwd" || exit 1
ln -s "$src/vectors" vectors
suites=(vectors/seed vectors/cosim "$tmp/bad")
task() { # I N: array task I of N, results in $tmp/res
  REGRESS_ARGS="--binary-dir $tmp/bin $lsopt" REGRESS_RESULTS=$tmp/res REGRESS_SCRIPT=$regress \
    SLURM_SUBMIT_DIR=$tmp/cwd SLURM_ARRAY_TASK_ID=$1 SLURM_ARRAY_TASK_COUNT=$2 SLURM_CPUS_PER_TASK=2 \
    bash "$src/scripts/regress.slurm" "${suites[@]}" >"$tmp/task$1.out" 2>&1
}
for i in 0 1 2; do
  task $i 3
  st=$?
  # the task holding the mismatch exits 1, the others 0
  [ "$st" -le 1 ] && [ -f "$tmp/res/shard-$i/meta" ] && [ -f "$tmp/res/junit-$i.xml" ] && ok ||
    { bad "task $i/3: exit $st, no results"; cat "$tmp/task$i.out"; }
  has "$tmp/task$i.out" "task $i/3: $regress --binary-dir" && ok || bad "task $i/3: no banner"
done
# every vector in exactly one task
"$regress" --list "${suites[@]}" >"$tmp/all"
nvec=$(wc -l <"$tmp/all")
grep -h '<testcase classname="standalone"' "$tmp"/res/junit-*.xml | sed 's/.* name="\([^"]*\)".*/\1/' | sort |
  cmp -s - "$tmp/all" && ok || bad "the 3 tasks did not run every vector once"

merge() { # DIR N ARGS...: the merge into $tmp/m.*; sets st
  local d=$1 k=$2
  shift 2
  "$regress" --merge "$d" --shards "$k" --binary-dir "$tmp/bin" $lsopt --junit "$tmp/m.xml" \
    --coverage "$tmp/m.cov" "$@" >"$tmp/m.out" 2>"$tmp/m.err"
  st=$?
}
merge "$tmp/res" 3 "${suites[@]}"
[ "$st" -eq 1 ] && ok || { bad "merge: exit $st, expected 1 (a mismatch)"; cat "$tmp/m.out" "$tmp/m.err"; }
"$regress" --binary-dir "$tmp/bin" $lsopt -q --junit "$tmp/l.xml" --coverage "$tmp/l.cov" "${suites[@]}" \
  >"$tmp/l.out" 2>"$tmp/l.err"
[ $? -eq 1 ] && ok || bad "local run: not exit 1"
has "$tmp/m.out" "regress: $nvec vectors (3 shards), $((nvec * modes)) runs, -j 2, " && ok ||
  { bad "merge: first line"; head -1 "$tmp/m.out"; }
diff <(tail -n +2 "$tmp/l.out") <(tail -n +2 "$tmp/m.out") >"$tmp/diff" && ok ||
  { bad "merged summary differs from the local run's"; cat "$tmp/diff"; }
has "$tmp/m.out" "  mismatch standalone $tmp/bad/call-ret-am: expected.trace:$n: record 1 " && ok ||
  bad "merge: the mismatch not listed"
grep -Eq "^standalone +$((nvec - 1)) +1 +0 +0\$" "$tmp/m.out" && ok || bad "merge: standalone counts"
cmp -s <(cases "$tmp/l.xml") <(cases "$tmp/m.xml") && ok || bad "merged JUnit testcases differ from the local run's"
[ "$(grep -c '<testcase ' "$tmp/m.xml")" -eq $((nvec * modes)) ] && ok || bad "merged JUnit: testcase count"
has "$tmp/m.xml" '<property name="shards" value="3"/>' && ok || bad "merged JUnit: no shards property"
if command -v xmllint >/dev/null; then xmllint --noout "$tmp/m.xml" && ok || bad "merged JUnit: not well-formed"; fi
cmp -s "$tmp/l.cov" "$tmp/m.cov" && ok || bad "merged coverage differs from the local run's"
grep -q '^coverage: 147 bins, [0-9]* hit' "$tmp/m.out" && ok || bad "merge: no coverage line"

# --coverage is what smgold cover merges from every run's own file
i=0
for d in $(cat "$tmp/all"); do
  cp -R "$d" "$tmp/one"
  (cd "$tmp/one" && "$smgold" run program.lst @launch.args --quiet --coverage "$tmp/c$i.cov" >/dev/null 2>&1)
  rm -rf "$tmp/one"
  i=$((i + 1))
done
"$smgold" cover "$tmp"/c*.cov -o "$tmp/direct.cov" >/dev/null && cmp -s "$tmp/direct.cov" "$tmp/l.cov" && ok ||
  bad "--coverage: not the merge of the runs' own coverage"

# ---- a task that left no results
mv "$tmp/res/shard-1" "$tmp/shard-1.kept"
printf 'killed by Slurm: CANCELLED (job 7_1, exit 0:15)\nlog L: regress: interrupted\n' >"$tmp/res/shard-1.state"
merge "$tmp/res" 3 "${suites[@]}"
in1=$(awk 'NR % 3 == 2' "$tmp/all" | wc -l)
[ "$st" -eq 1 ] && ok || bad "dead shard: exit $st, expected 1"
has "$tmp/m.out" "  error    shard      1/3: killed by Slurm: CANCELLED (job 7_1, exit 0:15), log L: regress: interrupted" && ok ||
  { bad "dead shard: no shard failure line"; cat "$tmp/m.out"; }
[ "$(grep -c ": no result: shard 1/3 killed by Slurm: CANCELLED (job 7_1, exit 0:15)\$" "$tmp/m.out")" -eq $((in1 * modes)) ] &&
  ok || bad "dead shard: not every run of shard 1/3 an error"
v=$(awk 'NR % 3 == 2' "$tmp/all" | head -1)
has "$tmp/m.out" "  error    standalone $v: no result: shard 1/3 killed" && ok || bad "dead shard: $v not an error"
grep -Eq "^standalone +[0-9]+ +[01] +0 +$in1\$" "$tmp/m.out" && ok || bad "dead shard: standalone error count"
[ "$(grep -c '<error type="error" message="no result: shard 1/3 killed by Slurm' "$tmp/m.xml")" -eq $((in1 * modes)) ] &&
  ok || bad "dead shard: JUnit errors"
# without a state file the shard still fails
rm "$tmp/res/shard-1.state"
merge "$tmp/res" 3 "${suites[@]}"
[ "$st" -eq 1 ] && has "$tmp/m.out" "  error    shard      1/3: left no results" && ok || bad "dead shard without state"
# results written for another shard count
mv "$tmp/shard-1.kept" "$tmp/res/shard-1"
merge "$tmp/res" 4 "${suites[@]}"
[ "$st" -eq 2 ] && has "$tmp/m.err" "holds shard '0/3', expected 0/4" && ok || bad "other shard count: exit $st"

# ---- a task whose runs are killed while it is not: no results, never a part.
# A scheduler that signals a job's processes one by one (Slurm's proctrack/linuxproc
# on scancel) can end every run before the task's own script sees its signal.
mkdir -p "$tmp/forever/loop"
printf 'NOP CC.T;\nloop: BRA loop;\n' >"$tmp/forever/loop/program.lst"
printf -- '--block 32\n--set hang_cycles=0\n--max-cycles 4000000000\n' >"$tmp/forever/loop/launch.args"
cp "$src/vectors/seed/003-figure2/expected.trace" "$tmp/forever/loop/"
"$regress" --binary-dir "$tmp/bin" --no-lockstep -j 1 --timeout 120 --results "$tmp/res-k" "$tmp/forever" \
  >"$tmp/k.out" 2>"$tmp/k.err" &
rpid=$!
tree() { local c; for c in $(pgrep -P "$1"); do echo "$c"; tree "$c"; done; } # PID: its descendants
for k in $(seq 100); do pgrep -f "$tmp/bin/smgold" -P "$(tree "$rpid" | paste -sd, -)" >/dev/null 2>&1 && break; sleep 0.1; done
kids=$(tree "$rpid")
[ -n "$kids" ] && kill -TERM $kids 2>/dev/null
wait "$rpid"
st=$?
[ "$st" -eq 2 ] && ok || { bad "runs killed: exit $st, expected 2"; cat "$tmp/k.out" "$tmp/k.err"; }
has "$tmp/k.err" "regress: --results: 1 of 1 runs were killed before their result; shard 0/1 writes no results" &&
  ok || { bad "runs killed: no message"; cat "$tmp/k.err"; }
[ ! -e "$tmp/res-k/shard-0" ] && ok || bad "runs killed: results written"

# ---- results of another run: exit 2
merge "$tmp/res" 3 vectors/seed vectors/cosim
[ "$st" -eq 2 ] && has "$tmp/m.err" "ran another list of $nvec vectors" && ok || bad "other suites: exit $st"
merge "$tmp/res" 3 "$src/vectors/seed" "$src/vectors/cosim" "$tmp/bad"
[ "$st" -eq 2 ] && has "$tmp/m.err" "spelled otherwise" && ok || bad "other spelling: exit $st"
if [ -n "$lockstep" ]; then
  merge "$tmp/res" 3 --no-lockstep "${suites[@]}"
  [ "$st" -eq 2 ] && has "$tmp/m.err" "ran 'standalone lockstep', expected 'standalone'" && ok || bad "other modes: exit $st"
fi
# ---- bad usage
usage() { # NAME TEXT ARGS...
  local name=$1 text=$2
  shift 2
  "$regress" --binary-dir "$tmp/bin" "$@" >/dev/null 2>"$tmp/err"
  local s=$?
  [ "$s" -eq 2 ] && has "$tmp/err" "$text" && ok || { bad "$name: exit $s, expected 2 and '$text'"; cat "$tmp/err"; }
}
usage "merge without shards" "--merge needs --shards N" --merge "$tmp/res" vectors/seed
usage "shards without merge" "--shards: only with --merge" --shards 3 vectors/seed
usage "merge and gen" "--merge and --gen" --merge "$tmp/res" --shards 3 --gen fast:2:1
usage "merge and shard" "--merge runs nothing" --merge "$tmp/res" --shards 3 --shard 0/3 vectors/seed
usage "merge no dir" "is not a directory" --merge "$tmp/none" --shards 3 vectors/seed
usage "coverage without standalone" "--coverage: coverage is recorded by standalone runs" --no-standalone \
  --coverage "$tmp/x.cov" vectors/seed
finish
