#!/bin/sh
# Fills fuzz/corpus/TARGET/ with the repository's own files of each kind (the seed corpora;
# libFuzzer adds what it finds there). Run from the repository root: sh fuzz/seed_corpora.sh
set -eu
c=fuzz/corpus
mkdir -p $c/gir $c/ll $c/ll_compile $c/asm $c/code_object $c/launch_spec $c/expected $c/compile $c/mir
n=0
copy() { # pattern dir [prefix-byte]
    git ls-files | grep -E "$1" | while read -r f; do
        h=$(printf '%s' "$f" | cksum | cut -d' ' -f1)
        if [ -n "${3:-}" ]; then
            { printf "$3"; cat "$f"; } > "$c/$2/$h"
        else
            cp "$f" "$c/$2/$h"
        fi
    done
}
copy '\.gir$' gir
copy '\.gir$' compile
copy '\.ll$' ll
copy '\.mir$' mir
copy '\.ll$' ll_compile
# The asm target's first byte picks the processor (index 4 = gfx942; 6 = gfx1100).
copy 'gfx9[0-9a-z]*\..*\.s$' asm '\004'
copy 'gfx1[01][0-9]*\..*\.s$' asm '\006'
copy '\.hsaco$' code_object
copy '\.launch\.json$' launch_spec
copy '\.expected\.json$' expected
for d in $c/*; do echo "$d: $(ls "$d" | wc -l) files"; done
