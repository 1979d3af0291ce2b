#!/usr/bin/env bash
# Bounded inputs (issue 16.3, smgold/limits.h): every file argument of every
# command that reads one, given /dev/urandom, a sparse file larger than any
# limit, a FIFO fed without end, a FIFO with no writer, a FIFO whose writer
# never writes or closes, an empty file and a directory, must end in a clear
# error naming the file: exit 2, nothing on standard output, no output file,
# within a time limit (timeout) and a memory limit (ulimit -v).
# gen, forms and isa read no file. Usage: test_bad_input.sh SMGOLD SRC
. "$(dirname "$0")/lib.sh"
smgold=$(cd "$(dirname "$smgold")" && pwd)/$(basename "$smgold")
export LC_ALL=C

# the commands this test knows: a new one must get its file arguments a slot below
cmds=$("$smgold" --help | awk '/^commands:/ { f = 1; next } f && /^  [a-z]/ { print $1 }' | sort |
  tr '\n' ' ')
[ "$cmds" = "asm check cover disasm forms gen isa replay run shrink table " ] && ok ||
  bad "the commands are now '$cmds': give the file arguments of a new one a slot here"

vec=$src/vectors/seed/000-table5 # program.lst, launch.args (with a --mem-dump), C.hex
"$smgold" gen --seed 1 --count 1 -o "$tmp/gen" --quiet || bad "gen for the shrink case"
printf '# smgold coverage 1\npush.SSY 1\n' >"$tmp/good.cov"

# Each slot: a command with one file argument, written BAD; the others valid.
# Run in a fresh copy of the vector; outputs it would write are named out.*
slots=(
  "run BAD @launch.args --trace out.trace"
  "run BAD --format binary --trace out.trace"
  "run program.lst @launch.args --config BAD --trace out.trace"
  "run program.lst @launch.args --mem-init 0x100200:BAD --trace out.trace"
  "run program.lst @launch.args --stimulus BAD --trace out.trace"
  "run program.lst @BAD --trace out.trace"
  "run program.lst @nested.args --trace out.trace"
  "check program.lst @launch.args --expect BAD --trace out.trace --coverage out.cov"
  "table BAD"
  "replay BAD"
  "cover BAD -o out.cov --html out.html"
  "cover $tmp/good.cov --goal BAD -o out.cov"
  "disasm BAD -o out.lst"
  "disasm --format binary BAD -o out.lst"
  "asm BAD -o out.bin"
  "shrink case -o out.dir --standalone --reference $smgold"
)

# case_dir N: a fresh copy of the vector, with nested.args naming @BAD and a
# shrink case whose recipe.txt is BAD (a symbolic link)
case_dir() {
  local w=$tmp/c$1
  mkdir -p "$w"
  cp "$vec"/program.lst "$vec"/launch.args "$vec"/C.hex "$w"/
  mkdir "$w/case"
  echo "$w"
}

# start NAME SLOT BAD W: run the slot with BAD in the background in W (result
# in W/.rc, .stdout, .stderr; its pid in $job); limits: 60 s, 1 GiB of
# address space
n=0
writers=()
start() {
  local name=$1 slot=$2 badf=$3 w=$4
  echo "@$badf" >"$w/nested.args"
  ln -s "$badf" "$w/case/recipe.txt"
  (cd "$w" && ls -A >"$w/.before" && ulimit -v 1048576 &&
     timeout -k 5 60 "$smgold" ${slot//BAD/$badf} >"$w/.stdout" 2>"$w/.stderr" </dev/null
   echo $? >"$w/.rc") &
  job=$!
  echo "$name|$slot|$badf|$w|$job" >>"$tmp/started"
}

# writer COMMAND...: a FIFO writer in the background, ended (by its id) at the end
writer() {
  "$@" 2>/dev/null </dev/null &
  writers+=($!)
}

# check NAME SLOT BAD W PATTERN: exit 2, no stdout, the error names BAD and
# matches PATTERN, no new file in W
check() {
  local name=$1 slot=$2 badf=$3 w=$4 pat=$5
  local rc what="$name: smgold ${slot//BAD/$badf}"
  rc=$(cat "$w/.rc" 2>/dev/null)
  [ "$rc" = 2 ] && ok || bad "$what: exit status '$rc' (124 = hung), not 2: $(head -c 300 "$w/.stderr")"
  [ ! -s "$w/.stdout" ] && ok || bad "$what: wrote on stdout: $(head -c 200 "$w/.stdout")"
  local shown=$badf
  [[ $slot == shrink* ]] && shown=case/recipe.txt
  grep -qF -- "$shown" "$w/.stderr" && grep -qE -- "$pat" "$w/.stderr" && ok ||
    bad "$what: error does not name $shown or say /$pat/: $(head -c 300 "$w/.stderr")"
  [ "$(wc -l <"$w/.stderr")" -le 2 ] && ok || bad "$what: more than 2 lines of error"
  (cd "$w" && ls -A | grep -v '^\.\(stdout\|stderr\|rc\|before\|after\)$' >"$w/.after")
  local new
  new=$(grep -vxF -f "$w/.before" "$w/.after")
  [ -z "$new" ] && [ -z "$(ls -A "$w/case" | grep -v '^recipe.txt$')" ] && ok ||
    bad "$what: left files behind: $new"
}

big=$tmp/big
truncate -s 2G "$big" # sparse: more than every limit, read costs nothing
mkdir "$tmp/adir"
: >"$tmp/empty"

# the quick cases, one after the other
for i in "${!slots[@]}"; do
  slot=${slots[$i]}
  for k in urandom big empty dir stream; do
    n=$((n + 1))
    w=$(case_dir $n)
    case $k in
      urandom) badf=/dev/urandom pat="NUL|more than the" ;;
      big) badf=$big pat="is 2147483648 bytes, more than the [0-9]+ [MG]iB .* may have \(SG_LIMIT_" ;;
      empty) badf=$tmp/empty pat="empty file, expected" ;;
      dir) badf=$tmp/adir pat="is a directory, expected" ;;
      stream) # a FIFO whose writer sends random bytes and never closes it
        badf=$w/fifo pat="NUL|more than the"
        mkfifo "$badf"
        writer timeout 60 bash -c 'exec cat /dev/urandom >"$1"' _ "$badf" ;;
    esac
    start "$k" "$slot" "$badf" "$w"
    wait "$job"
    check "$k" "$slot" "$badf" "$w" "$pat"
  done
done

# a text stream past its limit (no NUL): a configuration of 1 MiB + 1 and more
w=$(case_dir yes)
mkfifo "$w/fifo"
writer timeout 60 bash -c 'exec yes "# a comment" >"$1"' _ "$w/fifo"
start yes "run program.lst @launch.args --config BAD --trace out.trace" "$w/fifo" "$w"
wait "$job"
check yes "run program.lst @launch.args --config BAD --trace out.trace" "$w/fifo" "$w" \
  "holds more than the 1 MiB a configuration may have \(SG_LIMIT_CONFIG"

# the stalled FIFOs wait SG_LIMIT_STREAM_IDLE_MS (10 s) each: all at once
: >"$tmp/started"
jobs_idle=()
for i in "${!slots[@]}"; do
  for k in nowriter silent; do
    n=$((n + 1))
    w=$(case_dir $n)
    mkfifo "$w/fifo"
    # silent: opens the FIFO for writing (once smgold opened it) and holds it
    [ $k = silent ] && writer timeout 40 bash -c 'exec 3>"$1"; exec sleep 40' _ "$w/fifo"
    start "$k" "${slots[$i]}" "$w/fifo" "$w"
    jobs_idle+=("$job")
  done
done
t0=$SECONDS
wait "${jobs_idle[@]}"
[ $((SECONDS - t0)) -lt 40 ] && ok || bad "the stalled FIFOs took $((SECONDS - t0)) s"
while IFS='|' read -r k slot badf w pid; do
  check "$k" "$slot" "$badf" "$w" "nothing to read for 10 s and not closed"
done <"$tmp/started"
# the writers still waiting for a reader: only those still children of this shell.
# A writer that ended has been reaped, and on a busy machine its pid may be another
# process's by now (a stale kill here stopped a test running beside this one)
live=()
for p in "${writers[@]}"; do
  read -r _ _ _ ppid _ <"/proc/$p/stat" 2>/dev/null && [ "$ppid" = "$$" ] && live+=("$p")
done
[ ${#live[@]} -eq 0 ] || kill "${live[@]}" 2>/dev/null
finish
