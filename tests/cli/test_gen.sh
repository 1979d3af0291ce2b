#!/usr/bin/env bash
# End-to-end tests of "smgold gen" and "smgold shrink" (specs/gen.md): every
# generated case passes "smgold check" (or fails with exactly its
# expected-error.txt) and reproduces its expected-*.hex, the datapath profiles'
# cases with M records (trace format 2); the same seed gives
# byte-identical folders; bad arguments exit 2 with a message and leave no
# partial output; shrink reduces a case by a check command and by the
# standalone reference mode, and refuses a case that does not fail.
. "$(dirname "$0")/lib.sh"

# expect NAME STATUS STREAM TEXT... -- command...
expect() {
  local name=$1 want=$2 stream=$3
  shift 3
  local parts=() p
  while [ "$1" != "--" ]; do parts+=("$1"); shift; done
  shift
  "$@" >"$tmp/out" 2>"$tmp/err"
  local st=$?
  if [ "$st" -ne "$want" ]; then
    bad "$name: exit $st, expected $want"
    cat "$tmp/out" "$tmp/err"
    return
  fi
  for p in "${parts[@]}"; do
    if ! grep -qF -- "$p" "$tmp/$stream"; then
      bad "$name: std$stream lacks '$p':"
      cat "$tmp/$stream"
      return
    fi
  done
  ok
}
no_leftovers() { # NAME: no temporary folder or file left in $tmp
  if ls -d "$tmp"/*.tmp* >/dev/null 2>&1; then bad "$1: left $(ls -d "$tmp"/*.tmp*)"; else ok; fi
}

# check_case NAME DIR: the case runs as its files say
check_case() {
  local name=$1 d=$2
  for f in program.lst launch.args in.hex out.hex recipe.txt README.md; do
    [ -s "$d/$f" ] || { bad "$name: no $f"; return; }
  done
  (
    cd "$d" || exit 1
    if [ -f expected-error.txt ]; then
      [ ! -e expected.trace ] || echo "both expected.trace and expected-error.txt"
      "$smgold" run program.lst @launch.args --quiet >/dev/null 2>err.txt
      st=$?
      [ $st -eq 2 ] || echo "run exit $st, expected 2"
      [ "$(cat err.txt)" = "smgold: $(cat expected-error.txt)" ] || echo "error: $(cat err.txt)"
      rm -f err.txt actual-*.hex
    else
      out=$("$smgold" check program.lst @launch.args --expect expected.trace --quiet 2>&1)
      [ $? -eq 0 ] || echo "check: $out"
      for e in expected-*.hex; do # out, and the global buffers of a datapath case
        cmp -s "actual-${e#expected-}" "$e" || echo "actual-${e#expected-} differs from $e"
      done
      rm -f actual-*.hex
    fi
  ) >"$tmp/case.log" 2>&1
  if [ -s "$tmp/case.log" ]; then bad "$name: $(cat "$tmp/case.log")"; else ok; fi
}

# ---- every profile: each case checks
for p in fast deep error multi brx mixed alu mem datapath; do
  expect "gen $p" 0 out "smgold gen: 6 cases (profile $p, seed 0x7)" -- \
    "$smgold" gen --seed 7 --count 6 --profile $p -o "$tmp/$p"
  n=0
  for d in "$tmp/$p"/case-*; do
    check_case "$p/$(basename "$d")" "$d"
    n=$((n + 1))
  done
  [ "$n" -eq 6 ] && ok || bad "gen $p: $n cases"
done
# the error profile ends every case in a stack error, the others in none
[ "$(ls "$tmp"/error/case-*/expected-error.txt | wc -l)" -eq 6 ] && ok || bad "error profile: not 6 errors"
[ "$(ls "$tmp"/fast/case-*/expected-error.txt 2>/dev/null | wc -l)" -eq 0 ] && ok || bad "fast profile: an error case"
# mixed: case 2 of each five is an error case
[ -f "$tmp/mixed/case-00002/expected-error.txt" ] && [ -f "$tmp/mixed/case-00001/expected.trace" ] && ok ||
  bad "mixed: case 2 is not the error turn"
grep -q "^profile mixed-deep$" "$tmp/mixed/case-00001/recipe.txt" && ok || bad "mixed: case 1 is not deep"
# the datapath profiles (specs/gen.md §3.2): trace format 2 with M records, the global buffers
for d in "$tmp"/alu/case-* "$tmp"/mem/case-* "$tmp"/datapath/case-*; do
  grep -q -- "^--set trace_detail=datapath" "$d/launch.args" && grep -q "^# smgold trace format=2$" "$d/expected.trace" &&
    grep -q "^M cyc=" "$d/expected.trace" && [ -s "$d/g.hex" ] && [ -s "$d/expected-gh.hex" ] && ok ||
    bad "$d: not a datapath case"
done
[ "$(cat "$tmp"/mem/case-*/expected.trace | grep -c "^M .* space=[slc] ")" -ge 6 ] && ok || bad "mem: no shared, local or constant accesses"
grep -q "^profile datapath-alu$" "$tmp/datapath/case-00000/recipe.txt" &&
  grep -q "^profile datapath-mem$" "$tmp/datapath/case-00001/recipe.txt" && ok || bad "datapath: not alu and mem in turn"
! grep -q "^datapath " "$tmp"/fast/case-*/recipe.txt "$tmp"/mixed/case-*/recipe.txt && ok || bad "a control-flow case has a datapath seed"

# ---- determinism: the same seed gives the same files; case i does not depend on --count
expect "gen again" 0 out -- "$smgold" gen --seed 7 --count 6 --profile mixed -o "$tmp/mixed2" --quiet
diff -r "$tmp/mixed" "$tmp/mixed2" >/dev/null && ok || bad "same seed, different files"
[ ! -s "$tmp/out" ] && ok || bad "--quiet printed: $(cat "$tmp/out")"
expect "gen count 3" 0 out -- "$smgold" gen --seed 7 --count 3 --profile mixed -o "$tmp/mixed3" --quiet
diff -r "$tmp/mixed/case-00002" "$tmp/mixed3/case-00002" >/dev/null && ok || bad "case 2 depends on --count"
expect "gen datapath again" 0 out -- "$smgold" gen --seed 7 --count 6 --profile datapath -o "$tmp/datapath2" --quiet
diff -r "$tmp/datapath" "$tmp/datapath2" >/dev/null && ok || bad "datapath: same seed, different files"
expect "gen other seed" 0 out -- "$smgold" gen --seed 8 --count 1 -o "$tmp/seed8" --quiet
cmp -s "$tmp/fast/case-00000/recipe.txt" "$tmp/seed8/case-00000/recipe.txt" && bad "seeds 7 and 8 give the same case" || ok
# an empty folder is a fine output
mkdir "$tmp/empty"
expect "gen into an empty folder" 0 out "1 case (profile fast" -- "$smgold" gen --seed 1 --count 1 -o "$tmp/empty"
[ -d "$tmp/empty/case-00000" ] && ok || bad "gen into an empty folder: no case"

# ---- coverage (specs/gen.md §8): 300 mixed cases of one seed reach every
# token-stack bin but pop.cause.unwind-other (unreachable, coverage.md CV-3),
# among them the bins of the extended shapes (§3.1)
"$smgold" gen --seed 2 --count 300 --profile mixed -o "$tmp/cov" --quiet
for d in "$tmp"/cov/case-*; do
  (cd "$d" && "$smgold" run program.lst @launch.args --coverage cov.txt --quiet >/dev/null 2>&1)
done
cat >"$tmp/goals.txt" <<'EOF'
push.*
pop.type.*
pop.cause.s
pop.cause.unwind-brk
pop.cause.unwind-cont
pop.cause.unwind-ret
pop.cause.unwind-exit
pop.cause.unwind-gs
pop.cause.unwind-pop
depth.*
pair.*
policy.*
wm.*
ev.*
error.*
brx.*
bra.*
s.*
exit.*
# the bins the extended shapes are for, at least twice
pair.none.PCNT 2
pair.none.BRX 2
pair.none.CONT 2
pair.CALL.PCNT 2
pair.CALL.BRX 2
pair.CALL.BRK 2
pair.CALL.CONT 2
pair.PRET.PCNT 2
pair.PBK.BRX 2
pair.PCNT.PCNT 2
pair.PCNT.BRX 2
ev.lost-lanes 2
EOF
expect "coverage of 300 mixed cases" 0 out "146 hit" "empty: unwind-other" -- \
  "$smgold" cover "$tmp"/cov/case-*/cov.txt --goal "$tmp/goals.txt"
rm -rf "$tmp/cov"

# ---- bad arguments: exit 2, a message, nothing written
expect "gen no seed" 2 err "--seed, --count and -o are required" -- "$smgold" gen --count 1 -o "$tmp/x1"
expect "gen count 0" 2 err "--count takes 1..1000000, not '0'" -- "$smgold" gen --seed 1 --count 0 -o "$tmp/x2"
expect "gen count text" 2 err "--count takes 1..1000000, not 'ten'" -- "$smgold" gen --seed 1 --count ten -o "$tmp/x3"
expect "gen seed text" 2 err "--seed takes a 64-bit number, not '-4'" -- "$smgold" gen --seed -4 --count 1 -o "$tmp/x4"
expect "gen profile" 2 err "unknown profile 'slow': expected fast, deep, error, multi, brx, mixed, alu, mem or datapath" -- \
  "$smgold" gen --seed 1 --count 1 --profile slow -o "$tmp/x5"
expect "gen unknown option" 2 err "unknown argument '--colour'" -- "$smgold" gen --seed 1 --count 1 --colour -o "$tmp/x6"
expect "gen missing value" 2 err "-o needs a value" -- "$smgold" gen --seed 1 --count 1 -o
expect "gen non-empty output" 2 err "exists and is not an empty folder" -- "$smgold" gen --seed 1 --count 1 -o "$tmp/fast"
[ "$(ls "$tmp/fast" | wc -l)" -eq 6 ] && ok || bad "a non-empty output folder was changed"
echo x >"$tmp/afile"
expect "gen output is a file" 2 err "exists and is not an empty folder" -- "$smgold" gen --seed 1 --count 1 -o "$tmp/afile"
expect "gen output parent missing" 2 err "cannot create a folder next to it" -- \
  "$smgold" gen --seed 1 --count 1 -o "$tmp/no/such/dir"
for x in x1 x2 x3 x4 x5 x6; do [ ! -e "$tmp/$x" ] && ok || bad "partial output $x"; done
no_leftovers "gen errors"
expect "gen help" 0 out "usage: smgold gen" -- "$smgold" gen --help

# ---- shrink by a check command: a fake checker that "fails" on any BRK
pick=""
for d in "$tmp"/fast/case-* "$tmp"/mixed/case-*; do
  if grep -q "BRK;" "$d/program.lst" && [ "$(grep -c '' "$d/program.lst")" -gt 40 ]; then pick=$d; break; fi
done
[ -n "$pick" ] && ok || bad "no generated case with a BRK"
chk='grep -q "BRK;" {}/program.lst && echo "{}: MISMATCH cycle 3 warp 0 field bm[0] expected 0x1 actual 0x0" || echo "{}: pass"'
expect "shrink" 0 out "fails with signature 'bm'" "shrink: round 1:" "smgold shrink: $pick -> $tmp/small: signature 'bm';" \
  -- "$smgold" shrink "$pick" -o "$tmp/small" --check "$chk"
grep -q "BRK;" "$tmp/small/program.lst" && ok || bad "the shrunk case lost its BRK"
check_case "shrunk" "$tmp/small"
nodes=$(grep -cE '^ +[a-z]' "$tmp/small/recipe.txt")
[ "$nodes" -le 1 ] && ok || bad "shrunk to $nodes nodes: $(cat "$tmp/small/recipe.txt")"
grep -q "^block 1$" "$tmp/small/recipe.txt" && ok || bad "the launch was not shrunk"
# the shrunk case's size is printed: instructions and recipe nodes
grep -qE "[0-9]+ -> [0-9]+ instructions, [0-9]+ -> [0-9]+ recipe nodes" "$tmp/out" && ok || bad "no final size"
no_leftovers "shrink"
# deterministic
expect "shrink again" 0 out -- "$smgold" shrink "$pick" -o "$tmp/small2" --check "$chk" --quiet
diff -r "$tmp/small" "$tmp/small2" >/dev/null && ok || bad "shrink is not deterministic"
# a budget: the smallest failing case found so far is written
expect "shrink budget" 0 out "3 candidates" "stopped early: --max-candidates 3 reached" -- \
  "$smgold" shrink "$pick" -o "$tmp/budget" --check "$chk" --max-candidates 3 --quiet
grep -q "BRK;" "$tmp/budget/program.lst" && ok || bad "the budget case lost its BRK"
expect "shrink budget 0" 2 err "--max-candidates takes a positive number, not '0'" -- \
  "$smgold" shrink "$pick" -o "$tmp/y0" --check "$chk" --max-candidates 0

# ---- shrink a datapath case: a fake checker that "fails" on a shared 128-bit load
pick=""
for d in "$tmp"/mem/case-* "$tmp"/datapath/case-*; do
  grep -q "LDS.128 " "$d/program.lst" && { pick=$d; break; }
done
if [ -z "$pick" ]; then
  "$smgold" gen --seed 70 --count 20 --profile mem -o "$tmp/more-mem" --quiet
  for d in "$tmp"/more-mem/case-*; do grep -q "LDS.128 " "$d/program.lst" && { pick=$d; break; }; done
fi
[ -n "$pick" ] && ok || bad "no generated case with an LDS.128"
chk='grep -q "LDS.128 " {}/program.lst && echo "{}: MISMATCH cycle 9 warp 0 lane 3 field mem_addr expected 0x10 actual 0x20" || echo "{}: pass"'
expect "shrink datapath" 0 out "signature 'mem_addr'" -- "$smgold" shrink "$pick" -o "$tmp/dsmall" --check "$chk" --quiet
check_case "shrunk datapath" "$tmp/dsmall"
[ "$(grep -cE '^ +[a-z]' "$tmp/dsmall/recipe.txt")" -eq 1 ] && grep -q "^  mem op=lds size=128 " "$tmp/dsmall/recipe.txt" &&
  grep -q "^datapath 0x" "$tmp/dsmall/recipe.txt" && grep -q "^M .* space=s size=16 " "$tmp/dsmall/expected.trace" && ok ||
  bad "datapath shrink: $(cat "$tmp/dsmall/recipe.txt")"
no_leftovers "shrink datapath"

# ---- shrink: refusals
expect "shrink a passing case" 2 err "does not fail: the check says" -- \
  "$smgold" shrink "$pick" -o "$tmp/y1" --check 'echo "{}: pass"'
expect "shrink no -o" 2 err "CASE_DIR and -o OUT_DIR are required" -- "$smgold" shrink "$pick" --check "$chk"
expect "shrink no mode" 2 err "either --check 'CMD {}' or --standalone" -- "$smgold" shrink "$pick" -o "$tmp/y2"
expect "shrink two modes" 2 err "either --check 'CMD {}' or --standalone" -- \
  "$smgold" shrink "$pick" -o "$tmp/y3" --check "$chk" --standalone
expect "shrink no {}" 2 err "has no {}" -- "$smgold" shrink "$pick" -o "$tmp/y4" --check "echo MISMATCH"
expect "shrink standalone alone" 2 err "--standalone needs --reference SMGOLD" -- \
  "$smgold" shrink "$pick" -o "$tmp/y5" --standalone
expect "shrink no recipe" 2 err "recipe.txt: cannot open" -- "$smgold" shrink "$tmp" -o "$tmp/y6" --check "$chk"
cp -r "$pick" "$tmp/broken"
sed -i 's/^main {/main {\n  brk p=always/' "$tmp/broken/recipe.txt"
expect "shrink bad recipe" 2 err "recipe.txt" "BRK outside any PBK loop" -- \
  "$smgold" shrink "$tmp/broken" -o "$tmp/y7" --check "$chk"
expect "shrink non-empty output" 2 err "exists and is not an empty folder" -- \
  "$smgold" shrink "$pick" -o "$tmp/small" --check "$chk"
expect "shrink check not found" 2 err "not found" -- \
  "$smgold" shrink "$pick" -o "$tmp/y8" --check "/no/such/checker {}"
for y in y0 y1 y2 y3 y4 y5 y6 y7 y8; do [ ! -e "$tmp/$y" ] && ok || bad "partial output $y"; done
no_leftovers "shrink refusals"

# ---- standalone: a "reference model" that differs from this one whenever a
# PCNT token is popped; the case shrinks to a loop with a PCNT
ref="$tmp/reference.sh"
cat >"$ref" <<EOF
#!/bin/sh
"$smgold" "\$@" || exit \$?
sed -i 's/ev=\[POP:PCNT:/ev=[POP:PCNT:0x0:/' ref.trace
EOF
chmod +x "$ref"
pick=""
for d in "$tmp"/fast/case-* "$tmp"/mixed/case-* "$tmp"/deep/case-* "$tmp"/multi/case-*; do
  [ -f "$d/expected.trace" ] && grep -q "POP:PCNT" "$d/expected.trace" && { pick=$d; break; }
done
if [ -z "$pick" ]; then
  "$smgold" gen --seed 99 --count 30 -o "$tmp/more" --quiet
  for d in "$tmp"/more/case-*; do grep -q "POP:PCNT" "$d/expected.trace" && { pick=$d; break; }; done
fi
[ -n "$pick" ] && ok || bad "no generated case pops a PCNT"
expect "shrink standalone" 0 out "fails with signature 'ev'" "signature 'ev';" -- \
  "$smgold" shrink "$pick" -o "$tmp/ssmall" --standalone --reference "$ref"
grep -q "cont=1" "$tmp/ssmall/recipe.txt" && ok || bad "standalone: no PCNT loop left: $(cat "$tmp/ssmall/recipe.txt")"
grep -q "POP:PCNT" "$tmp/ssmall/expected.trace" && ok || bad "standalone: the shrunk case pops no PCNT"
[ "$(grep -cE '^ +[a-z]' "$tmp/ssmall/recipe.txt")" -le 1 ] && ok || bad "standalone: not minimal"
# the same model as its own reference: nothing fails
expect "standalone, same model" 2 err "does not fail" -- \
  "$smgold" shrink "$pick" -o "$tmp/y9" --standalone --reference "$smgold"
[ ! -e "$tmp/y9" ] && ok || bad "partial output y9"
no_leftovers "standalone"
expect "shrink help" 0 out "usage: smgold shrink" -- "$smgold" shrink --help

finish
