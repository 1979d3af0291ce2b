#!/usr/bin/env bash
# End-to-end tests of "smgold run" and "smgold check" on bad input and edge
# cases: exit status (0 match / 1 differs / 2 bad input or failed run,
# `smgold check --help`), the message (file:line[:col], record, field,
# expected, actual, warp, PC, error code) and no partial output file after a
# failure. The seed vectors themselves: test_seed_vectors.sh.
. "$(dirname "$0")/lib.sh"

# expect NAME STATUS STREAM TEXT... -- command...: the command exits with
# STATUS and STREAM (out or err) contains every TEXT (fixed strings).
expect() {
  local name=$1 want=$2 stream=$3
  shift 3
  local parts=()
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
absent() { # FILE...: none of them exists (no partial output)
  for f in "$@"; do [ ! -e "$f" ] && ok || bad "partial output left behind: $f"; done
}

# a vector to work on: 003 Figure 2 (a copy; commands run inside it)
v="$tmp/v"
cp -r "$src/vectors/seed/003-figure2" "$v"
rm -f "$v"/actual*
cd "$v" || exit 2

# ---- check: a matching vector
expect "check match" 0 out "match: expected.trace" -- "$smgold" check program.lst @launch.args --expect expected.trace --quiet

# ---- check: one field changed. Record 19 (line 24: 5 header lines) is the
# divergent @P0 BRA; its am goes 0xff>0x0f (003:L72)
grep -q '^I cyc=18 w=0 blk=0 step=19 pc=0x0090 .* am=0xff>0x0f ' expected.trace && ok || bad "record 19 not as expected"
sed '24s/ am=0xff>0x0f / am=0xff>0x1f /' expected.trace >am.trace
expect "check field differs" 1 out "MISMATCH am.trace:24: record 19 (I cyc=18 w=0 blk=0 step=19 pc=0x0090)" \
  "field:    am" "expected: 0xff>0x1f" "actual:   0xff>0x0f" -- "$smgold" check program.lst @launch.args --expect am.trace --quiet
sed '24s/stack=\[DIV:0xf0:0x00b8,/stack=[DIV:0x70:0x00b8,/' expected.trace >stack.trace
expect "check token differs" 1 out "MISMATCH stack.trace:24: record 19" "field:    stack" \
  "expected: [DIV:0x70:0x00b8,SSY:0xff:0x00f0]" "actual:   [DIV:0xf0:0x00b8,SSY:0xff:0x00f0]" \
  -- "$smgold" check program.lst @launch.args --expect stack.trace --quiet
sed '3s/warp_size=8/warp_size=16/' expected.trace >cfg.trace
expect "check header differs" 1 out "MISMATCH cfg.trace:3" "field:    header:config" -- "$smgold" check program.lst @launch.args --expect cfg.trace --quiet
# the run differs from the vector in one stimulus: the first difference is the
# launch header line that records it
expect "check other stimulus" 1 out "MISMATCH expected.trace:5" "field:    header:launch" -- "$smgold" check program.lst @launch.args --force-guard 0x90:0x0f:1 --expect expected.trace --quiet
head -n 30 expected.trace >short.trace
expect "check vector too short" 1 out "record 26" "expected: (end of trace)" "actual:   I cyc=25 w=0 blk=0 step=26 pc=0x00c8" -- "$smgold" check program.lst @launch.args --expect short.trace --quiet
{ cat expected.trace; echo 'I cyc=41 w=0 blk=0 step=42 pc=0x0148 am=0x00>0x00'; } >long.trace
expect "check vector too long" 1 out "MISMATCH long.trace:47: record 42" "actual:   (end of trace)" -- "$smgold" check program.lst @launch.args --expect long.trace --quiet
# "# model" lines are not compared; blank lines are skipped
sed -e '2s/.*/# model smgold-9.9.9/' -e '10s/^/\n/' expected.trace >model.trace
expect "check ignores # model" 0 out "match: model.trace" -- "$smgold" check program.lst @launch.args --expect model.trace --quiet

# ---- check: a malformed vector (exit 2, file:line)
sed '10s/.*/garbage here/' expected.trace >garbage.trace
expect "check garbage line" 2 err "garbage.trace:10:1: bad vector" -- "$smgold" check program.lst @launch.args --expect garbage.trace --quiet
sed '1s/format=1/format=3/' expected.trace >v3.trace
expect "check format 3" 2 err "v3.trace:1:23:" "vector format 3: this smgold reads formats 1 and 2" -- "$smgold" check program.lst @launch.args --expect v3.trace --quiet
expect "check missing vector" 2 err "nonexistent.trace: cannot open" -- "$smgold" check program.lst @launch.args --expect nonexistent.trace --quiet
expect "check without --expect" 2 err "--expect VECTOR is required" -- "$smgold" check program.lst @launch.args
# a run that fails is exit 2 for check too, not a mismatch
printf 'NOP.S CC.T;\nEXIT;\n' >underflow.lst
expect "check failed run" 2 err "STACK_UNDERFLOW" -- "$smgold" check underflow.lst --expect expected.trace --quiet

# ---- format 2, datapath records (specs/trace-format.md §2.2, §4): 000 Table 6
# (a copy; a format 2 vector, but every run here says its trace_detail). Its step 10 is "LD R0, [R0]" with
# R0 = hasproxy + 4 tid: lane 7 loads hasproxy[7] = 0x80000000 from 0x10031c
# (hasproxy.hex, launch.args); line 15 is its I record, line 16 its M record
d6="$tmp/dp6"
cp -r "$src/vectors/seed/000-table6" "$d6"
rm -f "$d6"/actual*
(cd "$d6" && "$smgold" run program.lst @launch.args --trace-detail datapath --trace dp.trace --quiet &&
  "$smgold" run program.lst @launch.args --set trace_detail=datapath --trace dp2.trace --quiet &&
  "$smgold" run program.lst @launch.args --trace-detail control --trace c.trace --quiet) && ok || bad "000-table6 datapath runs"
cmp -s "$d6/dp.trace" "$d6/dp2.trace" && ok || bad "--trace-detail datapath and --set trace_detail=datapath differ"
head -1 "$d6/dp.trace" | grep -qx "# smgold trace format=2" && ok || bad "datapath: not format 2"
head -1 "$d6/c.trace" | grep -qx "# smgold trace format=1" && ok || bad "control: not format 1"
grep -q '^M ' "$d6/c.trace" && bad "control trace with M records" || ok
# the control trace is the datapath trace without its M records (and trace_detail)
grep -v '^M ' "$d6/dp.trace" | sed -e '1s/format=2/format=1/' -e '3s/ trace_detail=datapath//' | cmp -s - "$d6/c.trace" &&
  ok || bad "control trace differs from the datapath trace without M records"
sed -n 15p "$d6/dp.trace" | grep -q '^I cyc=9 w=0 blk=0 step=10 pc=0x0048 .* R0=\[0:00000001,.*,7:80000000,' && ok || bad "line 15 not as expected"
sed -n 16p "$d6/dp.trace" | grep -q '^M cyc=9 w=0 step=10 pc=0x0048 kind=load space=g size=4 addr=\[.*,7:0x10031c,.* be=\[.*,7:0xf000,' && ok || bad "line 16 not as expected"
cd "$d6" || exit 2
expect "check datapath match" 0 out "match: dp.trace" -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp.trace --quiet
# one lane of one register
sed '15s/,7:80000000,/,7:80000001,/' dp.trace >dp-r.trace
expect "check register lane" 1 out "MISMATCH dp-r.trace:15: record 10 (I cyc=9 w=0 blk=0 step=10 pc=0x0048)" \
  "field:    R0 lane 7" "expected: 0x80000001" "actual:   0x80000000" -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp-r.trace --quiet
# a lane the vector lacks
sed '15s/,7:80000000,/,/' dp.trace >dp-l.trace
expect "check register lane missing" 1 out "MISMATCH dp-l.trace:15: record 10" \
  "field:    R0 lane 7" "expected: (no lane 7)" "actual:   0x80000000" -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp-l.trace --quiet
# one lane's address in the M record
sed '16s/,7:0x10031c,/,7:0x100318,/' dp.trace >dp-a.trace
expect "check address lane" 1 out "MISMATCH dp-a.trace:16: record 11 (M cyc=9 w=0 step=10 pc=0x0048)" \
  "field:    addr lane 7" "expected: 0x100318" "actual:   0x10031c" -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp-a.trace --quiet
# the two formats do not compare
expect "check format 2 against format 1" 2 err "dp.trace:1:23: the vector is format 2 and the trace format 1" "--trace-detail datapath" \
  -- "$smgold" check program.lst @launch.args --trace-detail control --expect dp.trace --quiet
expect "check format 1 against format 2" 2 err "c.trace:1:23: the vector is format 1 and the trace format 2" \
  -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect c.trace --quiet
# malformed M records: exit 2, file:line:column and what was expected
sed '16s/ addr=\[/ adr=[/' dp.trace >dp-bad.trace
expect "check malformed M record" 2 err "dp-bad.trace:16:56: bad M record (M cyc w step pc kind space size addr be [wdata] [trans] passes): expected addr=[LANE:0xADDRESS,...]" \
  -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp-bad.trace --quiet
sed '16s/ passes=1$//' dp.trace >dp-short.trace
expect "check M record without passes" 2 err "dp-short.trace:16:" "expected passes=N (decimal), found the end of the line" \
  -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp-short.trace --quiet
sed '16s/kind=load/kind=fetch/' dp.trace >dp-kind.trace
expect "check M record bad kind" 2 err "dp-kind.trace:16:36: bad M record: kind= must be load|store|rmw, not 'fetch'" \
  -- "$smgold" check program.lst @launch.args --trace-detail datapath --expect dp-kind.trace --quiet
# an M record in a format 1 vector
sed '16p' dp.trace | sed -n '16p' >mline
sed '15r mline' c.trace >c-m.trace
expect "check M record in format 1" 2 err "c-m.trace:16:1: bad vector: an M record (datapath records, format 2) in a format 1 vector" \
  -- "$smgold" check program.lst @launch.args --trace-detail control --expect c-m.trace --quiet
# smgold table skips M records as it skips X, W and S
"$smgold" table dp.trace >table-dp.txt 2>&1 && "$smgold" table c.trace >table-c.txt 2>&1 && cmp -s table-dp.txt table-c.txt &&
  ok || bad "smgold table differs on the datapath trace"
expect "--trace-detail bad value" 2 err "--trace-detail takes 'control' or 'datapath', not 'full'" -- "$smgold" run program.lst --trace-detail full
expect "--set trace_detail bad value" 2 err "trace_detail: expected control or datapath, not 'full'" -- "$smgold" run program.lst --set trace_detail=full
cd "$v" || exit 2

# ---- --config: file:line:col
printf '# a comment\nwarp_sise = 8\n' >unknown.cfg
expect "config unknown key" 2 err "unknown.cfg:2:1: unknown key 'warp_sise' (expected one of warp_size," -- "$smgold" run program.lst @launch.args --config unknown.cfg --trace cfg1.trace
printf 'warp_size = 8\nbackward_branch_policy = while\n' >value.cfg
expect "config bad value" 2 err "value.cfg:2:26: backward_branch_policy: expected while-mask or div-token, not 'while'" -- "$smgold" run program.lst --config value.cfg --trace cfg2.trace
printf 'warp_size = 33\n' >range.cfg
expect "config out of range" 2 err "range.cfg:1:13: warp_size must be 1..32, not 33" -- "$smgold" run program.lst --config range.cfg
printf 'warp_size = 8\nwarp_size = 8\n' >twice.cfg
expect "config repeated key" 2 err "twice.cfg:2:1: warp_size is already set on line 1" -- "$smgold" run program.lst --config twice.cfg
expect "config missing file" 2 err "nonexistent.cfg: cannot open" -- "$smgold" run program.lst --config nonexistent.cfg
expect "--set bad value" 2 err "warp_size must be 1..32, not 0" -- "$smgold" run program.lst --set warp_size=0
expect "--set unknown key" 2 err "unknown key 'warps'" -- "$smgold" run program.lst --set warps=8
expect "--set without =" 2 err "expected --set KEY=VALUE, got 'warp_size'" -- "$smgold" run program.lst --set warp_size
absent cfg1.trace cfg2.trace

# ---- --param
for p in u33:1 u32:-1 u32:0x100000000 s32:2147483648 u32: ptr u32:12x f32:one u64:-1; do
  expect "bad --param $p" 2 err "expected a parameter TYPE:VALUE (u32, s32, f32, u64, s64, f64, ptr) in range, got '$p'" -- "$smgold" run program.lst --param "$p" --trace param.trace
done
expect "--param without value" 2 err "--param" -- "$smgold" run program.lst --param
absent param.trace

# ---- --mem-init: file:line:col of the image
printf '00000001\n12g4\n' >bad.hex
expect "bad image digit" 2 err "bad.hex:2:3: 'g' is not a hex digit" -- "$smgold" run program.lst @launch.args --mem-init 0x200000:bad.hex --trace img.trace
printf '// x\n1 2\n123456789\n' >long.hex
expect "bad image word" 2 err "long.hex:3:9: more than 8 hex digits in a word" -- "$smgold" run program.lst --mem-init 0x200000:long.hex
printf '1 zzzz\n' >z.hex
expect "image with z digits" 2 err "z.hex:1:3: 'z' digits (unknown values) are not allowed in an image" -- "$smgold" run program.lst --mem-init 0x200000:z.hex
printf '// only a comment\n' >empty.hex
expect "empty image" 2 err "empty.hex: the image holds no words" -- "$smgold" run program.lst --mem-init 0x200000:empty.hex
expect "--mem-init syntax" 2 err "expected --mem-init ADDR:FILE, got '0x200000'" -- "$smgold" run program.lst --mem-init 0x200000
expect "--mem-dump syntax" 2 err "expected --mem-dump ADDR:LEN:FILE (LEN a positive multiple of 4), got '0x200000:0:x.hex'" -- "$smgold" run program.lst --mem-dump 0x200000:0:x.hex
absent img.trace x.hex

# ---- a hang: --max-cycles stops it, naming every running warp and its PC
printf 'NOP CC.T;\nloop: BRA loop;\n' >hang.lst
expect "infinite loop" 2 err "did not finish within 100 cycles (a hang?); running warps: w0@0x0008 w1@0x0008" -- "$smgold" run hang.lst --block 64 --max-cycles 100 --trace hang.trace
expect "--max-cycles 0" 2 err "expected --max-cycles N (N >= 1), got '0'" -- "$smgold" run hang.lst --max-cycles 0
absent hang.trace

# ---- stack overflow: SSY in a loop; the error names the PC and capacity; no
# partial trace or dump
printf '/*0000*/ MOV R1, c [0x1] [0x100];\n/*0008*/ loop: SSY 0x100;\n/*0010*/ BRA loop;\n' >overflow.lst
expect "stack overflow" 2 err "warp 0 (block 0, warp 0 of the block) at step 34, pc 0x0008: STACK_OVERFLOW pushing a token (depth 16, 16 on-chip slots, capacity 16)" \
  -- "$smgold" run overflow.lst --trace overflow.trace --mem-dump 0x100000:0x10:overflow.hex
absent overflow.trace overflow.hex
# with spill memory: 16 + 48 slots per 0x200 bytes (specs/simt-stack.md CFG-2)
expect "stack overflow with spill" 2 err "at step 130, pc 0x0008: STACK_OVERFLOW pushing a token (depth 64, 16 on-chip slots, capacity 64)" \
  -- "$smgold" run overflow.lst --set stack_spill_bytes=0x200 --trace overflow.trace
absent overflow.trace

# ---- stack underflow: NOP.S on an empty stack; guarded .S; BRK without PBK
expect "NOP.S on empty stack" 2 err "at step 1, pc 0x0000: STACK_UNDERFLOW SPOP_EMPTY" -- "$smgold" run underflow.lst --trace underflow.trace
absent underflow.trace
printf 'ISETP.EQ.AND P0, pt, RZ, RZ, pt;\n@P0 NOP.S CC.T;\nEXIT;\n' >guarded.lst
expect "guarded .S on empty stack" 2 err "at step 2, pc 0x0008: STACK_UNDERFLOW GUARDED_S_EMPTY" -- "$smgold" run guarded.lst
printf 'BRK;\nEXIT;\n' >brk.lst
expect "BRK without PBK" 2 err "at step 2, pc 0x0008: STACK_UNDERFLOW UNWIND_PARKED" -- "$smgold" run brk.lst
# a guarded .S whose guard is false for every lane is no error (S-3)
printf '@P0 NOP.S CC.T;\nEXIT;\n' >guard-false.lst
expect "guarded .S, G = 0" 0 err "1 block, 2 warp steps in 2 cycles" -- "$smgold" run guard-false.lst

# ---- the PC runs off the end of the program (BAD_PC)
printf 'MOV R1, c [0x1] [0x100];\nNOP CC.T;\n' >off.lst
expect "PC off the end" 2 err "warp 0 (block 0, warp 0 of the block) at step 3, pc 0x0010: BAD_PC: fetch from 0x10, outside the program" -- "$smgold" run off.lst --trace off.trace
absent off.trace
printf '/*0100*/ BRA 0x40;\n' >before.lst
expect "PC before the program" 2 err "at step 2, pc 0x0040: BAD_PC: fetch from 0x40, outside the program" -- "$smgold" run before.lst

# ---- bad program, options, @FILE
printf 'EXIT;\nFROB R1;\n' >frob.lst
expect "bad program" 2 err "frob.lst:2:1: unknown mnemonic 'FROB'" -- "$smgold" run frob.lst --trace frob.trace
absent frob.trace
expect "unknown option" 2 err "unknown option (see --help) '--frob'" -- "$smgold" run program.lst --frob
expect "two programs" 2 err "one program only; unexpected 'x.lst'" -- "$smgold" run program.lst x.lst
expect "no program" 2 err "no PROGRAM (see --help)" -- "$smgold" run --quiet
expect "missing @FILE" 2 err "nonexistent.args: cannot open" -- "$smgold" run program.lst @nonexistent.args
expect "bad --block" 2 err "expected dimensions X[,Y[,Z]] (each >= 1), got '0'" -- "$smgold" run program.lst --block 0
expect "bad --force-guard" 2 err "expected --force-guard PC:MASK[:N], got '0x90'" -- "$smgold" run program.lst --force-guard 0x90
# arguments after an @FILE that holds more words than the command line (the
# expanded argument array must grow for them too)
many=()
for k in $(seq 1 64); do many+=(--quiet); done
expect "@FILE then many arguments" 0 out "match: expected.trace" -- "$smgold" check program.lst @launch.args --expect expected.trace "${many[@]}"

# ---- determinism: two runs, byte-identical trace and dumps (000 Table 6:
# divergence, break, unwinding, stimulus)
w="$tmp/t6"
cp -r "$src/vectors/seed/000-table6" "$w"
rm -f "$w"/actual*
(cd "$w" && "$smgold" run program.lst @launch.args --trace run1.trace --quiet && mv actual-C.hex run1-C.hex &&
  "$smgold" run program.lst @launch.args --trace run2.trace --quiet && mv actual-C.hex run2-C.hex) && ok || bad "000-table6 runs"
cmp -s "$w/run1.trace" "$w/run2.trace" && ok || bad "two runs: traces differ"
cmp -s "$w/run1-C.hex" "$w/run2-C.hex" && ok || bad "two runs: dumps differ"
[ -s "$w/run1.trace" ] && [ -s "$w/run1-C.hex" ] && ok || bad "two runs: empty output"

# ---- --help
expect "run --help" 0 out "usage: smgold run PROGRAM [options]" "--mem-dump ADDR:LEN:FILE" "--force-guard PC:MASK[:N]" "@FILE" -- "$smgold" run --help
expect "check --help" 0 out "usage: smgold check PROGRAM [options] --expect VECTOR" \
  "Exit status: 0 the run matches VECTOR; 1 it differs" "2 bad input or a failed run" -- "$smgold" check --help
[ ! -s "$tmp/err" ] && ok || bad "check --help wrote to stderr"

# ---- the Accel-Sim export (specs/trace-format.md §5), of 000 Table 5 (a copy: the vector's
# own --mem-dump must not write into the source tree, where tests running beside this one look)
cp -R "$src/vectors/seed/000-table5" "$tmp/t5v"
(cd "$tmp/t5v" && "$smgold" run program.lst @launch.args --quiet \
   --mem-dump 0x100200:0x70:"$tmp/as-dump.hex" --accelsim-trace "$tmp/k.traceg")
head -1 "$tmp/k.traceg" | grep -qx -- "-kernel name = program.lst" && ok || bad "accelsim header"
grep -qx -- "-block dim = (28,1,1)" "$tmp/k.traceg" && ok || bad "accelsim block dim"
grep -qx "insts = 152" "$tmp/k.traceg" && ok || bad "accelsim: 152 instructions of warp 0"
grep -qx "0000 0fffffff 1 R1 MOV 0 0" "$tmp/k.traceg" && ok || bad "accelsim first line"
grep -q "^0048 0fffffff 0 ST 2 R4 R0 4 0 0x100200 0x100204 " "$tmp/k.traceg" && ok || bad "accelsim store"
[ "$(grep -c '^#BEGIN_TB' "$tmp/k.traceg")" -eq 1 ] && grep -qx "#END_TB" "$tmp/k.traceg" && ok || bad "accelsim blocks"

# ---- a hang (specs/sm.md CLK-8): lanes 1-31 spin on a flag lane 0 would write, but lane 0
# waits in the DIV token of the divergent branch: exit 3, every stuck warp named
cat >spin.lst <<'LST'
S2R R0, SR_Tid_X;
ISETP.EQ.U32.AND P0, pt, R0, RZ, pt;
SSY done;
@P0 BRA writer;
spin:
LD R1, [R2+0x100000];
ISETP.EQ.U32.AND P1, pt, R1, RZ, pt;
@P1 BRA spin;
NOP.S CC.T;
writer:
MOV32I R3, 0x1;
ST [R2+0x100000], R3;
NOP.S CC.T;
done:
EXIT;
LST
expect "hang verdict" 3 err "hang: at cycle 5003 a warp made no progress" \
  "w0@0x0030 am=0xfffffffe depth=2(stuck) [DIV:0x1:0x0040,SSY:0xffffffff:0x0058]" \
  -- "$smgold" run spin.lst --mem-alloc 0x100000:0x10 --set hang_cycles=5000 --trace spin.trace
absent spin.trace
expect "hang_cycles=0 keeps running" 2 err "did not finish within 20000 cycles" \
  -- "$smgold" run spin.lst --mem-alloc 0x100000:0x10 --set hang_cycles=0 --max-cycles 20000

finish
