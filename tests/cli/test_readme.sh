#!/usr/bin/env bash
# README.md's examples are what the tools print (issue 18: a newcomer follows them): every
# command line of README.md that starts with "build/testbench/smgold_lockstep" inside a code
# block is run from the source tree (with this build's binary and the --out folder moved to a
# scratch one), and its first output line must equal the line the README shows below it
# (so a changed verdict, count or field shows here before a reader finds it). The same for
# the README's scripts/regress examples: every line of the block it prints.
#   test_readme.sh SMGOLD SOURCE_DIR LOCKSTEP BUILD_DIR
. "$(dirname "$0")/lib.sh" "$1" "$2"
lockstep=$3
bindir=$4 # the build folder (scripts/regress --binary-dir)
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

# the regression examples (not the --gen ones: minutes): every line of the README's block
# after the command, the run's duration and job count aside
m=0
while IFS= read -r cmdline; do
  m=$((m + 1))
  indent=${cmdline%%scripts/regress*}
  # the block's lines after the command, up to the closing fence
  awk -v c="$cmdline" 'f && /```/ {exit} f {print} $0 == c {f = 1}' "$readme" |
    sed "s/^$indent//; s/, -j [0-9]*, [0-9.]* s\$//" >"$tmp/want$m"
  # shellcheck disable=SC2086
  (cd "$src" && ./scripts/regress --binary-dir "$bindir" ${cmdline#*scripts/regress} 2>/dev/null) |
    sed 's/, -j [0-9]*, [0-9.]* s$//' >"$tmp/got$m"
  if cmp -s "$tmp/want$m" "$tmp/got$m"; then ok; else
    bad "README: $cmdline"
    diff "$tmp/want$m" "$tmp/got$m" | head -10
  fi
done < <(grep -E '^ *scripts/regress [^-]' "$readme" | grep -v -- '--gen')
[ "$m" -ge 1 ] && ok || bad "no regression example found in README.md"
finish
