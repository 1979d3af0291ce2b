#!/usr/bin/env bash
# The install tests (issue 15; ctest label install, tests/install.cmake): smgold installed
# into a temporary prefix and used from outside the source and build trees.
#
#   install_test.sh tree STATE BUILD_DIR SOURCE_DIR   install into a fresh temporary prefix
#                                                     (outside both trees), move it, check it
#   install_test.sh symbols STATE CC SVDPI_DIR        exported symbols = installed declarations
#   install_test.sh cmake STATE                       (a) find_package(smgold) consumer
#   install_test.sh pkgconfig STATE                   (b) pkg-config consumer
#   install_test.sh verilator STATE                   (c) Verilator lock-step of simt_stack_unit
#   install_test.sh cleanup STATE                     remove the temporary prefix
#
# STATE is a directory of the build tree that remembers where the prefix is (the file
# STATE/root). The consumers run with a minimal environment (env -i) and get only the
# prefix: no path into the source or build tree reaches them, and `tree` fails if any
# installed file names either tree or the place the install first went to.
set -euo pipefail

mode=$1 state=$2
shift 2
fail() {
    echo "install_test $mode: FAIL: $*" >&2
    exit 1
}

# A consumer's environment: the system's tools (and the cmake running this test) and
# nothing else (no CMAKE_PREFIX_PATH, PKG_CONFIG_PATH or LD_LIBRARY_PATH from the caller).
# Where the kernel lets an unprivileged user have a mount namespace (unshare -rm), the
# consumer also runs with an empty file system mounted over the source and the build tree:
# they are not there at all. Elsewhere the path checks of `tree` stand alone.
tools_path="$(dirname "$(command -v cmake)"):/usr/local/bin:/usr/bin:/bin"
clean_env() {
    if [ "${hide:-0}" = 1 ]; then
        unshare -rm sh -c 'mount -t tmpfs none "$1" && mount -t tmpfs none "$2" && shift 2 &&
            exec "$@"' sh "$src" "$hidden_build" \
            env -i PATH="$tools_path" HOME="$root/home" TMPDIR="$root/tmp" LANG=C "$@"
    else
        env -i PATH="$tools_path" HOME="$root/home" TMPDIR="$root/tmp" LANG=C "$@"
    fi
}
# hide=1 when the trees can be hidden and hiding them leaves the prefix in view
hide_trees() {
    hide=0
    case "$root/" in "$src"/* | "$build"/*) return ;; esac
    case "$(dirname "$(command -v cmake)")/" in "$src"/* | "$build"/*) return ;; esac
    hidden_build=$build
    case "$build/" in "$src"/*) hidden_build=$src ;; esac # build/ inside the checkout
    if unshare -rm sh -c 'mount -t tmpfs none "$1" && mount -t tmpfs none "$2" &&
        [ ! -e "$1/CMakeLists.txt" ] && [ ! -e "$3/CMakeCache.txt" ]' sh "$src" \
        "$hidden_build" "$build" 2>/dev/null; then
        hide=1
        echo "  (source and build trees hidden from the consumer)"
    else
        echo "  (no mount namespace here: the trees stay in view, the path checks stand)"
    fi
}

# the consumers' copies of an installed vector (a run may write files beside its inputs)
vector_copy() {
    rm -rf "$work/$1"
    cp -r "$prefix/share/smgold/vectors/seed/$1" "$work/$1"
    echo "$work/$1"
}

# check_vector's verdicts: a match on a seed vector, and the first difference when the
# expected trace is tampered with (a depth that the model does not reach there)
check_vector_verdicts() {
    local exe=$1 v out rc
    v=$(vector_copy 000-table5)
    out=$(clean_env "$exe" "$v") || fail "$exe on 000-table5: exit $?: $out"
    echo "  $out"
    [[ $out == "$v: match ("*" warp steps in "*" cycles, smgold "*")" ]] || fail "no match line: $out"
    sed '0,/ depth=1 /s// depth=2 /' "$v/expected.trace" >"$v/tampered.trace"
    cmp -s "$v/expected.trace" "$v/tampered.trace" && fail "the tampered trace is unchanged"
    rc=0
    out=$(clean_env "$exe" "$v" tampered.trace) || rc=$?
    echo "  tampered: $out"
    [ $rc -eq 1 ] || fail "tampered trace: exit $rc, expected 1"
    [[ $out == *"MISMATCH record "*" field depth: expected 2, actual 1"* ]] ||
        fail "tampered trace: not the depth mismatch: $out"
    # and the program resolves libsmgold.so.0 inside the prefix
    local lib
    lib=$(clean_env ldd "$exe" | awk '$1 == "libsmgold.so.0" {print $3}')
    [ -n "$lib" ] || fail "$exe does not load libsmgold.so.0 ($(ldd "$exe"))"
    [ "$(realpath "$lib")" = "$(realpath "$prefix/lib/libsmgold.so.0")" ] ||
        fail "$exe loads $lib, not the prefix's"
}

if [ "$mode" = tree ]; then
    build=$1 src=$2
    mkdir -p "$state"
    if [ -f "$state/root" ]; then # an earlier run that did not clean up
        old=$(cat "$state/root")
        case "$old" in */smgold-install.*) rm -rf "$old" ;; esac
    fi
    root=$(mktemp -d "${TMPDIR:-/tmp}/smgold-install.XXXXXX")
    echo "$root" >"$state/root"
    src=$(realpath "$src") build=$(realpath "$build")
    printf '%s\n%s\n' "$src" "$build" >"$state/trees"
    mkdir -p "$root/home" "$root/tmp" "$root/work"
    # install somewhere, then move the tree: nothing may depend on where it was installed
    cmake --install "$build" --prefix "$root/staging" >"$root/install.log" 2>&1 ||
        { cat "$root/install.log"; fail "cmake --install failed"; }
    mv "$root/staging" "$root/prefix"
    prefix=$root/prefix
    echo "installed $(find "$prefix" -type f | wc -l) files into $prefix (moved from staging)"
    for f in bin/smgold lib/libsmgold.so.0 lib/libsmgold.so lib/libsmgold.a \
        lib/libsmgold_dpi.so.0 lib/libsmgold_dpi.a include/smgold/smgold.h \
        include/smgold/export.h include/smgold_dpi.h lib/pkgconfig/smgold.pc \
        lib/cmake/smgold/smgoldConfig.cmake lib/cmake/smgold/smgoldConfigVersion.cmake \
        share/smgold/sv/smgold_dpi.svh share/smgold/sv/smgold_pkg.sv \
        share/smgold/sv/smgold_checker.sv share/smgold/rtl/simt_stack_unit.sv \
        share/smgold/rtl/simt_bugs.svh share/smgold/testbench/lockstep_core.h \
        share/smgold/testbench/lockstep_core.cpp share/smgold/testbench/tb_verilator.cpp \
        share/smgold/specs/dpi.md share/smgold/vectors/seed/000-table5/expected.trace \
        share/smgold/examples/check_vector/check_vector.c \
        share/smgold/examples/lockstep_stack/tb_stack.cpp; do
        [ -e "$prefix/$f" ] || fail "not installed: $f"
    done
    [ "$(readlink "$prefix/lib/libsmgold.so.0")" = libsmgold.so.0.3.0 ] ||
        fail "lib/libsmgold.so.0 -> $(readlink "$prefix/lib/libsmgold.so.0"), expected libsmgold.so.0.3.0"
    # no installed file (text or binary) names the source tree, the build tree or staging
    for p in "$src" "$build" "$root/staging"; do
        hits=$(grep -rlF -- "$p" "$prefix" || true)
        [ -z "$hits" ] || fail "installed files name $p: $hits"
    done
    # the installed command, from a copy of an installed vector
    work=$root/work
    hide_trees
    v=$(vector_copy 000-table5)
    out=$(cd "$v" && clean_env "$prefix/bin/smgold" check program.lst @launch.args \
        --expect expected.trace --quiet) || fail "installed smgold check: $out"
    [ "$out" = "match: expected.trace" ] || fail "installed smgold check: $out"
    echo "  installed smgold check 000-table5: $out"
    exit 0
fi

root=$(cat "$state/root" 2>/dev/null) || fail "no prefix: run the install_tree test first"
if [ "$mode" = cleanup ]; then
    case "$root" in */smgold-install.*) rm -rf "$root" ;; *) fail "refusing to remove $root" ;; esac
    rm -f "$state/root" "$state/trees"
    exit 0
fi
prefix=$root/prefix work=$root/work
[ -d "$prefix" ] || fail "$prefix is gone"
{ read -r src && read -r build; } <"$state/trees"
case "$mode" in cmake | pkgconfig | verilator) hide_trees ;; esac

case "$mode" in
symbols)
    # The exported functions of each shared library against the functions declared in the
    # installed headers that describe it. The declarations come from the compiler itself
    # (gcc -aux-info lists every function declared in a translation unit with the file it
    # is declared in), so a declaration without SG_API shows as missing, and an internal
    # function left visible as extra.
    cc=$1 svdpi=$2
    tmp=$root/symbols
    mkdir -p "$tmp"
    inc=$(realpath "$prefix/include")
    check_lib() { # LIB HEADER...
        local lib=$1 name
        name=$(basename "$lib")
        shift
        printf '#include "%s"\n' "$@" >"$tmp/$name.c"
        "$cc" -std=c11 -fsyntax-only -I"$inc" -I"$svdpi" -aux-info "$tmp/$name.aux" \
            "$tmp/$name.c" || fail "$cc cannot compile the installed headers (gcc is needed)"
        # "/* FILE:LINE:NC */ extern TYPE NAME (ARGS);" -> NAME, for FILE in the prefix
        grep -F "/* $inc/" "$tmp/$name.aux" | grep -v ' static ' |
            sed -E 's/^.*[ *]([A-Za-z_][A-Za-z0-9_]*) \(.*$/\1/' | sort -u >"$tmp/$name.declared"
        nm -D --defined-only "$lib" | awk '{print $NF}' | sed 's/@.*//' | sort -u \
            >"$tmp/$name.exported"
        local nd ne extra missing
        nd=$(wc -l <"$tmp/$name.declared")
        ne=$(wc -l <"$tmp/$name.exported")
        [ "$nd" -gt 0 ] || fail "no function declaration found in $*"
        extra=$(comm -13 "$tmp/$name.declared" "$tmp/$name.exported")
        missing=$(comm -23 "$tmp/$name.declared" "$tmp/$name.exported")
        echo "  $name: $ne exported, $nd declared in $*"
        [ -z "$extra" ] || fail "$name exports symbols no installed header declares:" $extra
        [ -z "$missing" ] || fail "$name does not export declared functions:" $missing
        # the SONAME carries the ABI version
        # the whole output first: with pipefail, grep -q ending the pipe early could fail it
        local dyn
        dyn=$(readelf -d "$lib")
        grep -q "Library soname: \[$name\]" <<<"$dyn" ||
            fail "$name: SONAME is not $name: $(grep SONAME <<<"$dyn")"
    }
    headers=()
    for h in "$inc"/smgold/*.h; do headers+=("smgold/$(basename "$h")"); done
    check_lib "$prefix/lib/libsmgold.so.0" "${headers[@]}"
    check_lib "$prefix/lib/libsmgold_dpi.so.0" smgold_dpi.h
    ;;
cmake)
    # (a) a CMake project: find_package(smgold) with only the prefix as a hint
    rm -rf "$work/cmake"
    cp -r "$prefix/share/smgold/examples/check_vector" "$work/cmake"
    clean_env cmake -S "$work/cmake" -B "$work/cmake/build" -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" \
        >"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "configure failed"; }
    clean_env cmake --build "$work/cmake/build" >>"$work/cmake.log" 2>&1 ||
        { cat "$work/cmake.log"; fail "build failed"; }
    check_vector_verdicts "$work/cmake/build/check_vector"
    ;;
pkgconfig)
    # (b) the same program by make and pkg-config
    rm -rf "$work/pkgconfig"
    cp -r "$prefix/share/smgold/examples/check_vector" "$work/pkgconfig"
    ver=$(clean_env env PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion smgold) ||
        fail "pkg-config does not find smgold.pc"
    [ "$ver" = "$(sed -n 's/^#define SMGOLD_VERSION_STRING "\(.*\)"/\1/p' \
        "$prefix/include/smgold/smgold.h")" ] || fail "smgold.pc says version $ver"
    clean_env env PKG_CONFIG_PATH="$prefix/lib/pkgconfig" make -C "$work/pkgconfig" \
        CFLAGS="-O2 -Wall -Wextra -Werror" >"$work/pkgconfig.log" 2>&1 ||
        { cat "$work/pkgconfig.log"; fail "make failed"; }
    check_vector_verdicts "$work/pkgconfig/check_vector"
    ;;
verilator)
    # (c) simt_stack_unit in lock-step with the model, built from the prefix alone: a pass on
    # a seed vector, and the first mismatch bugs.tsv names for an injected bug on it
    rm -rf "$work/lockstep"
    cp -r "$prefix/share/smgold/examples/lockstep_stack" "$work/lockstep"
    clean_env cmake -S "$work/lockstep" -B "$work/lockstep/build" -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_BUILD_TYPE=Release \
        >"$work/lockstep.log" 2>&1 || { cat "$work/lockstep.log"; fail "configure failed"; }
    clean_env cmake --build "$work/lockstep/build" -j 2 >>"$work/lockstep.log" 2>&1 ||
        { cat "$work/lockstep.log"; fail "build failed"; }
    exe=$work/lockstep/build/lockstep_stack
    v=$(vector_copy 000-table6)
    out=$(cd "$work" && clean_env "$exe" "$v") || fail "clean RTL: exit $?: $out"
    echo "  $out"
    # a pass that compared the token stack: step outputs and tokens
    [[ $out == "$v: pass: "[1-9]*" compares over "* && $out == *" step_pc="[1-9]* &&
        $out == *" tok_type="[1-9]* ]] || fail "clean RTL: no pass with stack compares: $out"
    # bug 20 (wt_not_discarded): bugs.tsv's first mismatch on 000-table6 is wt_count, warp 0
    row=$(awk -F'\t' '$1 == 20' "$prefix/share/smgold/rtl/bugs.tsv")
    [[ $row == *"vectors/seed/000-table6"*"wt_count" ]] || fail "bugs.tsv row 20 changed: $row"
    rc=0
    out=$(cd "$work" && clean_env "$exe" --bug 20 "$v") || rc=$?
    echo "  --bug 20: $out"
    [ $rc -eq 1 ] || fail "bug 20: exit $rc, expected 1"
    [[ $out == "$v: MISMATCH "*"warp 0 field wt_count"* ]] || fail "bug 20: not wt_count of warp 0"
    ;;
*)
    fail "unknown mode"
    ;;
esac
