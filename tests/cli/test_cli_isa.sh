#!/usr/bin/env bash
# End-to-end tests of "smgold disasm" and "smgold asm": round trips of the
# seed listings through binary images, and bad input (message with location,
# non-zero exit, no output file left behind).
. "$(dirname "$0")/lib.sh"

# expect_fail NAME EXPECTED_STATUS MESSAGE_PART -- command...
expect_fail() {
  local name=$1 want=$2 part=$3
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err"
  local st=$?
  if [ "$st" -ne "$want" ]; then bad "$name: exit $st, expected $want"; cat "$tmp/err"; return; fi
  if ! grep -qF -- "$part" "$tmp/err"; then bad "$name: stderr lacks '$part':"; cat "$tmp/err"; return; fi
  ok
}

for f in "$src"/vectors/listings/*.lst; do
  b=$(basename "$f" .lst)
  # listing -> binary -> listing equals listing -> listing (hex trusted)
  if ! "$smgold" asm "$f" -o "$tmp/$b.bin" 2>"$tmp/err"; then bad "asm $b"; cat "$tmp/err"; continue; fi
  base=$(grep -m1 -o '^/\*[0-9a-f]\{4\}\*/' "$f" | tr -d '/*')
  "$smgold" disasm "$tmp/$b.bin" --base "0x${base:-0}" >"$tmp/$b.from-bin" || { bad "disasm bin $b"; continue; }
  "$smgold" disasm "$f" >"$tmp/$b.from-lst" || { bad "disasm lst $b"; continue; }
  if cmp -s "$tmp/$b.from-bin" "$tmp/$b.from-lst"; then ok; else bad "round trip $b"; diff "$tmp/$b.from-bin" "$tmp/$b.from-lst" | head; fi
  # asm --listing is the same listing
  "$smgold" asm "$f" --listing -o "$tmp/$b.lst2" && cmp -s "$tmp/$b.lst2" "$tmp/$b.from-lst" && ok || bad "asm --listing $b"
  # deterministic: the same input gives byte-identical output
  "$smgold" asm "$f" -o "$tmp/$b.bin2" && cmp -s "$tmp/$b.bin" "$tmp/$b.bin2" && ok || bad "determinism $b"
done

# a disassembled line looks exactly like cuobjdump's
line=$("$smgold" disasm "$src/vectors/listings/000-figure09.lst" | grep '^/\*0090\*/')
[ "$line" = "/*0090*/ /*0x600001e74003ffff*/ @P0 BRA 0x70;" ] && ok || bad "line format: '$line'"

# bad input: location in the message, non-zero exit, no output file
printf 'EXIT;\n  IADD R1, R2;\n' >"$tmp/bad1.lst"
expect_fail "wrong operand count" 2 "bad1.lst:2:14: IADD takes 3 operands, not 2" -- "$smgold" asm "$tmp/bad1.lst" -o "$tmp/bad1.bin"
[ ! -e "$tmp/bad1.bin" ] && ok || bad "partial output left after a failed asm"
printf '/*0000*/ /*0x00005de428004404*/ MOV R2, c [0x1] [0x100];\n' >"$tmp/bad2.lst"
expect_fail "hex/text mismatch" 2 "bad2.lst:1:10: hex and text disagree" -- "$smgold" asm "$tmp/bad2.lst" -o "$tmp/bad2.bin"
printf 'FROB R1;\n' >"$tmp/bad3.lst"
expect_fail "unknown mnemonic" 2 "bad3.lst:1:1: unknown mnemonic 'FROB'" -- "$smgold" asm "$tmp/bad3.lst" -o "$tmp/bad3.bin"
printf '\xe4\x5d\x00\x00\x04\x44\x00\x28\xe7\x1d\x00' >"$tmp/trunc.bin"
expect_fail "truncated binary" 2 "trunc.bin: binary is 11 bytes" -- "$smgold" disasm "$tmp/trunc.bin" -o "$tmp/trunc.out"
[ ! -e "$tmp/trunc.out" ] && ok || bad "partial output left after a failed disasm"
expect_fail "missing file" 2 "nonexistent.lst: cannot open" -- "$smgold" asm "$tmp/nonexistent.lst" -o "$tmp/x.bin"
expect_fail "unknown option" 2 "unknown option '--frob'" -- "$smgold" asm --frob
expect_fail "unknown command" 2 "unknown command 'frob'" -- "$smgold" frob
expect_fail "no output" 2 "need FILE and -o OUT" -- "$smgold" asm "$tmp/bad3.lst"
expect_fail "bad base" 2 "--base needs an address" -- "$smgold" disasm "$tmp/trunc.bin" --base 0xzz
# unknown words: a warning by default, an error with --strict
printf '\xec\x5d\x00\x00\x04\x44\x00\x28' >"$tmp/unk.bin"
"$smgold" disasm "$tmp/unk.bin" >"$tmp/unk.out" 2>"$tmp/unk.err" && grep -q "UNKNOWN 0x2800440400005dec;" "$tmp/unk.out" && grep -q "1 word is not in the ISA table" "$tmp/unk.err" && ok || bad "unknown word warning"
expect_fail "unknown word strict" 1 "not in the ISA table" -- "$smgold" disasm "$tmp/unk.bin" --strict
# cuobjdump files with several functions (issue 11): one must be chosen
scan="$src/tests/corpus/mgpu_old/scan__src__mgpuscan__mgpuscan.sass"
expect_fail "several functions" 2 "a second function ('GlobalScanReduction')" -- "$smgold" disasm "$scan"
"$smgold" disasm "$scan" --function GlobalScanReduction >"$tmp/gsr.lst" && grep -q '^/\*0000\*/' "$tmp/gsr.lst" &&
  [ "$(grep -c '' "$tmp/gsr.lst")" -eq "$(sed -n '/Function : GlobalScanReduction/,/Function : /p' "$scan" | grep -c '^/\*')" ] && ok || bad "disasm --function"
expect_fail "no such function" 2 "no function 'Nope'" -- "$smgold" asm "$scan" --function Nope -o "$tmp/x.bin"
# the older cuobjdump's SHL/SHR .W (000 L1334 prints bit 9 set as plain SHL)
printf '/*0030*/ /*0x0820de036000c000*/ SHL R3, R2, 0x2;\n' >"$tmp/old.lst"
expect_fail "old spelling, default dialect" 2 "hex and text disagree" -- "$smgold" asm "$tmp/old.lst" -o "$tmp/old.bin"
"$smgold" asm "$tmp/old.lst" --dialect old -o "$tmp/old.bin" && ok || bad "asm --dialect old"
"$smgold" disasm "$tmp/old.bin" --base 0x30 | grep -q 'SHL.W R3, R2, 0x2;' && ok || bad "disasm: default dialect"
"$smgold" disasm "$tmp/old.bin" --base 0x30 --dialect old | grep -q ' SHL R3, R2, 0x2;' && ok || bad "disasm --dialect old"
expect_fail "bad dialect" 2 "--dialect takes 'default' or 'old'" -- "$smgold" disasm "$tmp/old.bin" --dialect new
# a real kernel straight from cuobjdump's file (dialect A, SOURCES.tsv): run --function
cp -r "$src/vectors/cosim/real-warpscan1" "$tmp/ws"
(cd "$tmp/ws" && "$smgold" run "$src/tests/corpus/mgpu_old/snippets__warpscan1.sass" \
   --function WarpScan1 --dialect old @launch.args --quiet) &&
  cmp -s "$tmp/ws/actual-out.hex" "$tmp/ws/expected-out.hex" && ok || bad "run --function"

# --help on every command
for c in disasm asm; do "$smgold" $c --help | grep -q "^usage: smgold $c" && ok || bad "$c --help"; done
"$smgold" --help | grep -q "^usage: smgold COMMAND" && ok || bad "--help"

# specs/isa.md lists exactly the forms of the table
sed -n '/<!-- forms:begin -->/,/<!-- forms:end -->/p' "$src/specs/isa.md" | sed '1d;$d' >"$tmp/spec-forms"
"$smgold" forms >"$tmp/forms"
if cmp -s "$tmp/spec-forms" "$tmp/forms"; then ok; else bad "specs/isa.md forms section is stale: run scripts/update-isa-spec"; fi

finish
