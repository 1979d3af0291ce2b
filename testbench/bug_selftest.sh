#!/usr/bin/env bash
# The bug-injection self-test (specs/dpi.md §9): every vector passes in
# lock-step against the clean RTL; every bug of rtl_stubs/bugs.tsv (token stack,
# ALU lanes, LD/ST unit, schedulers, lane compactor, decoder) is caught by at least one vector, and the vector the
# table names fails first at the warp, lane and field it names. Prints the
# table and the catch rate.
#   bug_selftest.sh LOCKSTEP_BINARY SOURCE_DIR
set -u
bin=$1
src=$2
tsv=$src/rtl_stubs/bugs.tsv
# each unit's bug list and its localparam prefix (rtl_stubs/*_bugs.svh)
declare -A svh=([stack]=$src/rtl_stubs/simt_bugs.svh [alu]=$src/rtl_stubs/alu_bugs.svh
                [ldst]=$src/rtl_stubs/ldst_bugs.svh [lanes]=$src/rtl_stubs/lane_bugs.svh
                [sched]=$src/rtl_stubs/sched_bugs.svh [decode]=$src/rtl_stubs/decode_bugs.svh)
declare -A prefix=([stack]=BUG_ [alu]=ABUG_ [ldst]=LBUG_ [lanes]=CBUG_ [sched]=SBUG_ [decode]=DBUG_)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

vectors=()
for d in "$src"/vectors/seed/*/ "$src"/vectors/cosim/*/; do
  [ -f "$d/launch.args" ] && vectors+=("${d%/}")
done
[ ${#vectors[@]} -gt 0 ] || { echo "FAIL: no vectors found under $src/vectors"; exit 1; }

# the clean RTL: every vector passes
clean=0
for v in "${vectors[@]}"; do
  if out=$("$bin" --quiet --no-wave --out "$tmp/out" "$v" 2>&1); then
    clean=$((clean + 1))
  else
    echo "FAIL: clean RTL: $out"
    fail=1
  fi
done
echo "clean RTL: ${clean}/${#vectors[@]} vectors pass"

# the table agrees with the RTL's list of bugs
for u in stack alu ldst lanes sched decode; do
  n_svh=$(grep -c "^localparam logic \[7:0\] ${prefix[$u]}" "${svh[$u]}")
  n_tsv=$(awk -F'\t' -v u="$u" '$3 == u' "$tsv" | wc -l)
  if [ "$n_svh" -ne "$n_tsv" ]; then
    echo "FAIL: ${svh[$u]} has $n_svh bugs, $tsv has $n_tsv of unit $u"
    fail=1
  fi
done

caught=0
total=0
printf '%-3s %-5s %-30s %-7s %s\n' id unit bug vectors "first mismatch of the listed vector"
while IFS=$'\t' read -r id name unit desc vec warp lane field; do
  [ "$id" = id ] && continue
  total=$((total + 1))
  upper=$(echo "$name" | tr a-z A-Z)
  if [ -z "${svh[$unit]:-}" ]; then
    echo "FAIL: bug $id $name: unknown unit '$unit' (stack, alu, ldst, lanes, sched or decode)"
    fail=1
    continue
  fi
  if ! grep -q "^localparam logic \[7:0\] ${prefix[$unit]}${upper} *= 8'd${id};" "${svh[$unit]}"; then
    echo "FAIL: bug $id $name is not ${prefix[$unit]}${upper} = 8'd$id in ${svh[$unit]}"
    fail=1
  fi
  # a bug that no lock-step vector can show (the lane compactor at a width the testbench does
  # not build, a decoder form no vector issues, an external pick the picker would already
  # report) is caught by its unit's own check against the model, a ctest of its own
  if [[ $vec == scripts/* ]]; then
    if [ -x "$src/$vec" ]; then
      caught=$((caught + 1))
      printf '%-3s %-5s %-30s %-7s %s\n' "$id" "$unit" "$name" "-" \
        "ok: not in the lock-step; caught by $vec (ctest rtl_${vec#scripts/rtl-})"
    else
      echo "FAIL: bug $id $name: $vec does not exist"
      fail=1
    fi
    continue
  fi
  hits=0
  for v in "${vectors[@]}"; do
    "$bin" --quiet --no-wave --bug "$id" --out "$tmp/out" "$v" >"$tmp/r" 2>&1
    st=$?
    if [ $st -eq 1 ] && grep -q MISMATCH "$tmp/r"; then
      hits=$((hits + 1))
    elif [ $st -ne 0 ]; then
      echo "FAIL: bug $id on $v: exit $st: $(cat "$tmp/r")"
      fail=1
    fi
  done
  line=$("$bin" --quiet --no-wave --bug "$id" --expect "$field:$warp:$lane" --out "$tmp/out" \
    "$src/$vec" 2>&1 | head -1)
  st=${PIPESTATUS[0]}
  verdict=ok
  if [ "$hits" -eq 0 ]; then
    verdict="NOT CAUGHT"
    fail=1
  elif [ "$st" -ne 0 ]; then
    verdict="WRONG PLACE (expected warp $warp lane $lane field $field)"
    fail=1
  else
    caught=$((caught + 1))
  fi
  printf '%-3s %-5s %-30s %-7s %s: %s\n' "$id" "$unit" "$name" "$hits" "$verdict" \
    "$(echo "$line" | sed 's/ (.*//')"
done <"$tsv"

pct=0
[ "$total" -gt 0 ] && pct=$((100 * caught / total))
echo "catch rate: ${caught}/${total} bugs (${pct}%), each at the listed warp, lane and field"
[ "$total" -gt 0 ] || { echo "FAIL: no bugs listed in $tsv"; fail=1; }
exit $fail
