#!/usr/bin/env bash
# Machine-readable outputs (issue 15 items 4-6), each read back by a real
# reader: --stats-format text|json|csv (python3's json and csv modules;
# specs/stats-format.md), `smgold cover --format verilator` merged and
# annotated by verilator_coverage with a coverage.dat Verilator wrote
# (specs/coverage.md CV-9), and the Accel-Sim trace set read by a parser
# written from Accel-Sim's trace format (accelsim_parse.py; trace-format.md §5).
# Usage: test_outputs.sh SMGOLD SOURCE_DIR [live]  (live: the RTL coverage.dat
# is made now by tests/data/rtl-coverage/regen.sh, not the checked-in copy)
. "$(dirname "$0")/lib.sh"
here=$src/tests/cli
live=${3:-}
command -v python3 >/dev/null || { echo "FAIL: python3 is needed (scripts/setup installs it)"; exit 1; }
command -v verilator_coverage >/dev/null || { echo "FAIL: verilator_coverage is needed (Debian package verilator; scripts/setup installs it)"; exit 1; }

# ---- 4. stats ------------------------------------------------------------------
cp -R "$src/vectors/seed/000-table5" "$tmp/t5"
run_t5() { (cd "$tmp/t5" && "$smgold" run program.lst @launch.args --quiet \
  --mem-dump 0x100200:0x70:"$tmp/t5-dump.hex" "$@"); }

# the default text is the prose --stats has always printed (pinned byte for byte)
run_t5 --stats >"$tmp/text" 2>&1
cat >"$tmp/text.want" <<'EOF'
cycles 152, warp instructions 152, unwind steps 0, thread instructions 2278, SIMD efficiency 46.8%
issue slots 304: issued 152; no issue: no warp 152, re-issue interval 0, dependency 0, unit busy 0
unit busy (FU clocks): alu0 0 (0.0%) alu1 0 (0.0%) sfu 0 (0.0%) ldst 0 (0.0%)
memory: shared bank conflicts 0, constant serialisation 0, global segments 0; stack spills 0, fills 0 (0 bytes)
EOF
cmp -s "$tmp/text" "$tmp/text.want" && ok || bad "--stats text changed: $(diff "$tmp/text.want" "$tmp/text")"
run_t5 --stats --stats-format text >"$tmp/text2" 2>&1
cmp -s "$tmp/text" "$tmp/text2" && ok || bad "--stats-format text differs from --stats"

# JSON: valid for python3's json; every counter has a number and a unit; it agrees with
# the text and with itself (the warp slots' steps add up to the SM's issued steps)
run_t5 --stats-format json >"$tmp/s.json" 2>"$tmp/err"
python3 "$here/json_canon.py" "$tmp/s.json" >/dev/null && ok || bad "stats json: $(python3 "$here/json_canon.py" "$tmp/s.json" 2>&1)"
python3 - "$tmp/s.json" >"$tmp/py" 2>&1 <<'PY' && ok || bad "stats json content: $(cat "$tmp/py")"
import json, sys
d = json.load(open(sys.argv[1], "rb"))
def counters(obj):
    for k, v in obj.items():
        assert set(v) == {"value", "unit"}, (k, v)
        assert isinstance(v["value"], (int, float)) and v["unit"], (k, v)
        yield k, v["value"]
sm = dict(counters(d["sm"]))
assert d["format"] == 1 and d["program"] == "program.lst" and d["warp_size"] == 32
assert sm["cycles"] == 152 and sm["warp_instructions"] == 152 and sm["unwind_steps"] == 0, sm
assert sm["thread_instructions"] == 2278 and abs(sm["simd_efficiency"] - 46.834) < 0.001, sm
assert sm["issued"] == 152 and sm["issue_slots"] == 304 and sm["stall_idle"] == 152, sm
assert sorted(d["units"]) == ["alu0", "alu1", "ldst", "sfu"], d["units"]
for pipe in d["units"].values():
    assert dict(counters(pipe)).keys() == {"busy", "utilisation"}
slots = d["warp_slots"]
assert [s["slot"] for s in slots] == [0], slots
w = {k: v for s in slots for k, v in counters({k: v for k, v in s.items() if k != "slot"})}
assert w["steps"] == 152 and w["thread_instructions"] == 2278, w
PY

# CSV: the same counters, for python3's csv module
run_t5 --stats-format csv >"$tmp/s.csv" 2>"$tmp/err"
python3 - "$tmp/s.csv" "$tmp/s.json" >"$tmp/py" 2>&1 <<'PY' && ok || bad "stats csv: $(cat "$tmp/py")"
import csv, json, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
assert rows[0] == ["scope", "name", "value", "unit"], rows[0]
assert all(len(r) == 4 and r[3] for r in rows[1:]), rows
seen = {(r[0], r[1]): float(r[2]) for r in rows[1:]}
assert len(seen) == len(rows) - 1, "a counter twice"
d = json.load(open(sys.argv[2], "rb"))
want = {("sm", k): v["value"] for k, v in d["sm"].items()}
want.update({("unit." + p, k): v["value"] for p, u in d["units"].items() for k, v in u.items()})
want.update({("slot.%d" % s["slot"], k): v["value"] for s in d["warp_slots"]
             for k, v in s.items() if k != "slot"})
assert seen.keys() == want.keys(), seen.keys() ^ want.keys()
assert all(abs(seen[k] - want[k]) < 0.001 for k in want), [k for k in want if seen[k] != want[k]]
PY

# --stats-out: the same text in a file; `check` keeps its verdict alone on stdout
run_t5 --stats-format json --stats-out "$tmp/out.json" >"$tmp/stdout" 2>&1
cmp -s "$tmp/out.json" "$tmp/s.json" && [ ! -s "$tmp/stdout" ] && ok || bad "--stats-out: $(cat "$tmp/stdout")"
(cd "$tmp/t5" && "$smgold" check program.lst @launch.args --expect expected.trace --quiet \
  --mem-dump 0x100200:0x70:"$tmp/t5-dump.hex" --stats-format csv --stats-out "$tmp/c.csv" >"$tmp/stdout" 2>&1)
[ "$(cat "$tmp/stdout")" = "match: expected.trace" ] && cmp -s "$tmp/c.csv" "$tmp/s.csv" && ok \
  || bad "check --stats-out: $(cat "$tmp/stdout")"

# a program name with a quote, a backslash, a tab, a newline, UTF-8 and a byte that is
# not UTF-8: the JSON still parses and says exactly that name
weird=$(printf 'we"ird\\na\tme\n\xc3\xa9\xff.lst')
cp "$tmp/t5/program.lst" "$tmp/t5/$weird"
(cd "$tmp/t5" && "$smgold" run "$weird" --format listing --block 28 --param ptr:0 --param ptr:0 \
  --param ptr:0x100200 --param u32:28 --mem-alloc 0x100200:0x70 --quiet --stats-format json \
  >"$tmp/w.json" 2>"$tmp/err")
python3 - "$tmp/w.json" >"$tmp/py" 2>&1 <<'PY' && ok || bad "weird name in json: $(cat "$tmp/py") $(cat "$tmp/err")"
import json, sys
d = json.loads(open(sys.argv[1], "rb").read().decode("utf-8"))
assert d["program"] == 'we"ird\\na\tme\n\u00e9\u00ff.lst', repr(d["program"])
PY

# bad input: a clear message, exit status 2, no output file
run_t5 --stats-format xml --stats-out "$tmp/none.json" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "stats-format takes 'text', 'json' or 'csv', not 'xml'" "$tmp/err" && [ ! -e "$tmp/none.json" ] \
  && ok || bad "bad --stats-format: $(cat "$tmp/err")"

# ---- 5. coverage that merges with Verilator's -----------------------------------
for v in call-ret brx-fanout; do
  cp -R "$src/vectors/cosim/$v" "$tmp/vec-$v"
  (cd "$tmp/vec-$v" && "$smgold" run program.lst @launch.args --quiet \
    --mem-dump 0x100000:0x4:"$tmp/dump-$v.hex" --coverage "$tmp/$v.cov" 2>/dev/null)
done
mkdir "$tmp/cov"
"$smgold" cover "$tmp/call-ret.cov" "$tmp/brx-fanout.cov" --format verilator -o "$tmp/cov/a.dat" >/dev/null \
  && ok || bad "cover --format verilator: exit status"
"$smgold" cover "$tmp/call-ret.cov" "$tmp/brx-fanout.cov" -o "$tmp/cov/token_stack.cov" >/dev/null
[ "$(head -1 "$tmp/cov/a.dat")" = "# SystemC::Coverage-3" ] && [ "$(grep -c "^C '" "$tmp/cov/a.dat")" -eq 147 ] \
  && ok || bad "a.dat: not 147 Verilator points"
rtl=$src/tests/data/rtl-coverage
if [ "$live" = live ]; then # the RTL's coverage.dat as Verilator writes it today
  "$rtl/regen.sh" "$tmp/cov/rtl.dat" && ok || bad "regen.sh: Verilator could not build the RTL"
else
  cp "$rtl/coverage.dat" "$tmp/cov/rtl.dat"
fi
cp "$rtl/tiny_stack.sv" "$tmp/cov/"
# vlc: the count verilator_coverage gives the point whose comment (o key) is $2 in file $1
vlc() { tr '\001\002' '|=' <"$1" | awk -v o="|o=$2|" 'index($0, o) { print $NF; n++ } END { if (n != 1) print "points:" n }'; }
bins() { awk -v b="$2" '$1 == b { print $2 }' "$1"; }
cd "$tmp/cov" || exit 1
verilator_coverage --write merged.dat a.dat rtl.dat >"$tmp/vlc.out" 2>&1 && ok || bad "verilator_coverage --write: $(cat "$tmp/vlc.out")"
[ "$(grep -c "^C '" merged.dat)" -eq $((147 + $(grep -c "^C '" rtl.dat))) ] && ok || bad "merged: points lost"
want=$(( $(bins "$tmp/call-ret.cov" push.CALL) + $(bins "$tmp/brx-fanout.cov" push.CALL) ))
[ "$(vlc merged.dat push.CALL)" = "$want" ] && [ "$(vlc merged.dat brx.targets.2)" = "$(bins token_stack.cov brx.targets.2)" ] \
  && ok || bad "merged push.CALL $(vlc merged.dat push.CALL), want $want"
[ "$(vlc merged.dat clk)" = "$(vlc rtl.dat clk)" ] && [ "$(vlc merged.dat overflow)" = 0 ] && ok || bad "merged: the RTL's counts changed"
# verilator_coverage reads the counts (not just copies lines): a.dat and a copy of it
# (the same name twice is read once) double them
cp a.dat b.dat
verilator_coverage --write twice.dat a.dat b.dat >/dev/null 2>&1
[ "$(vlc twice.dat push.CALL)" = $((2 * want)) ] && ok || bad "a.dat + a.dat: push.CALL $(vlc twice.dat push.CALL)"
# annotate: each bin's line of token_stack.cov (-o in smgold form) with its count; the
# total adds the bins hit to the RTL's own
verilator_coverage --annotate ann --annotate-min 1 merged.dat >"$tmp/ann.out" 2>&1 && ok || bad "annotate: $(cat "$tmp/ann.out")"
grep -qP "^ 0*$want\tpush\.CALL $want\$" ann/token_stack.cov && grep -qP "^%0+\terror\.overflow 0\$" ann/token_stack.cov \
  && ok || bad "annotated bins: $(head -5 ann/token_stack.cov)"
grep -qP '^%0+\t    output logic       overflow$' ann/tiny_stack.sv && ok || bad "annotated RTL"
verilator_coverage --annotate ann-rtl --annotate-min 1 rtl.dat >"$tmp/rtl.out" 2>&1
read -r rh rt < <(sed -n 's/^Total coverage (\([0-9]*\)\/\([0-9]*\)).*/\1 \2/p' "$tmp/rtl.out")
hit=$(awk '$1 != "#" && $2 > 0' token_stack.cov | wc -l)
grep -q "^Total coverage ($((rh + hit))/$((rt + 147)))" "$tmp/ann.out" && ok || bad "annotate total: $(head -1 "$tmp/ann.out"), RTL $rh/$rt + $hit/147"
cd - >/dev/null || exit 1
# --source names the file; its quote and '%' are quoted as Verilator quotes them
"$smgold" cover "$tmp/call-ret.cov" --format verilator --source 'my"bins%.cov' -o "$tmp/s.dat" >/dev/null
grep -q "f.my%22bins%25.cov.l.2.n" "$tmp/s.dat" && ok || bad "--source quoting: $(sed -n 2p "$tmp/s.dat")"
"$smgold" cover "$tmp/call-ret.cov" --format lcov -o "$tmp/x.dat" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "format takes 'smgold' or 'verilator', not 'lcov'" "$tmp/err" && [ ! -e "$tmp/x.dat" ] && ok || bad "bad --format"
"$smgold" cover "$tmp/call-ret.cov" --format verilator >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "needs -o OUT" "$tmp/err" && ok || bad "verilator without -o"

# ---- 6. the Accel-Sim trace set -------------------------------------------------
cp -R "$src/vectors/cosim/real-sort-count" "$tmp/rsc"
run_rsc() { (cd "$tmp/rsc" && "$smgold" run program.lst @launch.args --quiet "$@"); }
mkdir "$tmp/as"
run_rsc --accelsim-dir "$tmp/as/set" --stats-format json --stats-out "$tmp/rsc.json" 2>"$tmp/err" && ok || bad "accelsim-dir: $(cat "$tmp/err")"
run_rsc --accelsim-dir "$tmp/as/set" 2>"$tmp/err" && ok || bad "accelsim-dir, second kernel: $(cat "$tmp/err")"
printf 'kernel-1.traceg\nkernel-2.traceg\n' | cmp -s - "$tmp/as/set/kernelslist.g" && ok || bad "kernelslist.g: $(cat "$tmp/as/set/kernelslist.g")"
python3 "$here/accelsim_parse.py" "$tmp/as/set/kernelslist.g" >"$tmp/as.json" 2>"$tmp/err" && ok || bad "accelsim parse: $(cat "$tmp/err")"
python3 - "$tmp/as.json" "$tmp/rsc.json" >"$tmp/py" 2>&1 <<'PY' && ok || bad "accelsim content: $(cat "$tmp/py")"
import json, sys
a = json.load(open(sys.argv[1]))
st = json.load(open(sys.argv[2]))["sm"]
ks = a["kernels"]
assert [k["header"]["kernel id"] for k in ks] == ["1", "2"], ks
for k in ks:
    h = k["header"]
    assert h["binary version"] == "20" and h["grid dim"] == "(2,1,1)" and h["block dim"] == "(128,1,1)", h
    assert k["blocks"] == [[0, 0, 0], [1, 0, 0]] and k["warps"] == 8, k
    # every executed warp instruction, no unwind step, and its lanes
    assert k["instructions"] == st["warp_instructions"]["value"], (k["instructions"], st)
    assert k["thread_instructions"] == st["thread_instructions"]["value"]
    assert k["memory_instructions"] > 0 and {"LD", "ST", "LDS", "STS", "BAR", "EXIT"} <= set(k["opcodes"])
PY
# the parser is strict (so the test can fail): a wrong insts count, a missing address, two
# destinations are each refused
k=$tmp/as/set/kernel-1.traceg
bad_copy() { mkdir -p "$tmp/as/$1"; cp "$tmp/as/set/kernelslist.g" "$tmp/as/set/kernel-2.traceg" "$tmp/as/$1/"; }
bad_copy b1; sed '0,/^insts = /s/^insts = \([0-9]*\)/insts = 1\1/' "$k" >"$tmp/as/b1/kernel-1.traceg"
bad_copy b2; sed '0,/ LD /s/ 0x[0-9a-f]*$//' "$k" >"$tmp/as/b2/kernel-1.traceg"
bad_copy b3; sed '0,/ 1 R\([0-9]*\) /s// 2 R\1 R0 /' "$k" >"$tmp/as/b3/kernel-1.traceg"
for b in b1 b2 b3; do
  cmp -s "$k" "$tmp/as/$b/kernel-1.traceg" && bad "$b: the corruption changed nothing"
  python3 "$here/accelsim_parse.py" "$tmp/as/$b/kernelslist.g" >/dev/null 2>"$tmp/err"
  [ $? -eq 1 ] && grep -q "kernel-1.traceg:" "$tmp/err" && ok || bad "parser accepted $b: $(cat "$tmp/err")"
done
# a kernel file the list does not name is not overwritten; the set stays as it was
: >"$tmp/as/set/kernel-3.traceg"
run_rsc --accelsim-dir "$tmp/as/set" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "kernel-3.traceg exists but .*kernelslist.g lists 2 kernels" "$tmp/err" \
  && [ "$(wc -l <"$tmp/as/set/kernelslist.g")" -eq 2 ] && [ ! -s "$tmp/as/set/kernel-3.traceg" ] && ok || bad "kernel-3 overwritten: $(cat "$tmp/err")"
# a warp of 8 lanes has no Accel-Sim form: refused before anything is written
cp -R "$src/vectors/seed/003-figure2" "$tmp/f2"
(cd "$tmp/f2" && "$smgold" run program.lst @launch.args --quiet --accelsim-trace "$tmp/f2.traceg" >/dev/null 2>"$tmp/err")
[ $? -eq 2 ] && grep -q "needs warp_size = 32" "$tmp/err" && [ ! -e "$tmp/f2.traceg" ] && ok || bad "warp_size 8: $(cat "$tmp/err")"
# the kernel name is one header line whatever the program file is called
(cd "$tmp/t5" && "$smgold" run "$weird" --format listing --block 28 --param ptr:0 --param ptr:0 \
  --param ptr:0x100200 --param u32:28 --mem-alloc 0x100200:0x70 --quiet --accelsim-dir "$tmp/as/weird" 2>"$tmp/err")
python3 "$here/accelsim_parse.py" "$tmp/as/weird/kernelslist.g" >"$tmp/w.json" 2>>"$tmp/err" \
  && grep -q '"kernel name": "we\\"ird\\\\na?me?' "$tmp/w.json" && ok || bad "weird kernel name: $(cat "$tmp/err")"
finish
