#!/usr/bin/env bash
# scripts/regress --soak (issue 16.5, label cli):
# - a clean soak of 60 generated programs, every profile, functional timing
#   standalone and in lock-step and cycle timing in lock-step (lock-step when the
#   build has it): exit 0, every row of the verdict table sums to 60, all pass,
#   the throughput and crash lines, the closing progress line, nothing left in
#   the scratch area, no failures kept;
# - the same soak in 3 parts (--soak-part I/3): each part's batches as its
#   first line says, and the parts' verdicts and lock-step compares add up to
#   the whole soak's; scripts/soak-merge of the parts prints the whole soak's
#   summary (its time and throughput aside), and refuses a missing part, a part
#   given twice, a whole soak's summary, a part cut short;
# - an injected crash (an smgold that kills itself with SIGSEGV on some cases):
#   exit 1, error verdicts counted as crashes, each failing case kept whole;
# - with the lock-step, an injected RTL bug (bugs.tsv 1, pop_order, which the
#   stack lock-step catches on most generated programs): exit 1, mismatches in
#   both timings, the first divergence of each, the failing cases kept;
# - bad usage exits 2 with a message.
#   test_soak.sh SMGOLD_BINARY SOURCE_DIR [LOCKSTEP_BINARY]
. "$(dirname "$0")/lib.sh"
lockstep=${3:-}
regress=$src/scripts/regress

mkdir -p "$tmp/bin" "$tmp/t"
ln -s "$(cd "$(dirname "$smgold")" && pwd)/$(basename "$smgold")" "$tmp/bin/smgold"
lsopt=--no-lockstep rows=1
if [ -n "$lockstep" ]; then
  ln -s "$(cd "$(dirname "$lockstep")" && pwd)/$(basename "$lockstep")" "$tmp/bin/smgold_lockstep"
  lsopt='' rows=3
fi
# soak ARGS...: scripts/regress --soak with these binaries, scratch files in
# $tmp/t; stdout, stderr in $tmp/out, $tmp/err; sets st
soak() {
  TMPDIR=$tmp/t "$regress" -j 2 $lsopt "$@" >"$tmp/out" 2>"$tmp/err"
  st=$?
}
has() { grep -qF -- "$2" "$tmp/$1"; }
# row_sum LABEL: the verdicts of the table row LABEL ("standalone functional"), summed
row_sum() {
  awk -v l="$1" '$1 " " $2 == l { print $3 + $4 + $5 + $6; found = 1 } END { if (!found) print -1 }' "$tmp/out"
}

# ---- a clean soak: 60 programs, every profile (7 a batch: 9 batches)
soak --soak 60 --binary-dir "$tmp/bin" --keep "$tmp/clean"
[ "$st" -eq 0 ] && ok || { bad "clean soak: exit $st"; cat "$tmp/out" "$tmp/err"; }
has out "regress: soak of 60 programs (fast,deep,error,multi,brx,mixed,alu,mem,datapath; seed 1, 7 a batch), $((60 * rows)) runs, -j 2, " &&
  ok || { bad "clean soak: the first summary line"; cat "$tmp/out"; }
[ "$(row_sum "standalone functional")" -eq 60 ] && ok || bad "clean soak: standalone functional does not sum to 60"
grep -Eq '^standalone functional +60 +0 +0 +0$' "$tmp/out" && ok || bad "clean soak: not 60 standalone passes"
if [ -n "$lockstep" ]; then
  for r in "lockstep functional" "lockstep cycle"; do
    [ "$(row_sum "$r")" -eq 60 ] && ok || bad "clean soak: $r does not sum to 60"
  done
  grep -Eq '^lockstep +cycle +60 +0 +0 +0$' "$tmp/out" && ok || bad "clean soak: not 60 cycle-timing passes"
  # cycle timing really ran in cycle timing: only there does the scheduler compare
  grep -Eq '^lock-step compares \(cycle\): .*sched [1-9]' "$tmp/out" && ok || bad "clean soak: no scheduler compares in cycle timing"
  grep -Eq '^lock-step compares \(functional\): stack [1-9][0-9]*, alu [1-9]' "$tmp/out" && ok ||
    bad "clean soak: no stack/alu compares"
else
  [ "$(grep -c "^lockstep" "$tmp/out")" -eq 0 ] && has out "cycle timing: not run" && ok || bad "clean soak --no-lockstep: lock-step rows"
fi
has out "$((60 * rows)) passed, 0 failed" && ok || { bad "clean soak: not all passed"; cat "$tmp/out"; }
grep -Eq '^throughput: [0-9]+\.[0-9] programs/s, [0-9]+\.[0-9] runs/s$' "$tmp/out" && ok || bad "clean soak: no throughput"
has out "crashes: 0" && ok || bad "clean soak: no crash count"
has out "failures" && bad "clean soak: failures listed" || ok
has err "regress: soak 60/60 programs, $((60 * rows))/$((60 * rows)) runs, pass $((60 * rows)), mismatch 0, hang 0, error 0, " &&
  ok || { bad "clean soak: no closing progress line"; cat "$tmp/err"; }
[ -z "$(ls -A "$tmp/t")" ] && ok || bad "clean soak: scratch files left: $(ls "$tmp/t")"
[ ! -e "$tmp/clean/failures" ] && ok || bad "clean soak: a failures folder"

# ---- the same soak in 3 parts: together the whole soak (9 batches, 3 a part)
cp "$tmp/out" "$tmp/whole.out"
# sums FILE...: every table row and compares line, counts added over the FILEs (a line
# per row: LABEL COUNTS, a line per timing and unit: TIMING UNIT COUNT)
sums() {
  awk '/^(standalone|lockstep) +(functional|cycle) / { for (i = 3; i <= 6; i++) v[$1 " " $2 " column " i] += $i }
       /^lock-step compares \(/ { t = $3; sub(/^lock-step compares \([a-z]+\): /, ""); m = split($0, u, ", ")
         for (i = 1; i <= m; i++) { split(u[i], f, " "); c[t " " f[1]] += f[2] } }
       END { for (k in v) printf "%s %.0f\n", k, v[k]; for (k in c) printf "%s %.0f\n", k, c[k] }' "$@" | sort
}
for i in 0 1 2; do
  soak --soak 60 --soak-part "$i/3" --binary-dir "$tmp/bin" --keep "$tmp/part"
  [ "$st" -eq 0 ] && ok || { bad "part $i/3: exit $st"; cat "$tmp/out" "$tmp/err"; }
  cp "$tmp/out" "$tmp/part$i.out"
done
has part1.out "regress: soak of 21 programs (part 1/3 of a soak of 60: programs 21 to 41, batches 3 to 5) (" && ok ||
  { bad "part 1/3: the first summary line"; head -1 "$tmp/part1.out"; }
has part2.out "regress: soak of 18 programs (part 2/3 of a soak of 60: programs 42 to 59, batches 6 to 8) (" && ok ||
  bad "part 2/3: the first summary line"
[ "$(sums "$tmp/whole.out" | grep -c .)" -ge 1 ] && ok || bad "parts: nothing summed"
diff <(sums "$tmp/whole.out") <(sums "$tmp"/part[012].out) >"$tmp/diff" && ok ||
  { bad "parts: the 3 parts do not add up to the whole soak"; cat "$tmp/diff"; }
# soak-merge: the whole soak's summary but for the first line's part count and time,
# and the throughput (per part)
merge=$src/scripts/soak-merge
"$merge" "$tmp/part2.out" "$tmp/part0.out" "$tmp/part1.out" >"$tmp/merged" 2>"$tmp/merr"
[ $? -eq 0 ] && ok || { bad "soak-merge: not exit 0"; cat "$tmp/merr"; }
has merged "regress: soak of 60 programs (3 parts merged) (fast,deep,error,multi,brx,mixed,alu,mem,datapath; seed 1, 7 a batch), $((60 * rows)) runs, -j 2, " &&
  ok || { bad "soak-merge: the first line"; head -1 "$tmp/merged"; }
diff <(sed '1d; /^throughput: /d' "$tmp/whole.out") <(sed '1d; /^throughput: /d' "$tmp/merged") >"$tmp/diff" && ok ||
  { bad "soak-merge: not the whole soak's summary"; cat "$tmp/diff"; }
grep -Eq '^throughput: [0-9]+\.[0-9] programs/s, [0-9]+\.[0-9] runs/s \(one part at a time\)$' "$tmp/merged" && ok ||
  bad "soak-merge: no throughput line"
merge_bad() { # NAME TEXT FILE...: exit 2, TEXT on stderr, nothing on stdout
  local name=$1 text=$2
  shift 2
  "$merge" "$@" >"$tmp/merged" 2>"$tmp/merr"
  local s=$?
  [ "$s" -eq 2 ] && has merr "$text" && [ ! -s "$tmp/merged" ] && ok ||
    { bad "soak-merge $name: exit $s, expected 2, '$text' and no summary"; cat "$tmp/merr" "$tmp/merged"; }
}
merge_bad "a part missing" "soak-merge: part 1/3 is missing" "$tmp/part0.out" "$tmp/part2.out"
merge_bad "a part twice" "soak-merge: $tmp/part0.out: part 0/3 again (also $tmp/part0.out)" \
  "$tmp/part0.out" "$tmp/part0.out" "$tmp/part1.out" "$tmp/part2.out"
merge_bad "a whole soak" "soak-merge: $tmp/whole.out:1: not the summary of a soak part" "$tmp/whole.out"
head -n 3 "$tmp/part1.out" >"$tmp/cut.out"
merge_bad "a part cut short" "soak-merge: $tmp/cut.out: no closing \"N passed, M failed\" line" \
  "$tmp/part0.out" "$tmp/cut.out" "$tmp/part2.out"

# ---- an injected crash: smgold check dies of SIGSEGV on every case whose
# program's checksum is 0 mod 4 (gen and the other commands run as they are)
mkdir -p "$tmp/crash"
cat >"$tmp/crash/smgold" <<EOF
#!/usr/bin/env bash
if [ "\$1" = check ] && [ \$((\$(cksum <program.lst | cut -d' ' -f1) % 4)) -eq 0 ]; then kill -SEGV \$\$; fi
exec "$tmp/bin/smgold" "\$@"
EOF
chmod +x "$tmp/crash/smgold"
soak --soak 18 --soak-profiles fast,alu --binary-dir "$tmp/crash" --keep "$tmp/kc" --no-lockstep
ncrash=$(find "$tmp/kc/failures/functional/standalone" -mindepth 2 -maxdepth 2 -type d -name 'case-*' 2>/dev/null | wc -l)
[ "$st" -eq 1 ] && ok || { bad "crash soak: exit $st, expected 1"; cat "$tmp/out" "$tmp/err"; }
[ "$ncrash" -ge 1 ] && [ "$ncrash" -lt 18 ] && ok || bad "crash soak: $ncrash cases kept (expected some of 18)"
grep -Eq "^standalone functional +$((18 - ncrash)) +0 +0 +$ncrash\$" "$tmp/out" && ok ||
  { bad "crash soak: the table is not $((18 - ncrash)) pass, $ncrash error"; cat "$tmp/out"; }
has out "crashes: $ncrash" && has out "failures ($ncrash):" && ok || { bad "crash soak: crashes not counted"; cat "$tmp/out"; }
grep -Eq '^  error    standalone functional (fast|alu)-s[0-9]+/case-[0-9]+: exit status 139' "$tmp/out" && ok ||
  bad "crash soak: no failure line naming the case and the signal"
k=$(find "$tmp/kc/failures" -name program.lst | head -1)
[ -n "$k" ] && [ -f "$(dirname "$k")/launch.args" ] && [ -f "$(dirname "$k")/expected.trace" ] &&
  [ -f "$(dirname "$k")/regress.log" ] && ok || bad "crash soak: a kept case is not whole"

# ---- an injected RTL bug: lock-step mismatches in both timings
if [ -n "$lockstep" ]; then
  soak --soak 18 --binary-dir "$tmp/bin" --keep "$tmp/kb" --no-standalone --lockstep-args "--bug 1"
  [ "$st" -eq 1 ] && ok || { bad "bug 1: exit $st, expected 1"; cat "$tmp/out" "$tmp/err"; }
  for tl in functional cycle; do
    nm=$(awk -v t="$tl" '$1 == "lockstep" && $2 == t { print $4 }' "$tmp/out")
    [ "$(row_sum "lockstep $tl")" -eq 18 ] && [ "${nm:-0}" -ge 1 ] && ok ||
      { bad "bug 1: no $tl mismatch"; cat "$tmp/out"; }
    nk=$(find "$tmp/kb/failures/$tl/lockstep" -mindepth 2 -maxdepth 2 -type d 2>/dev/null | wc -l)
    [ "$nk" -eq "${nm:-0}" ] && ok || bad "bug 1: $nk $tl cases kept, $nm mismatches"
    grep -Eq "^  mismatch lockstep   $tl +[a-z]+-s[0-9]+/case-[0-9]+: MISMATCH cycle [0-9]+ warp [0-9]+ field " "$tmp/out" &&
      ok || bad "bug 1: no $tl divergence"
  done
  has out "kept in $tmp/kb/failures/TIMING/MODE/VECTOR/" && ok || bad "bug 1: no 'kept in' line"
  [ -z "$(ls -A "$tmp/t")" ] && ok || bad "bug 1: scratch files left"
fi

# ---- bad usage: exit 2 and a message
usage() { # NAME TEXT ARGS...
  local name=$1 text=$2
  shift 2
  soak --binary-dir "$tmp/bin" "$@"
  if [ "$st" -eq 2 ] && has err "$text"; then ok; else
    bad "$name: exit $st, expected 2 and '$text'"
    cat "$tmp/err"
  fi
}
usage "soak 0" "--soak: expected a number of programs >= 1, got '0'" --soak 0
usage "soak and a suite" "--soak runs generated programs only" --soak 5 "$src/vectors/seed"
usage "bad profile" "--soak-profiles nosuch: " --soak 5 --soak-profiles fast,nosuch
usage "bad seed" "--soak-seed: expected a seed" --soak 5 --soak-seed x1
usage "bad batch" "--soak-batch: expected a number of programs >= 1" --soak 5 --soak-batch 0
usage "bad part" "--soak-part: expected I/P with 0 <= I < P, got '3/3'" --soak 60 --soak-part 3/3
usage "too many parts" "--soak-part 0/10: 60 programs make 9 batches of 7, too few for 10 parts" --soak 60 --soak-part 0/10
usage "part without soak" "--soak-part and --soak-batch: only with --soak N" --soak-part 0/2 "$src/vectors/seed"

finish
