#!/usr/bin/env bash
# scripts/regress-slurm on a real Slurm (label slurm): a single-node cluster
# started here in a scratch folder (munged with its own key and socket,
# slurmctld and slurmd from a generated slurm.conf, this machine the only node,
# no cgroups), then
# - vectors/seed, vectors/cosim and a generated suite of 300 programs in 4 array
#   tasks: exit 0, and the merged summary (from its second line), JUnit
#   testcases and coverage equal a local scripts/regress run of the same suites;
#   each task ran its own shard;
# - a suite with a trace mismatch and a vector that never ends, whose task is
#   cancelled (scancel) while it runs: exit 1, the mismatch listed with its
#   divergence, the cancelled task reported as killed by Slurm and each of its
#   runs an error, never a pass;
# - a soak in parts, one array task a part (README's sbatch --wrap recipe):
#   scripts/soak-merge of the tasks' summaries is the same soak run locally.
# Every daemon started here is stopped on exit (and by a watchdog if this
# script is killed). Exit 77 (ctest SKIP_RETURN_CODE) with "skipped: WHY" when
# Slurm is not installed or does not start.
#   test_slurm.sh SMGOLD_BINARY SOURCE_DIR [LOCKSTEP_BINARY]
. "$(dirname "$0")/lib.sh"
lockstep=${3:-}
skip() {
  echo "skipped: $*"
  exit 77
}

for c in munged slurmctld slurmd sbatch squeue scancel sinfo scontrol; do
  command -v "$c" >/dev/null || skip "$c not installed (scripts/setup installs slurm-wlm and munge)"
done

# ---- the cluster, all of it in $tmp/slurm
cl=$tmp/slurm
mkdir -p "$cl/key" "$cl/run" "$cl/state" "$cl/spool" "$cl/log"
# munged wants its socket folder and the folders above it searchable by all, its key private
chmod 755 "$tmp" "$cl" "$cl/run"
chmod 700 "$cl/key"
pids=() starts=()
# pid_start P: when process P started (/proc/P/stat field 22); fails if there is none.
# A daemon is signalled only while its pid still has the start time it had: once it
# ended, a busy machine may give its pid to another process (a stale kill of that kind
# stopped a test running beside another one).
pid_start() {
  local s
  s=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  s=${s##*) }
  set -- $s
  echo "${20}"
}
same_proc() { # P START: P is still the process that started at START
  local st
  st=$(pid_start "$1") && [ -n "$2" ] && [ "$st" = "$2" ]
}
signal_ours() { # SIGNAL: every daemon still running; false if none is
  local i any=1
  for i in "${!pids[@]}"; do
    same_proc "${pids[$i]}" "${starts[$i]}" || continue
    any=0
    [ "$1" = 0 ] || kill "-$1" "${pids[$i]}" 2>/dev/null
  done
  return $any
}
stop_all() {
  local k
  if [ ${#pids[@]} -gt 0 ]; then
    # the jobs first: their step daemons outlive a stopped slurmd
    scancel --user="$(id -un)" >/dev/null 2>&1
    for k in $(seq 20); do
      [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
      sleep 0.5
    done
    signal_ours TERM
    for k in $(seq 20); do
      signal_ours 0 || break
      sleep 0.5
    done
    signal_ours KILL
  fi
  rm -rf "$tmp"
}
trap stop_all EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
# start NAME COMMAND...: a daemon in the foreground, its pid in pids; a watchdog
# stops it if this script dies without its trap (ctest's timeout kill)
start() {
  local name=$1
  shift
  "$@" >"$cl/log/$name.out" 2>&1 &
  local p=$! t
  t=$(pid_start "$p") || t=
  pids+=("$p")
  starts+=("$t")
  (trap '' TERM INT
   while kill -0 $$ 2>/dev/null && same_proc "$p" "$t"; do sleep 2; done
   same_proc "$p" "$t" && kill -TERM "$p" 2>/dev/null) >/dev/null 2>&1 &
}
# two free ports next to each other (nothing answers on them)
port=
for k in $(seq 50); do
  p=$((20000 + (RANDOM * 7 + k * 97) % 30000))
  (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null && continue
  (exec 3<>"/dev/tcp/127.0.0.1/$((p + 1))") 2>/dev/null && continue
  port=$p
  break
done
[ -n "$port" ] || skip "no two free TCP ports found"

if command -v mungekey >/dev/null; then
  mungekey -c -k "$cl/key/munge.key" >/dev/null 2>&1
else
  dd if=/dev/urandom of="$cl/key/munge.key" bs=1024 count=1 2>/dev/null
fi
chmod 400 "$cl/key/munge.key"
start munged munged -F --key-file="$cl/key/munge.key" --socket="$cl/run/munge.sock" \
  --pid-file="$cl/run/munged.pid" --log-file="$cl/log/munged.log" --seed-file="$cl/key/seed"
for k in $(seq 20); do [ -S "$cl/run/munge.sock" ] && break; sleep 0.5; done
[ -S "$cl/run/munge.sock" ] || skip "munged did not start: $(tail -n 1 "$cl/log/munged.out")"

node=$(hostname -s 2>/dev/null || hostname)
cpus=$(nproc)
mem=$(($(awk '/^MemTotal:/ {print $2}' /proc/meminfo) / 2048))
[ "$mem" -ge 256 ] || mem=256
user=$(id -un)
export SLURM_CONF=$cl/slurm.conf
cat >"$SLURM_CONF" <<EOF
# a one-node cluster for tests/cli/test_slurm.sh: no cgroups, no accounting
ClusterName=smgoldtest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/munge
AuthInfo=socket=$cl/run/munge.sock
CredType=cred/munge
StateSaveLocation=$cl/state
SlurmdSpoolDir=$cl/spool
SlurmctldPidFile=$cl/run/slurmctld.pid
SlurmdPidFile=$cl/run/slurmd.pid
SlurmctldLogFile=$cl/log/slurmctld.log
SlurmdLogFile=$cl/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
KillWait=5
MinJobAge=600
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
start slurmctld slurmctld -D -f "$SLURM_CONF"
start slurmd slurmd -D -f "$SLURM_CONF" -N "$node"
for k in $(seq 60); do
  [ "$(sinfo -h -n "$node" -o %T 2>/dev/null)" = idle ] && break
  sleep 0.5
done
[ "$(sinfo -h -n "$node" -o %T 2>/dev/null)" = idle ] ||
  skip "the Slurm node did not come up: $(tail -n 2 "$cl/log/slurmctld.out" "$cl/log/slurmd.out" | tr '\n' ' ')"
ok

# ---- the binaries, as scripts/regress --binary-dir finds them
mkdir -p "$tmp/bin"
ln -s "$(cd "$(dirname "$smgold")" && pwd)/$(basename "$smgold")" "$tmp/bin/smgold"
lsopt=--no-lockstep modes=1
if [ -n "$lockstep" ]; then
  ln -s "$(cd "$(dirname "$lockstep")" && pwd)/$(basename "$lockstep")" "$tmp/bin/smgold_lockstep"
  lsopt='' modes=2
fi
has() { grep -qF -- "$2" "$1"; } # FILE TEXT
cases() { grep '<testcase ' "$1" | sed 's/ time="[^"]*"//'; } # JUnit testcases without times
# rs OUT ARGS...: scripts/regress-slurm, 4 tasks of one core; stdout, stderr in OUT.out, OUT.err
rs() {
  local o=$1
  shift
  timeout 240 "$src/scripts/regress-slurm" --shards 4 --cpus 1 --poll 1 --binary-dir "$tmp/bin" \
    --out "$o" --sbatch-args "--mem-per-cpu=32M --job-name=smgold-test" --regress-args "$lsopt $*" \
    "${suites[@]}" >"$o.out" 2>"$o.err"
}

# ---- seed, cosim and 300 generated programs: the same as a local run
cd "$tmp" || exit 1
suites=(--gen mixed:300:2 "$src/vectors/seed" "$src/vectors/cosim")
rs "$tmp/r1"
st=$?
[ "$st" -eq 0 ] && ok || { bad "regress-slurm: exit $st"; cat "$tmp/r1.out" "$tmp/r1.err"; tail -n 5 "$tmp"/r1/log/*; }
suites=("$src/vectors/seed" "$src/vectors/cosim" "$tmp/r1/gen/mixed-2")
nvec=$("$src/scripts/regress" --list "${suites[@]}" | wc -l)
[ "$nvec" -ge 340 ] && ok || bad "only $nvec vectors"
has "$tmp/r1.out" "regress: $nvec vectors (4 shards), $((nvec * modes)) runs, -j 1, " && ok ||
  { bad "regress-slurm: first line"; head -1 "$tmp/r1.out"; }
has "$tmp/r1.out" "$((nvec * modes)) passed, 0 failed" && ok || bad "regress-slurm: not all passed"
cmp -s "$tmp/r1.out" "$tmp/r1/summary.txt" && ok || bad "summary.txt is not what stdout showed"
job=$(cat "$tmp/r1/job")
for i in 0 1 2 3; do
  # each task ran under Slurm, its own shard
  has "$tmp/r1/log/shard-$i.out" "task $i/4: " && has "$tmp/r1/shards/shard-$i/meta" "shard $i/4" && ok ||
    bad "task $i: no log or results of shard $i/4"
  scontrol show job -o "${job}_$i" | grep -q ' JobState=COMPLETED ' && ok || bad "task $i: not COMPLETED in Slurm"
done
has "$tmp/r1.err" "shards 4/4 done, 0 running, 0 pending; runs $((nvec * modes))/$((nvec * modes)), pass $((nvec * modes)), failed 0" &&
  ok || { bad "no final progress line"; cat "$tmp/r1.err"; }
"$src/scripts/regress" --binary-dir "$tmp/bin" $lsopt -q --junit "$tmp/l.xml" --coverage "$tmp/l.cov" \
  "${suites[@]}" >"$tmp/l.out" 2>"$tmp/l.err"
[ $? -eq 0 ] && ok || bad "local run: not exit 0"
diff <(tail -n +2 "$tmp/l.out") <(tail -n +2 "$tmp/r1.out") >"$tmp/diff" && ok ||
  { bad "the Slurm summary differs from the local run's"; cat "$tmp/diff"; }
grep -Eq "^standalone +$nvec +0 +0 +0\$" "$tmp/r1.out" && ok || bad "standalone counts"
cmp -s <(cases "$tmp/l.xml") <(cases "$tmp/r1/junit.xml") && ok || bad "the Slurm JUnit testcases differ from the local run's"
[ "$(grep -c '<testcase ' "$tmp/r1/junit.xml")" -eq $((nvec * modes)) ] && ok || bad "JUnit: testcase count"
cmp -s "$tmp/l.cov" "$tmp/r1/coverage.cov" && ok || bad "the Slurm coverage differs from the local run's"
grep -q '^coverage: 147 bins' "$tmp/r1/coverage.txt" && grep -q '<table>' "$tmp/r1/coverage.html" && ok ||
  bad "no coverage report"

# ---- a mismatch, and a task cancelled while it runs
mkdir -p "$tmp/inject"
cp -r "$src/vectors/cosim/call-ret" "$tmp/inject/bad-trace"
rm -f "$tmp/inject"/*/actual*
t=$tmp/inject/bad-trace/expected.trace
n=$(grep -n -m1 '^I ' "$t" | cut -d: -f1)
sed -i "${n}s/ am=0xffffffff>0xffffffff / am=0xffffffff>0x7fffffff /" "$t"
# a loop that never ends: its task is still running when it is cancelled
mkdir "$tmp/inject/zz-forever"
printf 'NOP CC.T;\nloop: BRA loop;\n' >"$tmp/inject/zz-forever/program.lst"
printf -- '--block 32\n--set hang_cycles=0\n--max-cycles 4000000000\n' >"$tmp/inject/zz-forever/launch.args"
cp "$src/vectors/seed/003-figure2/expected.trace" "$tmp/inject/zz-forever/"
suites=("$src/vectors/seed" "$src/vectors/cosim" "$tmp/inject")
"$src/scripts/regress" --list "${suites[@]}" >"$tmp/list2"
nvec2=$(wc -l <"$tmp/list2")
kf=$(grep -n '/zz-forever$' "$tmp/list2" | cut -d: -f1)
kb=$(grep -n '/bad-trace$' "$tmp/list2" | cut -d: -f1)
s=$(((kf - 1) % 4))
[ $(((kb - 1) % 4)) -ne "$s" ] && ok || bad "the mismatch and the endless loop in one shard"
rs "$tmp/r2" --timeout 200 &
rpid=$!
for k in $(seq 120); do [ -s "$tmp/r2/job" ] && break; sleep 0.5; done
job=$(cat "$tmp/r2/job" 2>/dev/null)
cancelled=0
for k in $(seq 240); do
  if [ -n "$job" ] && [ "$(squeue -h -j "${job}_$s" -o %T 2>/dev/null)" = RUNNING ]; then
    scancel "${job}_$s" && cancelled=1
    break
  fi
  sleep 0.5
done
[ "$cancelled" = 1 ] && ok || bad "task $s of job '$job' never ran: nothing cancelled"
wait "$rpid"
st=$?
[ "$st" -eq 1 ] && ok || { bad "injected: exit $st, expected 1"; cat "$tmp/r2.out" "$tmp/r2.err"; }
has "$tmp/r2.out" "regress: $nvec2 vectors (4 shards)" && ok || bad "injected: first line"
has "$tmp/r2.out" "  mismatch standalone $tmp/inject/bad-trace: expected.trace:$n: record 1 (I cyc=0 w=0 blk=0 step=1 pc=0x0000): field am, expected 0xffffffff>0x7fffffff, actual 0xffffffff>0xffffffff" &&
  ok || { bad "injected: the mismatch not reported"; cat "$tmp/r2.out"; }
grep -q "^  error    shard      $s/4: killed by Slurm: CANCELLED (job ${job}_$s, exit [0-9:]*), log $tmp/r2/log/shard-$s.out: " \
  "$tmp/r2.out" && ok ||
  { bad "injected: the cancelled task not reported"; cat "$tmp/r2.out"; }
grep -q "^  error    standalone $tmp/inject/zz-forever: no result: shard $s/4 killed by Slurm: CANCELLED (job ${job}_$s, exit [0-9:]*)\$" \
  "$tmp/r2.out" && ok || bad "injected: the cancelled task's vector not an error"
ins=$(awk -v s="$s" '(NR - 1) % 4 == s' "$tmp/list2" | wc -l)
[ "$(grep -c ": no result: shard $s/4 killed by Slurm: CANCELLED" "$tmp/r2.out")" -eq $((ins * modes)) ] && ok ||
  bad "injected: not every run of task $s an error"
grep -Eq "^standalone +$((nvec2 - 1 - ins)) +1 +0 +$ins\$" "$tmp/r2.out" && ok ||
  { bad "injected: standalone counts"; cat "$tmp/r2.out"; }
[ "$(grep -c '<error type="error" message="no result: shard '"$s"'/4 killed by Slurm: CANCELLED' "$tmp/r2/junit.xml")" -eq $((ins * modes)) ] &&
  ok || bad "injected: JUnit errors of the cancelled task"
grep -q '<testcase classname="standalone" name="'"$tmp"'/inject/zz-forever"[^>]*/>' "$tmp/r2/junit.xml" &&
  bad "injected: the endless loop passed" || ok
has "$tmp/r2.out" "$((nvec2 * modes - 1 - ins * modes)) passed, $((ins * modes + 2)) failed" && ok ||
  { bad "injected: the closing counts"; tail -n 1 "$tmp/r2.out"; }

# ---- a soak in parts, one array task a part, merged (README's recipe); the whole
# soak run here gives the same summary, but for its first line and throughput
sk="--soak 27 --soak-profiles fast,alu,error --soak-batch 3 --binary-dir $tmp/bin $lsopt"
# shellcheck disable=SC2016 # $SLURM_ARRAY_TASK_ID: the task's, in the job
sjob=$(sbatch --parsable --array=0-2 --cpus-per-task=1 --mem-per-cpu=32M --job-name=smgold-soak \
  -o "$tmp/soak-%a.log" --wrap "$src/scripts/regress -j 1 $sk --soak-part \$SLURM_ARRAY_TASK_ID/3 --keep $tmp/soak-\$SLURM_ARRAY_TASK_ID > $tmp/soak-\$SLURM_ARRAY_TASK_ID.txt" 2>"$tmp/sbatch.err")
[ -n "$sjob" ] && ok || { bad "soak: sbatch failed"; cat "$tmp/sbatch.err"; }
# done when every task wrote its closing line, or Slurm answers that none is left (a
# squeue that fails on a busy machine answers nothing: not an empty queue)
for k in $(seq 480); do
  n=0
  for i in 0 1 2; do grep -Eq '^[0-9]+ passed, [0-9]+ failed$' "$tmp/soak-$i.txt" 2>/dev/null && n=$((n + 1)); done
  [ "$n" -eq 3 ] && break
  q=$(squeue -h -j "$sjob" -o %i 2>/dev/null) && [ -z "$q" ] && break
  sleep 0.5
done
"$src/scripts/soak-merge" "$tmp"/soak-[0-2].txt >"$tmp/soak.merged" 2>"$tmp/soak.err"
[ $? -eq 0 ] && ok || { bad "soak: soak-merge not exit 0"; cat "$tmp/soak.err" "$tmp"/soak-*.log; }
# shellcheck disable=SC2086 # sk: options split at white space
"$src/scripts/regress" -j 1 $sk --keep "$tmp/soak-whole" >"$tmp/soak.whole" 2>/dev/null
diff <(sed '1d; /^throughput: /d' "$tmp/soak.whole") <(sed '1d; /^throughput: /d' "$tmp/soak.merged") >"$tmp/diff" &&
  has "$tmp/soak.merged" "regress: soak of 27 programs (3 parts merged) " && ok ||
  { bad "soak: the merged parts are not the whole soak"; cat "$tmp/diff"; }

# ---- bad usage, before anything is submitted
"$src/scripts/regress-slurm" --binary-dir "$tmp/bin" --out "$tmp/r3" --regress-args "--junit x.xml" \
  "$src/vectors/seed" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && has "$tmp/err" "--regress-args: --junit is set by regress-slurm" && ok || bad "--regress-args --junit"
"$src/scripts/regress-slurm" --binary-dir "$tmp/bin" --out "$tmp/r3" --sbatch-args "--array=0-3%1" \
  "$src/vectors/seed" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && has "$tmp/err" "--sbatch-args: --array is set by regress-slurm" && ok || bad "--sbatch-args --array"
mkdir -p "$tmp/r4" && touch "$tmp/r4/precious"
"$src/scripts/regress-slurm" --binary-dir "$tmp/bin" --out "$tmp/r4" "$src/vectors/seed" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && has "$tmp/err" "holds other files" && [ -f "$tmp/r4/precious" ] && ok || bad "--out with other files"
"$src/scripts/regress-slurm" --binary-dir "$tmp/bin" --out "$tmp/r5" "$tmp/none" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && has "$tmp/err" "SUITE '$tmp/none' is not a directory" && ok || bad "a missing suite"
finish
