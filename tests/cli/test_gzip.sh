#!/usr/bin/env bash
# Compressed vectors (issue 15.7, smgold/files.h): a name ending in .gz is
# read decompressed and written compressed, transparently for run, check,
# table, replay, disasm/asm and scripts/regress; the results are byte for byte
# those of the uncompressed files; the size limit counts decompressed bytes (a
# gzip bomb is refused); a corrupt .gz is a clear error, exit 2, no output.
# Usage: test_gzip.sh SMGOLD SRC
. "$(dirname "$0")/lib.sh"
export LC_ALL=C
command -v gzip >/dev/null || { echo "gzip is required"; exit 1; }

w=$tmp/v
cp -R "$src/vectors/seed/000-table5" "$w" # datapath trace (M records), an image in and out
cd "$w" || exit 1
run() { "$smgold" run program.lst @launch.args --quiet "$@"; }

# ---- written: the trace and the dump, compressed; the same bytes every time
run --trace p.trace --mem-dump 0x100200:0x70:p.hex || bad "plain run"
run --trace z.trace.gz --mem-dump 0x100200:0x70:z.hex.gz || bad "gzip run"
run --trace z2.trace.gz --mem-dump 0x100200:0x70:z2.hex.gz || bad "gzip run 2"
gzip -t z.trace.gz z.hex.gz && ok || bad "written .gz files are not valid gzip"
gzip -dc z.trace.gz | cmp -s - p.trace && ok || bad "trace.gz does not decompress to the trace"
gzip -dc z.hex.gz | cmp -s - p.hex && ok || bad "hex.gz does not decompress to the dump"
cmp -s z.trace.gz z2.trace.gz && cmp -s z.hex.gz z2.hex.gz && ok || bad "gzip output differs between runs"
[ "$(stat -c %s z.trace.gz)" -lt "$(stat -c %s p.trace)" ] && ok || bad "trace.gz is not smaller"

# ---- read: check, table, with a vector compressed by gzip itself
gzip -n -c expected.trace >expected.trace.gz
"$smgold" check program.lst @launch.args --quiet --expect expected.trace >plain.out
st1=$?
"$smgold" check program.lst @launch.args --quiet --expect expected.trace.gz >gz.out
st2=$?
[ $st1 -eq 0 ] && [ $st2 -eq 0 ] && [ "$(sed 's/\.gz$//' gz.out)" = "$(cat plain.out)" ] && ok ||
  bad "check with .gz: $st1/$st2 $(cat plain.out gz.out)"
# a mismatch is reported the same, line for line
sed '0,/^I /s/ am=\([0-9a-f]*\)/ am=00000001/' expected.trace >bad.trace
gzip -n -c bad.trace >bad.trace.gz
"$smgold" check program.lst @launch.args --quiet --expect bad.trace >plain.out
st1=$?
"$smgold" check program.lst @launch.args --quiet --expect bad.trace.gz >gz.out
st2=$?
[ $st1 -eq 1 ] && [ $st2 -eq 1 ] && [ "$(sed 's/bad\.trace\.gz/bad.trace/' gz.out)" = "$(cat plain.out)" ] &&
  ok || bad "mismatch with .gz: $st1/$st2: $(cat plain.out gz.out)"
"$smgold" table expected.trace >plain.out && "$smgold" table expected.trace.gz >gz.out &&
  cmp -s plain.out gz.out && [ -s gz.out ] && ok || bad "table of .gz differs"
# several gzip members in one file, as gzip -d accepts
head -n 20 expected.trace | gzip -n >multi.trace.gz
tail -n +21 expected.trace | gzip -n >>multi.trace.gz
"$smgold" table multi.trace.gz >gz.out && cmp -s plain.out gz.out && ok || bad "multi-member .gz"

# ---- every other input: image, program, argument file, configuration, binary
gzip -n -c C.hex >C.hex.gz
gzip -n -c program.lst >program.lst.gz
sed 's/C\.hex /C.hex.gz /' launch.args | gzip -n >launch.args.gz
printf 'warp_size = 32\n' | gzip -n >cfg.gz
"$smgold" run program.lst.gz @launch.args.gz --config cfg.gz --quiet --trace y.trace \
  --mem-dump 0x100200:0x70:y.hex && cmp -s y.trace p.trace && cmp -s y.hex p.hex && ok ||
  bad "run from .gz program, args, image, config differs"
grep -q 'C.hex.gz' <(gzip -dc launch.args.gz) && ok || bad "the args do not name C.hex.gz"
"$smgold" asm program.lst -o k.bin && "$smgold" asm program.lst -o k.bin.gz &&
  gzip -dc k.bin.gz | cmp -s - k.bin && ok || bad "asm -o .bin.gz"
"$smgold" disasm k.bin >plain.out && "$smgold" disasm k.bin.gz >gz.out && cmp -s plain.out gz.out &&
  ok || bad "disasm of .bin.gz differs"

# ---- replay: a log read through gzip gives the same result as the log
printf 'smgold-cosim-log 1\ndir -\n' >h.log
gzip -n -c h.log >h.log.gz
"$smgold" replay h.log >plain.out 2>plain.err
st1=$?
"$smgold" replay h.log.gz >gz.out 2>gz.err
st2=$?
[ $st1 -eq $st2 ] && cmp -s plain.out gz.out && [ "$(sed 's/h\.log\.gz/h.log/' gz.err)" = "$(cat plain.err)" ] &&
  [ -s plain.err ] && ok || bad "replay of .gz: $st1/$st2 $(cat plain.err gz.err)"

# ---- corrupt: truncated, not gzip, a flipped byte (CRC): exit 2, named, nothing written
head -c 200 expected.trace.gz >trunc.trace.gz
echo 'not gzip' >notgz.trace.gz
cp expected.trace.gz crc.trace.gz
size=$(stat -c %s crc.trace.gz)
printf '\377' | dd of=crc.trace.gz bs=1 seek=$((size - 6)) conv=notrunc 2>/dev/null
for f in trunc notgz crc; do
  rm -f out.trace
  "$smgold" check program.lst @launch.args --quiet --expect $f.trace.gz --trace out.trace \
    >out 2>err
  st=$?
  [ $st -eq 2 ] && [ ! -s out ] && [ ! -e out.trace ] && grep -q "^smgold: $f.trace.gz: .*gzip" err &&
    [ "$(wc -l <err)" -eq 1 ] && ok || bad "corrupt $f.trace.gz: exit $st: $(cat out err)"
done
"$smgold" table trunc.trace.gz >out 2>err
[ $? -eq 2 ] && [ ! -s out ] && grep -q "ends early (a truncated file)" err && ok || bad "table trunc: $(cat err)"

# ---- a gzip bomb: 8 KiB that inflate past the 1 MiB a configuration may have
yes '# x' | head -c 3000000 | gzip -9 >bomb.gz
[ "$(stat -c %s bomb.gz)" -lt 20000 ] && ok || bad "the bomb is not small"
(ulimit -v 1048576 && "$smgold" run program.lst @launch.args --config bomb.gz --trace out.trace) \
  >out 2>err
[ $? -eq 2 ] && [ ! -s out ] && [ ! -e out.trace ] &&
  grep -q "bomb.gz: decompresses to more than the 1 MiB a configuration may have" err && ok ||
  bad "bomb: $(cat err)"
# as large compressed as a sparse file: refused before it is read
truncate -s 3G big.trace.gz
"$smgold" table big.trace.gz >out 2>err
[ $? -eq 2 ] && grep -q "big.trace.gz: is 3221225472 bytes compressed, more than the 1 GiB" err && ok ||
  bad "big .gz: $(cat err)"

# ---- an output that is not a plain file is written in place, never replaced by one: a symbolic
# link stays a link to the file it names, a FIFO stays a FIFO (renaming a finished temporary
# file over them once turned /dev/null into a regular file)
printf 'old' >real.trace
ln -s real.trace link.trace
"$smgold" run program.lst @launch.args --quiet --trace link.trace 2>err
[ -L link.trace ] && [ "$(head -c 7 real.trace)" = "# smgol" ] && ok ||
  bad "symlink output: $(ls -l link.trace real.trace; cat err)"
mkfifo out.fifo
(timeout 10 cat out.fifo >fifo.got &)
"$smgold" run program.lst @launch.args --quiet --trace out.fifo 2>err
sleep 1
[ -p out.fifo ] && [ -s fifo.got ] && ok || bad "FIFO output: $(ls -l out.fifo fifo.got; cat err)"

# ---- scripts/regress: a suite whose vector holds expected.trace.gz and expected-C.hex.gz
mkdir -p "$tmp/suite"
cp -R "$src/vectors/seed/000-table5" "$tmp/suite/gz"
(cd "$tmp/suite/gz" && gzip -n expected.trace expected-C.hex)
cp -R "$tmp/suite/gz" "$tmp/suite/gzbad"
printf '\377' | dd of="$tmp/suite/gzbad/expected-C.hex.gz" bs=1 seek=12 conv=notrunc 2>/dev/null
"$src/scripts/regress" -q -j 1 --no-lockstep --binary-dir "$(dirname "$smgold")" -v "$tmp/suite" \
  >"$tmp/rg.out" 2>&1
st=$?
[ $st -eq 1 ] && grep -qE "^  pass +standalone .*/suite/gz \(" "$tmp/rg.out" &&
  grep -qE "^  error +standalone .*/suite/gzbad .*expected-C.hex.gz: not a valid gzip file" \
    "$tmp/rg.out" && ok || bad "regress: exit $st: $(cat "$tmp/rg.out")"
finish
