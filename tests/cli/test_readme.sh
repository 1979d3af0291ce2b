#!/usr/bin/env bash
# README.md's examples are what the tools print (issue 18: a newcomer follows them): every
# command line of README.md that starts with "build/testbench/smgold_lockstep" inside a code
# block is run from the source tree (with this build's binary and the --out folder moved to a
# scratch one), and its first output line must equal the line the README shows below it
# (so a changed verdict, count or field shows here before a reader finds it).
#   test_readme.sh SMGOLD SOURCE_DIR LOCKSTEP
. "$(dirname "$0")/lib.sh" "$1" "$2"
lockstep=$3
readme=$src/README.md
n=0
while IFS= read -r cmdline; do
  expected=$(grep -A1 -xF -- "$cmdline" "$readme" | sed -n 2p)
  n=$((n + 1))
  # shellcheck disable=SC2206
  words=($cmdline)
  args=()
  outdir=""
  for ((i = 1; i < ${#words[@]}; i++)); do
    if [ "${words[i]}" = --out ]; then
      outdir=${words[i + 1]}
      args+=(--out "$tmp/out$n")
      i=$((i + 1))
    else
      args+=("${words[i]}")
    fi
  done
  [ -n "$outdir" ] || args=(--out "$tmp/out$n" "${args[@]}")
  actual=$(cd "$src" && "$lockstep" --no-wave "${args[@]}" 2>&1 | head -1)
  if [ "$actual" = "$expected" ]; then ok; else
    bad "README: $cmdline"
    echo "  README says: $expected"
    echo "  it prints:   $actual"
  fi
done < <(grep -E '^build/testbench/smgold_lockstep ' "$readme")
[ "$n" -ge 4 ] && ok || bad "only $n lock-step examples found in README.md"
finish
