#!/usr/bin/env bash
# What the C++ lock-step testbench leaves behind and says (specs/dpi.md §6,
# §7, §10): nothing written on a pass; on a failure the one-line verdict, a
# JSON Lines report with context, an FST waveform of the window before it, a
# record that `smgold replay` re-runs to the same verdict; --max-mismatches 0
# counts every mismatch; bad input exits 2 and names the problem.
#   test_lockstep_outputs.sh LOCKSTEP SMGOLD SOURCE_DIR
. "$(dirname "$0")/../tests/cli/lib.sh" "$2" "$3"
ls=$1
v=$src/vectors/cosim/call-ret

# a pass writes nothing
mkdir "$tmp/pass"
"$ls" --out "$tmp/pass" --record "$tmp/pass.log" "$v" >"$tmp/o" 2>&1 && ok || bad "clean run: $(cat "$tmp/o")"
grep -q "call-ret: pass: [1-9][0-9]* compares over 75 cycles" "$tmp/o" && ok || bad "pass line: $(cat "$tmp/o")"
[ -z "$(ls "$tmp/pass")" ] && ok || bad "a pass left files: $(ls "$tmp/pass")"
"$smgold" replay "$tmp/pass.log" >"$tmp/r" && grep -q "same verdict" "$tmp/r" && ok || bad "replay of a pass: $(cat "$tmp/r")"

# a failure: bug 11 (call_return_pc) at clock 9, warp 0, token 2's PC
"$ls" --bug 11 --window 5 --out "$tmp/f" --record "$tmp/f.log" "$v" >"$tmp/o" 2>&1
[ $? -eq 1 ] && ok || bad "bug run: exit status not 1"
head -1 "$tmp/o" | grep -q "call-ret: MISMATCH cycle 9 warp 0 field tok_pc\[2\] expected 0x00000050 actual 0x00000048" \
  && ok || bad "verdict line: $(head -1 "$tmp/o")"
grep -q "waveform: $tmp/f/wave.fst (cycles 4 to 9)" "$tmp/o" && ok || bad "waveform line: $(cat "$tmp/o")"
[ -s "$tmp/f/wave.fst" ] && ok || bad "no wave.fst"
r=$tmp/f/report.jsonl
grep -q '^{"kind":"header","format":1,"smgold":"' "$r" && ok || bad "report header: $(head -1 "$r")"
grep -q '"kind":"mismatch","cycle":9,"warp":0,"field":"tok_pc","index":2' "$r" && ok || bad "report mismatch"
[ "$(grep -c '"kind":"issue"' "$r")" -eq 5 ] && ok || bad "report: not the 5 last issued steps"
grep -q '"kind":"state","side":"model","cycle":9,"warp":0' "$r" && ok || bad "report: model state"
grep -q '"kind":"state","side":"rtl","cycle":9,"warp":0' "$r" && ok || bad "report: rtl state"
tail -1 "$r" | grep -q '"verdict":"mismatch"}' && ok || bad "report summary"
"$smgold" replay "$tmp/f.log" >"$tmp/r"
[ $? -eq 1 ] && grep -q "same verdict" "$tmp/r" && ok || bad "replay of a failure: $(cat "$tmp/r")"
# without --out a failure's files go beside the executable (lockstep-out/VECTOR), never into
# the working folder (issue 18: a repository root)
mkdir "$tmp/cwd"
(cd "$tmp/cwd" && "$ls" --no-wave --bug 11 "$v") >"$tmp/o" 2>&1
want=$(cd "$(dirname "$ls")" && pwd)/lockstep-out/call-ret/report.jsonl
grep -qF "report: $want" "$tmp/o" && [ -s "$want" ] && ok || bad "default --out: $(cat "$tmp/o")"
[ -z "$(ls "$tmp/cwd")" ] && ok || bad "a failure without --out wrote into the working folder: $(ls "$tmp/cwd")"
# the schedulers' checks replay too (cycle timing): a scheduler bug's verdict, its report's
# ready sets per clock ("sched" lines)
vs=$src/vectors/cosim/sched-gto
"$ls" --quiet --no-wave --bug 201 --out "$tmp/s" --record "$tmp/s.log" "$vs" >"$tmp/o" 2>&1
[ $? -eq 1 ] && grep -q "sched-gto: MISMATCH cycle 847 warp 3 field sched_issue\[1\] expected 0x00000003 actual 0x00000001" \
  "$tmp/o" && ok || bad "scheduler bug verdict: $(head -1 "$tmp/o")"
grep -q '^csch ' "$tmp/s.log" && ok || bad "no scheduler check in the log"
"$smgold" replay "$tmp/s.log" >"$tmp/r"
[ $? -eq 1 ] && grep -q "same verdict" "$tmp/r" && ok || bad "replay of a scheduler failure: $(cat "$tmp/r")"
grep -q '"kind":"sched"' "$tmp/s/report.jsonl" && ok || bad "report: no scheduler view lines"
# a damaged log is bad input, named by line
sed 's/^cw 0 0 0 48 /cw 0 0 0 50 /' "$tmp/f.log" >"$tmp/g.log"
"$smgold" replay "$tmp/g.log" >"$tmp/r" 2>&1
[ $? -eq 2 ] && grep -q "DIFFERS" "$tmp/r" && ok || bad "replay of an edited log: $(cat "$tmp/r")"

# a datapath failure (specs/datapath.md): bug 98 (lane7_neighbour_base) on 000 Table 5 is
# named by lane and field; report.jsonl is valid JSON for a real parser (python3) although
# its header carries control characters, a quote, a backslash and a byte that is not UTF-8
# (from a --mem-dump file name), and holds the mismatch's lane and both retire records
cp -R "$src/vectors/seed/000-table5" "$tmp/t5"
printf -- '--mem-dump 0x100000:0x4:%s\n' $'odd\x01"\\\xff\x1f.hex' >>"$tmp/t5/launch.args"
"$ls" --bug 98 --window 3 --out "$tmp/d" "$tmp/t5" >"$tmp/o" 2>&1
[ $? -eq 1 ] && ok || bad "datapath bug run: exit status not 1"
head -1 "$tmp/o" | grep -q "t5: MISMATCH cycle 9 warp 0 lane 7 field mem_addr expected 0x0010021c actual 0x00100218" \
  && ok || bad "datapath verdict line: $(head -1 "$tmp/o")"
[ -s "$tmp/d/wave.fst" ] && ok || bad "datapath failure: no wave.fst"
if command -v python3 >/dev/null; then
  python3 - "$tmp/d/report.jsonl" >"$tmp/py" 2>&1 <<'PY' && ok || bad "report.jsonl: $(cat "$tmp/py")"
import json, sys
recs = [json.loads(line) for line in open(sys.argv[1], "rb")]
head = recs[0]
assert head["kind"] == "header", head
assert 'odd\x01"\\\u00ff\x1f.hex' in head["args"], repr(head["args"])
mm = [r for r in recs if r["kind"] == "mismatch"]
assert mm and mm[0]["field"] == "mem_addr" and mm[0]["lane"] == 7 and mm[0]["warp"] == 0, mm[:1]
assert {r["side"] for r in recs if r["kind"] == "retire"} == {"model", "rtl"}, "retire records"
sched = [r for r in recs if r["kind"] == "sched"]  # the schedulers' last decisions (WS-6)
assert sched and sched[-1]["cycle"] == 9 and all("ready" in r and "waiting" in r for r in sched), sched[-1:]
assert recs[-1]["kind"] == "summary", recs[-1]
PY
else
  echo "skip: python3 not found: report.jsonl not parsed"
fi

# run to the end: every mismatch counted
"$ls" --bug 11 --max-mismatches 0 --no-wave --out "$tmp/all" "$v" >"$tmp/o" 2>&1
grep -q "mismatches, " "$tmp/o" && ok || bad "--max-mismatches 0: $(cat "$tmp/o")"

# bad input
"$ls" --out "$tmp/x" "$tmp/nonexistent" >"$tmp/o" 2>&1
[ $? -eq 2 ] && grep -q "nonexistent/launch.args: cannot open" "$tmp/o" && ok || bad "missing vector: $(cat "$tmp/o")"
"$ls" --bogus "$v" >"$tmp/o" 2>&1
[ $? -eq 2 ] && grep -q "unknown option '--bogus'" "$tmp/o" && ok || bad "bad option: $(cat "$tmp/o")"
"$ls" --out "$tmp/x" "$v" -- program.lst @launch.args --set stack_onchip_slots=100 >"$tmp/o" 2>&1
[ $? -eq 2 ] && grep -q "does not fit the RTL: stack capacity 100 > CAPACITY 64" "$tmp/o" && ok || bad "too big: $(cat "$tmp/o")"
"$ls" --out "$tmp/x" "$v" -- program.lst @launch.args --block 1024 >"$tmp/o" 2>&1
[ $? -eq 2 ] && grep -q "the model puts a warp into slot 31, the RTL has NWARPS = 16" "$tmp/o" && ok || bad "too many warps: $(cat "$tmp/o")"
# a hang is its own verdict (specs/sm.md CLK-8): exit 3, the line says HANG
mkdir "$tmp/spin"
printf 'S2R R0, SR_Tid_X;\nISETP.EQ.U32.AND P0, pt, R0, RZ, pt;\nSSY done;\n@P0 BRA writer;\nspin:\nLD R1, [R2+0x100000];\nISETP.EQ.U32.AND P1, pt, R1, RZ, pt;\n@P1 BRA spin;\nNOP.S CC.T;\nwriter:\nMOV32I R3, 0x1;\nST [R2+0x100000], R3;\nNOP.S CC.T;\ndone:\nEXIT;\n' >"$tmp/spin/program.lst"
printf -- '--mem-alloc 0x100000:0x10\n--set hang_cycles=2000\n' >"$tmp/spin/launch.args"
"$ls" --no-wave --out "$tmp/x" "$tmp/spin" >"$tmp/o" 2>&1
[ $? -eq 3 ] && grep -q "spin: HANG hang: at cycle 2003" "$tmp/o" && ok || bad "hang verdict: $(cat "$tmp/o")"
finish
