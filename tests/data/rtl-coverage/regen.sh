#!/usr/bin/env bash
# Build tiny_stack.sv with Verilator --coverage, run it and write its
# coverage.dat: into OUT (default: this folder's coverage.dat, the copy
# tests/cli/test_outputs.sh merges with smgold's token-stack bins). The file
# names in it are relative ("tiny_stack.sv"), so verilator_coverage
# --annotate finds the source when run from this folder. About 5 s.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/coverage.dat}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/tiny_stack.sv" "$here/main.cpp" "$work/"
cd "$work"
verilator --cc --exe --build --coverage -Wall -Wno-DECLFILENAME tiny_stack.sv main.cpp \
  -o tiny >build.log 2>&1 || { cat build.log >&2; exit 1; }
./obj_dir/tiny "$work/coverage.dat"
cp "$work/coverage.dat" "$out"
