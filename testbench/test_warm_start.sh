#!/usr/bin/env bash
# The warm start (specs/checkpoint.md §7): lock-step of simt_stack_unit from a checkpoint
# taken mid-kernel at the deepest-stack point of a long generated program.
#  1. smgold gen --profile deep; the case whose stack gets deepest (spilled tokens
#     included) is the program; its trace gives the clock C of the first step that reaches
#     that depth, and `smgold run --save-at N` (N = C + 1, the state after that step) the
#     checkpoint.
#  2. smgold_lockstep --warm-start: the clean RTL passes from clock N, loaded through the
#     state-load port (a load that did not take fails at once).
#  3. Every token-stack bug of rtl_stubs/bugs.tsv: run cold (from the launch, token stack
#     only) and warm. When the cold run's first mismatch is at clock N or later, the warm
#     run's is the same clock and field (the verdict line's "cycle K ... field F"); when
#     the cold run passes, so does the warm one; when it fails before N, the warm run's
#     first mismatch, if any, is at N or later. At least 5 bugs are of the first kind.
#  4. A checkpoint of another configuration is refused (exit 2, the key named).
# Arguments: smgold (the CLI), smgold_lockstep, the source tree.
set -u
smgold=$1
lockstep=$2
src=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

"$smgold" gen --seed 0x16 --count 12 --profile deep -o "$tmp/gen" --quiet || { echo "FAIL: gen"; exit 1; }
# the deepest stack over the cases; its case, and the clock of the first step reaching it
best="" bestd=-1 bestc=-1
for d in "$tmp"/gen/*/; do
  [ -f "$d/expected.trace" ] || continue
  read -r md mc < <(awk '/^[IU] / { dep = -1; cyc = -1
      for (i = 1; i <= NF; i++) {
        if ($i ~ /^depth=/) dep = substr($i, 7) + 0
        if ($i ~ /^cyc=/) cyc = substr($i, 5) + 0
      }
      if (dep > m) { m = dep; c = cyc } }
    END { print m + 0, c + 0 }' "$d/expected.trace")
  if [ "$md" -gt "$bestd" ]; then best=$d bestd=$md bestc=$mc; fi
done
[ -n "$best" ] && [ "$bestd" -gt 16 ] && ok || bad "no generated case gets deeper than 16 tokens ($bestd)"
n=$((bestc + 1))
steps=$(grep -c '^[IU] ' "$best/expected.trace")
echo "program: $(basename "$best") ($steps warp steps); deepest stack $bestd tokens at clock $bestc: warm start at clock $n"
w="$tmp/case"
cp -r "$best" "$w"
(cd "$w" && "$smgold" run program.lst @launch.args --save-at "$n" "$tmp/deep.ckpt" --quiet) ||
  { echo "FAIL: --save-at $n"; exit 1; }

# 2. the clean RTL
out=$("$lockstep" --quiet --warm-start "$tmp/deep.ckpt" --out "$tmp/out" "$w" 2>&1)
st=$?
echo "clean: $out"
[ "$st" -eq 0 ] && echo "$out" | grep -q "(warm start at clock $n): pass" && ok ||
  bad "clean RTL, warm start: exit $st"

# "CYCLE FIELD" of a verdict's first mismatch, or "pass"
first() { sed -n 's/.*MISMATCH cycle \(-\{0,1\}[0-9]*\) warp [0-9]* field \([^ ]*\) .*/\1 \2/p; s/.*: pass: .*/pass/p' | head -1; }

same=0
while IFS=$'\t' read -r id name unit _; do
  [ "$unit" = stack ] || continue
  cold=$("$lockstep" --quiet --no-wave --no-datapath --bug "$id" --out "$tmp/out" "$w" 2>&1 | first)
  warm=$("$lockstep" --quiet --warm-start "$tmp/deep.ckpt" --bug "$id" --out "$tmp/out" "$w" 2>&1 | first)
  [ -n "$cold" ] && [ -n "$warm" ] || { bad "bug $id $name: no verdict (cold '$cold', warm '$warm')"; continue; }
  if [ "$cold" = pass ]; then
    [ "$warm" = pass ] && ok || bad "bug $id $name: the cold run passes, the warm one: $warm"
  elif [ "${cold%% *}" -ge "$n" ]; then
    same=$((same + 1))
    [ "$warm" = "$cold" ] && ok || bad "bug $id $name: cold first mismatch '$cold', warm '$warm'"
    printf 'bug %-3s %-28s cold: %-24s warm: %s\n' "$id" "$name" "$cold" "$warm"
  else
    [ "$warm" = pass ] || [ "${warm%% *}" -ge "$n" ] && ok ||
      bad "bug $id $name: a warm mismatch before its start clock: $warm"
  fi
done <"$src/rtl_stubs/bugs.tsv"
[ "$same" -ge 5 ] && ok || bad "only $same bugs first show at or after clock $n"
echo "$same bugs first seen after the warm start's clock: the same clock and field warm and cold"

# 4. another configuration
out=$("$lockstep" --quiet --warm-start "$tmp/deep.ckpt" --out "$tmp/out" "$w" -- program.lst @launch.args --set lat_alu=21 2>&1)
st=$?
[ "$st" -eq 2 ] && echo "$out" | grep -q "another configuration" && ok ||
  bad "another configuration: exit $st: $out"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
