#!/usr/bin/env bash
# smgold run --coverage and smgold cover (specs/coverage.md CV-8): files,
# merging, the summary, the HTML page, goals met and not met, bad input.
. "$(dirname "$0")/lib.sh"

for v in call-ret brx-fanout overflow; do # copies: the vectors' own --mem-dump stays out of the tree
  cp -R "$src/vectors/cosim/$v" "$tmp/vec-$v"
  (cd "$tmp/vec-$v" && "$smgold" run program.lst @launch.args --quiet \
     --mem-dump 0x100000:0x4:"$tmp/dump-$v.hex" --coverage "$tmp/$v.cov" 2>/dev/null)
  head -1 "$tmp/$v.cov" | grep -qx "# smgold coverage 1" && ok || bad "$v: no coverage file"
done
# the overflow vector fails by design and still writes its coverage (CV-8)
grep -qx "error.overflow 1" "$tmp/overflow.cov" && ok || bad "overflow: error bin not counted"

"$smgold" cover "$tmp/call-ret.cov" "$tmp/brx-fanout.cov" -o "$tmp/m.cov" --html "$tmp/c.html" >"$tmp/out"
[ $? -eq 0 ] && ok || bad "cover exit status"
grep -q "^2 files merged" "$tmp/out" && ok || bad "merged count: $(head -1 "$tmp/out")"
grep -q "^coverage: 147 bins, [0-9]* hit" "$tmp/out" && ok || bad "summary line"
grep -q "^  brx  *7/7" "$tmp/out" && ok || bad "brx group: $(grep brx "$tmp/out")"
a=$(awk '$1=="push.CALL"{print $2}' "$tmp/call-ret.cov")
b=$(awk '$1=="push.CALL"{print $2}' "$tmp/brx-fanout.cov")
m=$(awk '$1=="push.CALL"{print $2}' "$tmp/m.cov")
[ "$m" -eq $((a + b)) ] && ok || bad "merge: $a + $b != $m"
grep -q '<tr class="empty"><td>error.overflow</td><td>0</td></tr>' "$tmp/c.html" && ok || bad "html"

printf '# the BRX fan-out must be covered\nbrx.targets.*\npush.SSY 2\n' >"$tmp/goal-ok"
"$smgold" cover "$tmp/m.cov" --goal "$tmp/goal-ok" >/dev/null && ok || bad "goal met: exit status"
printf 'error.*\n' >"$tmp/goal-bad"
"$smgold" cover "$tmp/m.cov" --goal "$tmp/goal-bad" >"$tmp/out"
[ $? -eq 1 ] && grep -q "goal not met: error.overflow has 0 hits, $tmp/goal-bad:1 wants 1" "$tmp/out" \
  && ok || bad "goal not met: $(cat "$tmp/out")"
printf 'no.such.bin\n' >"$tmp/goal-unknown"
"$smgold" cover "$tmp/m.cov" --goal "$tmp/goal-unknown" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "goal-unknown:1: 'no.such.bin' names no coverage bin" "$tmp/err" && ok || bad "unknown goal"

printf '# smgold coverage 1\npush.SSY many\n' >"$tmp/bad.cov"
"$smgold" cover "$tmp/bad.cov" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "bad.cov:2:10: expected a count, not 'many'" "$tmp/err" && ok || bad "bad file: $(cat "$tmp/err")"
"$smgold" cover >/dev/null 2>&1; [ $? -eq 2 ] && ok || bad "no file: exit status"
finish
