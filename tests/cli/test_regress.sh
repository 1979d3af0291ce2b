#!/usr/bin/env bash
# scripts/regress end to end (label cli):
# - vectors/seed: every run passes, exit 0, "N passed, 0 failed", well-formed
#   JUnit (xmllint --noout when installed, and a structural check) with a
#   testcase per vector and mode; the source tree gets no actual-* file;
# - a scratch suite: a good vector, one whose expected.trace has one field
#   altered, one whose expected-error.txt differs, one that hangs: the verdicts
#   counted (pass / mismatch / hang), the first divergence printed, a JUnit
#   failure for each, exit 1, the same output whatever -j; --timeout expiry is
#   a hang;
# - --shard 0/2 and 1/2 together run every vector exactly once (--list and the
#   JUnit testcases);
# - bad usage exits 2 with a message.
#   test_regress.sh SMGOLD_BINARY SOURCE_DIR [LOCKSTEP_BINARY]
# Without LOCKSTEP_BINARY (a build without Verilator) the runs are --no-lockstep.
. "$(dirname "$0")/lib.sh"
lockstep=${3:-}
regress=$src/scripts/regress

# the binaries where --binary-dir finds them
mkdir -p "$tmp/bin"
ln -s "$(cd "$(dirname "$smgold")" && pwd)/$(basename "$smgold")" "$tmp/bin/smgold"
modes=1 lsopt=--no-lockstep
if [ -n "$lockstep" ]; then
  ln -s "$(cd "$(dirname "$lockstep")" && pwd)/$(basename "$lockstep")" "$tmp/bin/smgold_lockstep"
  modes=2 lsopt=
fi
# regress ARGS...: scripts/regress with these binaries; stdout, stderr in
# $tmp/out, $tmp/err; sets st
regress() {
  "$regress" --binary-dir "$tmp/bin" $lsopt "$@" >"$tmp/out" 2>"$tmp/err"
  st=$?
}
has() { # STREAM TEXT: std$STREAM holds TEXT (a fixed string)
  grep -qF -- "$2" "$tmp/$1"
}

# junit_ok NAME FILE TESTCASES: well-formed JUnit with TESTCASES testcases
junit_ok() {
  local name=$1 f=$2 n=$3 open close cases self full
  if command -v xmllint >/dev/null; then
    xmllint --noout "$f" 2>"$tmp/xmllint" && ok || { bad "$name: xmllint: $(head -3 "$tmp/xmllint")"; }
  fi
  # the structural check (without xmllint, the only one)
  head -1 "$f" | grep -q '^<?xml version="1.0" encoding="UTF-8"?>$' && ok || bad "$name: no XML declaration"
  grep -q '^<testsuites ' "$f" && [ "$(tail -1 "$f")" = "</testsuites>" ] && ok ||
    bad "$name: not one <testsuites> element"
  open=$(grep -c '<testsuite ' "$f") close=$(grep -c '</testsuite>' "$f")
  [ "$open" -eq "$modes" ] && [ "$close" -eq "$modes" ] && ok || bad "$name: $open <testsuite>, $close </testsuite>, expected $modes"
  cases=$(grep -c '<testcase ' "$f")
  self=$(grep -c '<testcase [^>]*/>' "$f")
  full=$(grep -c '</testcase>' "$f")
  [ "$cases" -eq "$n" ] && [ $((self + full)) -eq "$n" ] && ok ||
    bad "$name: $cases <testcase> ($self empty, $full closed), expected $n"
  # no bare & (only &amp; &lt; &gt; &quot;), no control characters
  grep -Eq '&($|[^alqg]|a[^m]|l[^t]|g[^t]|q[^u])' "$f" && bad "$name: a bare & in the XML" || ok
  LC_ALL=C grep -q '[[:cntrl:]]' <(tr -d '\t' <"$f") && bad "$name: a control character in the XML" || ok
}

# ---- vectors/seed: all pass
nseed=0
for d in "$src"/vectors/seed/*/; do [ -f "$d/program.lst" ] && [ -f "$d/launch.args" ] && nseed=$((nseed + 1)); done
[ "$nseed" -ge 6 ] && ok || bad "only $nseed seed vectors"
before=$(find "$src/vectors/seed" -name 'actual*' -newer "$regress" 2>/dev/null | sort)
regress -j 4 --junit "$tmp/seed.xml" "$src/vectors/seed"
[ "$st" -eq 0 ] && ok || { bad "vectors/seed: exit $st"; cat "$tmp/out" "$tmp/err"; }
has out "$((nseed * modes)) passed, 0 failed" && ok || { bad "vectors/seed: not all passed"; cat "$tmp/out"; }
has out "regress: $nseed vectors, $((nseed * modes)) runs" && ok || bad "vectors/seed: no summary line"
grep -Eq "^standalone +$nseed +0 +0 +0\$" "$tmp/out" && ok || bad "vectors/seed: standalone counts"
if [ "$modes" = 2 ]; then
  grep -Eq "^lockstep +$nseed +0 +0 +0\$" "$tmp/out" && ok || bad "vectors/seed: lockstep counts"
fi
has out "failures" && bad "vectors/seed: failures listed" || ok
junit_ok seed "$tmp/seed.xml" $((nseed * modes))
grep -q '<failure\|<error' "$tmp/seed.xml" && bad "seed JUnit: a failure" || ok
grep -q "<testcase classname=\"standalone\" name=\"$src/vectors/seed/003-figure2\" time=\"[0-9.]*\"/>" \
  "$tmp/seed.xml" && ok || bad "seed JUnit: no passing testcase for 003-figure2"
# the progress on stderr (not a terminal: plain lines), nothing in the tree
has err "regress: $((nseed * modes))/$((nseed * modes)) runs, pass $((nseed * modes)), mismatch 0, hang 0, error 0" &&
  ok || { bad "vectors/seed: no closing progress line"; cat "$tmp/err"; }
grep -q $'\r' "$tmp/err" && bad "progress: a carriage return on a non-terminal" || ok
after=$(find "$src/vectors/seed" -name 'actual*' -newer "$regress" 2>/dev/null | sort)
[ "$before" = "$after" ] && ok || bad "regress wrote into the source tree: $after"

# ---- a scratch suite: pass, mismatch (trace), mismatch (error text), hang
s=$tmp/suite
mkdir -p "$s"
cp -r "$src/vectors/seed/003-figure2" "$s/good"
cp -r "$src/vectors/cosim/call-ret" "$s/bad&<trace>"
rm -f "$s"/*/actual*
# record 1's AM: 0xffffffff>0xffffffff becomes >0x7fffffff
t="$s/bad&<trace>/expected.trace"
n=$(grep -n -m1 '^I ' "$t" | cut -d: -f1)
grep -q '^I cyc=0 w=0 blk=0 step=1 pc=0x0000 .* am=0xffffffff>0xffffffff ' "$t" && ok || bad "call-ret record 1 not as expected"
sed -i "${n}s/ am=0xffffffff>0xffffffff / am=0xffffffff>0x7fffffff /" "$t"
cp -r "$src/vectors/cosim/overflow" "$s/bad-error"
echo "STACK_OVERFLOW somewhere else" >"$s/bad-error/expected-error.txt"
mkdir "$s/hang"
printf 'NOP CC.T;\nloop: BRA loop;\n' >"$s/hang/program.lst"
printf -- '--block 32\n--set hang_cycles=1000\n' >"$s/hang/launch.args"
cp "$src/vectors/seed/003-figure2/expected.trace" "$s/hang/"
mkdir "$s/not-a-vector"

regress -j 4 --junit "$tmp/suite.xml" "$s/"
[ "$st" -eq 1 ] && ok || { bad "suite: exit $st, expected 1"; cat "$tmp/out" "$tmp/err"; }
cp "$tmp/out" "$tmp/suite-j4.out"
if [ "$modes" = 2 ]; then
  has out "4 passed, 4 failed" && ok || { bad "suite: counts"; cat "$tmp/out"; }
  grep -Eq '^standalone +1 +2 +1 +0$' "$tmp/out" && grep -Eq '^lockstep +3 +0 +1 +0$' "$tmp/out" && ok ||
    { bad "suite: the verdict table"; cat "$tmp/out"; }
else
  has out "1 passed, 3 failed" && ok || { bad "suite: counts"; cat "$tmp/out"; }
fi
has out "regress: 4 vectors" && ok || bad "suite: not 4 vectors (not-a-vector/ is none)"
# the first divergence of each failure, sorted by vector
has out "failures ($((2 + modes))):" && ok || bad "suite: no failure list"
has out "  mismatch standalone $s/bad&<trace>: expected.trace:$n: record 1 (I cyc=0 w=0 blk=0 step=1 pc=0x0000): field am, expected 0xffffffff>0x7fffffff, actual 0xffffffff>0xffffffff" &&
  ok || { bad "suite: the trace divergence"; cat "$tmp/out"; }
has out "  mismatch standalone $s/bad-error: expected the error 'STACK_OVERFLOW somewhere else', got 'warp 0 (block 0, warp 0 of the block) at step 6, pc 0x0030: STACK_OVERFLOW" &&
  ok || { bad "suite: the error divergence"; cat "$tmp/out"; }
has out "  hang     standalone $s/hang: hang: at cycle" && ok || { bad "suite: the standalone hang"; cat "$tmp/out"; }
if [ "$modes" = 2 ]; then
  has out "  hang     lockstep   $s/hang: HANG hang: at cycle" && ok || { bad "suite: the lock-step hang"; cat "$tmp/out"; }
fi
grep '^  [a-z]' "$tmp/out" | awk '{print $3}' | sort -c 2>/dev/null && ok || bad "suite: failures not sorted by vector"
junit_ok suite "$tmp/suite.xml" $((4 * modes))
grep -q "<failure type=\"mismatch\" message=\"expected.trace:$n: record 1 (I cyc=0 w=0 blk=0 step=1 pc=0x0000): field am, expected 0xffffffff&gt;0x7fffffff, actual 0xffffffff&gt;0xffffffff\">" \
  "$tmp/suite.xml" && ok || bad "suite JUnit: no mismatch failure with the divergence"
grep -q "<testcase classname=\"standalone\" name=\"$s/bad&amp;&lt;trace&gt;\"" "$tmp/suite.xml" && ok ||
  bad "suite JUnit: the vector name not escaped"
[ "$(grep -c '<failure type="hang"' "$tmp/suite.xml")" -eq "$modes" ] && ok || bad "suite JUnit: hang failures"
grep -q "<testsuite name=\"standalone\" tests=\"4\" failures=\"3\" errors=\"0\"" "$tmp/suite.xml" && ok ||
  bad "suite JUnit: standalone testsuite counts"
# the same output, in the same order, with one job
regress -j 1 "$s"
[ "$st" -eq 1 ] && diff <(tail -n +2 "$tmp/suite-j4.out") <(tail -n +2 "$tmp/out") >/dev/null && ok ||
  { bad "suite: -j 1 and -j 4 differ"; diff "$tmp/suite-j4.out" "$tmp/out"; }

# a lock-step mismatch: a testbench that injects RTL bug 4 (README: caught on
# warp-size-8 at cycle 86, warp 1, field bm)
if [ -n "$lockstep" ]; then
  mkdir -p "$tmp/bugbin"
  ln -s "$tmp/bin/smgold" "$tmp/bugbin/smgold"
  printf '#!/bin/sh\nexec "%s" --bug 4 "$@"\n' "$tmp/bin/smgold_lockstep" >"$tmp/bugbin/smgold_lockstep"
  chmod +x "$tmp/bugbin/smgold_lockstep"
  "$regress" --binary-dir "$tmp/bugbin" --junit "$tmp/bug.xml" "$src/vectors/cosim/warp-size-8" \
    >"$tmp/out" 2>"$tmp/err"
  st=$?
  [ "$st" -eq 1 ] && has out "1 passed, 1 failed" &&
    has out "  mismatch lockstep   $src/vectors/cosim/warp-size-8: MISMATCH cycle 86 warp 1 field bm " && ok ||
    { bad "bug 4: not a lock-step mismatch"; cat "$tmp/out" "$tmp/err"; }
  junit_ok "bug 4" "$tmp/bug.xml" 2
  grep -q '<failure type="mismatch" message="MISMATCH cycle 86 warp 1 field bm ' "$tmp/bug.xml" && ok ||
    bad "bug 4: no JUnit failure"
fi

# --timeout: a run past the limit is a hang
mkdir -p "$tmp/slow/loop"
cp "$s/hang/program.lst" "$s/hang/expected.trace" "$tmp/slow/loop/"
printf -- '--block 32\n--set hang_cycles=0\n--max-cycles 4000000000\n' >"$tmp/slow/loop/launch.args"
regress -j 2 --timeout 1 --junit "$tmp/slow.xml" "$tmp/slow/loop"
[ "$st" -eq 1 ] && has out "  hang     standalone $tmp/slow/loop: timeout: no verdict within 1 s" && ok ||
  { bad "timeout: not a hang"; cat "$tmp/out" "$tmp/err"; }
junit_ok timeout "$tmp/slow.xml" "$modes"

# ---- shards 0/2 and 1/2: every vector exactly once
"$regress" --list "$src/vectors/seed" "$src/vectors/cosim" >"$tmp/all" 2>&1 && ok || bad "--list failed"
nall=$(wc -l <"$tmp/all")
[ "$nall" -ge 20 ] && ok || bad "--list: $nall vectors"
sort -c "$tmp/all" 2>/dev/null && ok || bad "--list: not sorted"
for i in 0 1; do
  "$regress" --list --shard $i/2 "$src/vectors/seed" "$src/vectors/cosim" >"$tmp/list$i" 2>&1 && ok || bad "--list --shard $i/2"
  [ -s "$tmp/list$i" ] && ok || bad "shard $i/2 is empty"
  regress -j 4 --shard $i/2 --junit "$tmp/shard$i.xml" "$src/vectors/seed" "$src/vectors/cosim"
  [ "$st" -eq 0 ] && ok || { bad "shard $i/2: exit $st"; cat "$tmp/out"; }
  has out "(shard $i/2)" && ok || bad "shard $i/2: not in the summary"
  junit_ok "shard $i/2" "$tmp/shard$i.xml" $(($(wc -l <"$tmp/list$i") * modes))
  grep '<testcase classname="standalone"' "$tmp/shard$i.xml" | sed 's/.* name="\([^"]*\)".*/\1/' >"$tmp/ran$i"
done
sort "$tmp/list0" "$tmp/list1" | cmp -s - "$tmp/all" && ok || bad "--list: shards 0/2 + 1/2 are not every vector once"
sort "$tmp/ran0" "$tmp/ran1" | cmp -s - "$tmp/all" && ok || bad "JUnit: shards 0/2 + 1/2 did not run every vector once"
# sharding follows the sorted list: vector k is in shard k mod 2
awk 'NR % 2 == 1' "$tmp/all" | cmp -s - "$tmp/list0" && ok || bad "shard 0/2 is not the even indices"
# the same vector twice (two spellings) runs once
"$regress" --list "$src/vectors/seed" "$src/vectors/seed/" "$src/vectors/seed/000-table4" >"$tmp/dup"
[ "$(wc -l <"$tmp/dup")" -eq "$nseed" ] && ok || bad "duplicate vectors listed twice"

# ---- bad usage: exit 2 and a message
usage() { # NAME TEXT ARGS...
  local name=$1 text=$2
  shift 2
  "$regress" --binary-dir "$tmp/bin" "$@" >"$tmp/out" 2>"$tmp/err"
  local st=$?
  if [ "$st" -eq 2 ] && has err "$text"; then ok; else
    bad "$name: exit $st, expected 2 and '$text'"
    cat "$tmp/err"
  fi
}
usage "unknown option" "unknown option '--frob'" --frob "$src/vectors/seed"
usage "no suite" "no SUITE given" -j 2
usage "shard 3/2" "--shard: expected I/N with 0 <= I < N, got '3/2'" --shard 3/2 "$src/vectors/seed"
usage "shard 0/0" "--shard: expected I/N" --shard 0/0 "$src/vectors/seed"
usage "shard x" "--shard: expected I/N" --shard x "$src/vectors/seed"
usage "shard without value" "--shard needs a value" --shard
usage "-j 0" "-j: expected a number of jobs >= 1, got '0'" -j 0 "$src/vectors/seed"
usage "bad timeout" "--timeout: expected whole seconds" --timeout 1m "$src/vectors/seed"
usage "missing suite" "SUITE '$tmp/nonexistent' is not a directory" "$tmp/nonexistent"
usage "empty suite" "no vectors in '$s/not-a-vector'" "$s/not-a-vector"
usage "nothing to run" "nothing to run" --no-lockstep --no-standalone "$src/vectors/seed"
"$regress" --binary-dir "$tmp/nonexistent" "$src/vectors/seed" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && has err "--binary-dir" && ok || bad "a missing --binary-dir is not exit 2"
"$regress" --help >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] && has out "usage: scripts/regress [options] SUITE..." && [ ! -s "$tmp/err" ] && ok || bad "--help"

finish
