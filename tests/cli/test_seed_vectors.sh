#!/usr/bin/env bash
# The seed vectors of vectors/seed/ through the smgold executable, run the way
# their README.md tells an engineer to run them: from inside (a copy of) the
# vector directory, "smgold run program.lst @launch.args --trace OUT" writes a
# trace byte-identical to expected.trace and memory dumps (actual-NAME.hex)
# identical to expected-NAME.hex, and "smgold check program.lst @launch.args
# --expect expected.trace" exits 0 and prints "match". What those files hold is
# checked against the seed tables by tests/unit/test_seed_tables_*.c.
. "$(dirname "$0")/lib.sh"

n=0
for d in "$src"/vectors/seed/*/; do
  name=$(basename "$d")
  n=$((n + 1))
  for f in README.md program.lst launch.args expected.trace; do
    [ -f "$d/$f" ] && ok || bad "$name: no $f"
  done
  w="$tmp/$name"
  cp -r "$d" "$w"
  rm -f "$w"/actual*
  # run, twice: byte-identical each time
  for k in 1 2; do
    if ! (cd "$w" && "$smgold" run program.lst @launch.args --trace actual-$k.trace --quiet) 2>"$tmp/err"; then
      bad "$name: run failed"
      cat "$tmp/err"
      continue 2
    fi
    if cmp -s "$w/expected.trace" "$w/actual-$k.trace"; then ok; else
      bad "$name: run $k: the trace differs from expected.trace"
      diff "$w/expected.trace" "$w/actual-$k.trace" | head -5
    fi
    # every dump launch.args asks for has its expected-*.hex, and matches it
    check_dumps "$name" "$w" "$k" 1
  done
  # check: exit 0 and "match"
  (cd "$w" && "$smgold" check program.lst @launch.args --expect expected.trace --quiet) >"$tmp/out" 2>"$tmp/err"
  st=$?
  if [ "$st" -eq 0 ] && grep -qx "match: expected.trace" "$tmp/out"; then ok; else
    bad "$name: check exited $st"
    cat "$tmp/out" "$tmp/err"
  fi
done
[ "$n" -ge 6 ] && ok || bad "only $n seed vectors found"

finish
