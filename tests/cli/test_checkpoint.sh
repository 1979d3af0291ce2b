#!/usr/bin/env bash
# Checkpoints (specs/checkpoint.md), the property of CK-7: for every seed vector
# (vectors/seed/), every co-simulation vector (vectors/cosim/) and a generated
# suite (profiles mixed and datapath), in functional and cycle timing, and at
# several clocks N of each run (1, a third, two thirds, the last), running to N
# with --save-at N FILE and continuing in a new process with --restore FILE
# gives what the uninterrupted run gives, byte for byte: the saving run's trace
# followed by the restored run's is the whole trace, and the restored run's
# memory dumps, stats (json: every counter, per unit and per warp slot),
# coverage, exit status and standard error (the summary line, or the error of
# a vector that fails by design) are the uninterrupted run's. Then the errors:
# another configuration or program, a corrupt, truncated or foreign file, a
# folder, --save-at past the end.
# Arguments: the smgold executable, the source tree, [generated cases per profile].
. "$(dirname "$0")/lib.sh"
ncases=${3:-10}

# same NAME FILE1 FILE2 WHAT: the two files are identical (or both absent)
same() {
  if [ ! -e "$2" ] && [ ! -e "$3" ]; then ok; return; fi
  if cmp -s "$2" "$3"; then ok; else
    bad "$1: $4 differs"
    diff "$2" "$3" | head -4
  fi
}

# run_in DIR OUT_PREFIX [smgold run options...]: run the vector in DIR; status in $st
run_in() {
  local w=$1 p=$2
  shift 2
  (cd "$w" && "$smgold" run program.lst @launch.args "$@") >"$w/$p.out" 2>"$w/$p.err"
  st=$?
}

# keep_dumps DIR PREFIX: rename the dumps (actual-*.hex) the last run wrote
keep_dumps() {
  local a
  for a in "$1"/actual-*.hex; do
    [ -e "$a" ] && mv "$a" "$1/$2-$(basename "$a")"
  done
  return 0
}

points=0
vector() { # vector NAME DIR TIMING
  local name="$1 ($3)" d=$2 w="$tmp/w" full_st n c
  rm -rf "$w"
  cp -r "$d" "$w"
  rm -f "$w"/actual*
  local opts=(--set "timing=$3")
  run_in "$w" full "${opts[@]}" --trace full.trace --stats-format json --stats-out full.stats \
    --coverage full.cov
  full_st=$st
  keep_dumps "$w" full
  local ns=()
  if [ "$full_st" -eq 0 ]; then
    c=$(sed -n 's/.* in \([0-9]*\) cycles$/\1/p' "$w/full.err")
    [ -n "$c" ] || { bad "$name: no cycle count in: $(cat "$w/full.err")"; return; }
    ns=(1 $((c / 3)) $((2 * c / 3)) $((c - 1)))
  else
    # fails by design (a stack error, ...): the clocks before the failure, found by
    # saving at 1, 2, 4, ... until the run fails first
    for n in 1 2 4 8 16 32 64 128 256 512; do
      run_in "$w" probe "${opts[@]}" --save-at $n "$w/probe.ckpt" --quiet
      [ "$st" -eq 0 ] || break
      ns+=($n)
    done
    rm -f "$w"/actual*.hex "$w/probe.ckpt"
    [ ${#ns[@]} -ge 1 ] || { bad "$name: the run fails before clock 1"; return; }
    [ ${#ns[@]} -gt 3 ] && ns=(${ns[0]} ${ns[$((${#ns[@]} / 2))]} ${ns[$((${#ns[@]} - 1))]})
  fi
  local last=-1
  for n in "${ns[@]}"; do
    [ "$n" -ge 1 ] && [ "$n" -ne "$last" ] || continue
    last=$n
    points=$((points + 1))
    rm -f "$w"/pre.* "$w"/tail.* "$w/ck.bin"
    run_in "$w" pre "${opts[@]}" --trace pre.trace --coverage pre.cov --save-at "$n" ck.bin --quiet
    [ "$st" -eq 0 ] && [ -s "$w/ck.bin" ] || { bad "$name: --save-at $n exited $st: $(cat "$w/pre.err")"; continue; }
    rm -f "$w"/actual*.hex
    run_in "$w" tail "${opts[@]}" --trace tail.trace --restore ck.bin --stats-format json \
      --stats-out tail.stats --coverage tail.cov
    [ "$st" -eq "$full_st" ] && ok || bad "$name at $n: the restored run exited $st, the whole run $full_st"
    if [ "$full_st" -eq 0 ]; then
      cat "$w/pre.trace" "$w/tail.trace" >"$w/joined.trace" 2>/dev/null
      same "$name at $n" "$w/full.trace" "$w/joined.trace" "the saved trace and the restored trace, joined,"
    else
      [ -e "$w/tail.trace" ] && bad "$name at $n: a failed restored run wrote a trace" || ok
    fi
    same "$name at $n" "$w/full.err" "$w/tail.err" "standard error"
    same "$name at $n" "$w/full.stats" "$w/tail.stats" "the stats"
    same "$name at $n" "$w/full.cov" "$w/tail.cov" "the coverage"
    keep_dumps "$w" tail
    local a
    for a in "$w"/full-actual-*.hex; do
      [ -e "$a" ] || continue
      same "$name at $n" "$a" "$w/tail-${a#"$w"/full-}" "$(basename "${a#"$w"/full-}")"
    done
    rm -f "$w"/tail-actual-*.hex
  done
}

nvec=0
"$smgold" gen --seed 0x5eed --count "$ncases" --profile mixed -o "$tmp/gen-mixed" --quiet || bad "gen mixed"
"$smgold" gen --seed 0xda7a --count "$ncases" --profile datapath -o "$tmp/gen-dp" --quiet || bad "gen datapath"
for d in "$src"/vectors/seed/*/ "$src"/vectors/cosim/*/ "$tmp"/gen-mixed/*/ "$tmp"/gen-dp/*/; do
  [ -f "$d/program.lst" ] || continue
  nvec=$((nvec + 1))
  for timing in functional cycle; do
    vector "$(basename "$d")" "$d" "$timing"
  done
done
[ "$nvec" -ge 40 ] && ok || bad "only $nvec vectors"
echo "checkpoint property: $nvec vectors, $points save/restore points"

# ---- errors: each a clear message, exit 2, no output file ----
w="$tmp/err"
cp -r "$src/vectors/cosim/multi-warp" "$w"
(cd "$w" && "$smgold" run program.lst @launch.args --save-at 40 ck.bin --quiet) || bad "save for the error tests"
# expect_error WHAT PATTERN [run options]: exit 2, PATTERN on stderr, no trace written
expect_error() {
  local what=$1 pat=$2
  shift 2
  rm -f "$w/t.trace"
  (cd "$w" && "$smgold" run program.lst @launch.args --trace t.trace --quiet "$@") >"$w/o" 2>"$w/e"
  local s=$?
  [ "$s" -eq 2 ] && ok || bad "$what: exit $s, expected 2"
  grep -q -- "$pat" "$w/e" && ok || bad "$what: stderr lacks '$pat': $(cat "$w/e")"
  [ -s "$w/o" ] && bad "$what: printed on stdout" || ok
  [ -e "$w/t.trace" ] && bad "$what: wrote a trace" || ok
}
expect_error "another configuration" "ck.bin: .*another configuration: the checkpoint has lat_alu=20, the model lat_alu=21" \
  --set lat_alu=21 --restore ck.bin
expect_error "another timing" "the checkpoint has timing=functional, the model timing=cycle" \
  --set timing=cycle --restore ck.bin
cp "$src/vectors/cosim/call-ret/program.lst" "$w/other.lst"
rm -f "$w/t.trace"
(cd "$w" && "$smgold" run other.lst @launch.args --restore ck.bin --quiet --trace t.trace) 2>"$w/e"
[ $? -eq 2 ] && grep -q "saved from another program" "$w/e" && ok || bad "another program: $(cat "$w/e")"
head -c 1000 "$w/ck.bin" >"$w/short.bin"
expect_error "truncated" "short.bin: checkpoint: .*bytes, but it says it has" --restore short.bin
cp "$w/ck.bin" "$w/flip.bin"
printf '\x55' | dd of="$w/flip.bin" bs=1 seek=3000 conv=notrunc 2>/dev/null
expect_error "corrupt" "flip.bin: checkpoint: the checksum does not match" --restore flip.bin
expect_error "not a checkpoint" "program.lst: checkpoint: not an smgold checkpoint" --restore program.lst
: >"$w/empty.bin"
expect_error "empty" "empty.bin: empty" --restore empty.bin
mkdir "$w/dir.bin"
expect_error "a folder" "dir.bin: a folder" --restore dir.bin
expect_error "missing" "nothere.bin: No such file" --restore nothere.bin
expect_error "past the end" "--save-at 100000: the kernel ended at cycle 166, before it" --save-at 100000 late.bin
[ -e "$w/late.bin" ] && bad "--save-at past the end wrote its file" || ok
expect_error "no cycle" "--save-at needs CYCLE" --save-at x.bin
expect_error "accelsim" "the Accel-Sim export needs the whole run" --restore ck.bin --accelsim-trace a.txt
[ -e "$w/a.txt" ] && bad "--restore --accelsim-trace wrote its file" || ok
expect_error "gz" "not compressed" --save-at 10 ck.bin.gz
# memory the checkpoint does not have
expect_error "extra memory" "maps global memory 0x900000-0x900fff, which the checkpoint does not have" \
  --mem-alloc 0x900000:0x1000 --restore ck.bin

finish
