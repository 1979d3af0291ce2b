#!/usr/bin/env bash
# The co-simulation vectors of vectors/cosim/ through the smgold executable,
# run the way their README.md tells an engineer to run them: from inside (a
# copy of) the vector directory.
# - A vector with expected.trace: "smgold run program.lst @launch.args --trace
#   OUT", twice, writes two byte-identical traces, each identical to
#   expected.trace but for the "# model" version line (which "smgold check"
#   does not compare either, specs/trace-format.md §4), and memory dumps
#   (actual-NAME.hex) identical to expected-NAME.hex; "smgold check
#   program.lst @launch.args --expect expected.trace" exits 0 and prints
#   "match".
# - A vector with expected-error.txt (the run fails by design): "smgold run",
#   twice, exits 2, prints "smgold: " and the text of expected-error.txt on
#   stderr and nothing on stdout, and writes no trace file.
# A vector has exactly one of the two. What the vectors exercise is listed in
# vectors/cosim/README.md.
. "$(dirname "$0")/lib.sh"

# the scenarios vectors/cosim/README.md promises (more may exist)
required="if-else-nested loop-while-mask loop-div-token break-continue call-ret brx-fanout
exit-divergent uniform-branch guarded-s spill overflow underflow multi-warp warp-size-8"
for name in $required; do
  [ -d "$src/vectors/cosim/$name" ] && ok || bad "$name: no vectors/cosim/$name"
done
[ -f "$src/vectors/cosim/README.md" ] && ok || bad "no vectors/cosim/README.md"

n=0
for d in "$src"/vectors/cosim/*/; do
  name=$(basename "$d")
  n=$((n + 1))
  for f in README.md program.lst launch.args; do
    [ -f "$d/$f" ] && ok || bad "$name: no $f"
  done
  grep -q "\`$name\`" "$src/vectors/cosim/README.md" && ok || bad "$name: not in vectors/cosim/README.md"
  w="$tmp/$name"
  cp -r "$d" "$w"
  rm -f "$w"/actual*

  if [ -f "$d/expected.trace" ] && [ -f "$d/expected-error.txt" ]; then
    bad "$name: both expected.trace and expected-error.txt"
    continue
  fi

  if [ -f "$d/expected-error.txt" ]; then
    # the run fails by design: status 2, the error line, no trace
    { printf 'smgold: '; cat "$d/expected-error.txt"; } >"$tmp/want"
    for k in 1 2; do
      (cd "$w" && "$smgold" run program.lst @launch.args --trace actual-$k.trace --quiet) \
        >"$tmp/out" 2>"$tmp/err"
      st=$?
      [ "$st" -eq 2 ] && ok || bad "$name: run $k exited $st, expected 2"
      if cmp -s "$tmp/want" "$tmp/err"; then ok; else
        bad "$name: run $k: the error differs from expected-error.txt"
        diff "$tmp/want" "$tmp/err" | head -5
      fi
      [ -s "$tmp/out" ] && bad "$name: run $k printed on stdout" || ok
      [ -e "$w/actual-$k.trace" ] && bad "$name: run $k wrote a trace" || ok
    done
    continue
  fi

  if [ ! -f "$d/expected.trace" ]; then
    bad "$name: neither expected.trace nor expected-error.txt"
    continue
  fi
  # run, twice: as expected.trace but for the model version, and byte-identical
  grep -v '^# model ' "$w/expected.trace" >"$tmp/expected"
  for k in 1 2; do
    if ! (cd "$w" && "$smgold" run program.lst @launch.args --trace actual-$k.trace --quiet) 2>"$tmp/err"; then
      bad "$name: run $k failed"
      cat "$tmp/err"
      continue 2
    fi
    grep -q '^# model ' "$w/actual-$k.trace" && ok || bad "$name: run $k: no '# model' line"
    grep -v '^# model ' "$w/actual-$k.trace" >"$tmp/actual"
    if cmp -s "$tmp/expected" "$tmp/actual"; then ok; else
      bad "$name: run $k: the trace differs from expected.trace"
      diff "$tmp/expected" "$tmp/actual" | head -5
    fi
    # every dump launch.args asks for has its expected-*.hex, and matches it
    check_dumps "$name" "$w" "$k" 0
  done
  cmp -s "$w/actual-1.trace" "$w/actual-2.trace" && ok || bad "$name: the two runs differ"
  # check: exit 0 and "match"
  (cd "$w" && "$smgold" check program.lst @launch.args --expect expected.trace --quiet) >"$tmp/out" 2>"$tmp/err"
  st=$?
  if [ "$st" -eq 0 ] && grep -qx "match: expected.trace" "$tmp/out"; then ok; else
    bad "$name: check exited $st"
    cat "$tmp/out" "$tmp/err"
  fi
done
[ "$n" -ge 14 ] && ok || bad "only $n cosim vectors found"

finish
