#!/usr/bin/env bash
# Code-object hashes of every kernel file for all 13 target modes: the byte-identity check for
# changes that must not change output (speed work, refactors).
#
#   tools/objhash/objhash.sh GFXC_BINARY > before.txt   # with the old compiler
#   tools/objhash/objhash.sh GFXC_BINARY > after.txt    # with the new one
#   diff before.txt after.txt                            # must be empty
#
# Inputs: tests/**/*.{ll,gir} (tests/corpus is the shared corpus's kernels) except the text
# cases of tests/cases (front-end diagnostics, no code objects) and examples/*.gir. A cell that fails
# to compile is hashed by its error text, so a changed diagnostic shows up as well.
set -u
bin=$(realpath "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modes="gfx600: gfx700: gfx803: gfx900: gfx908: gfx90a: gfx942: gfx1010: gfx1010:+wavefrontsize64
gfx1030: gfx1030:+wavefrontsize64 gfx1100: gfx1100:+wavefrontsize64"
{
    find tests -path tests/cases -prune -o \( -name '*.ll' -o -name '*.gir' \) -print
    ls examples/*.gir
} | sort -u | while read -r f; do
    for m in $modes; do
        cpu=${m%%:*}
        attr=${m#*:}
        if [ -n "$attr" ]; then set -- --mattr "$attr"; else set --; fi
        if "$bin" compile "$f" --mcpu "$cpu" "$@" -o "$tmp/o" 2>"$tmp/e"; then
            h=$(sha256sum <"$tmp/o" | cut -c1-16)
        else
            h="err:$(sha256sum <"$tmp/e" | cut -c1-16)"
        fi
        echo "$f $m $h"
    done
done
