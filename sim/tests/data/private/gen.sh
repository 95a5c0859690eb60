#!/bin/sh
# Regenerates the private-memory test objects with LLVM 19 (alloca promotion off, so the
# arrays stay in scratch). Usage: sh sim/tests/data/private/gen.sh
# Layout: <kernel>.<target>.hsaco; flat_private needs FLAT (not on gfx600).
set -e
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
for k in private_idx flat_private; do
  for t in gfx600 gfx700 gfx803 gfx900 gfx1010 gfx1030 gfx1100; do
    [ "$k" = flat_private ] && [ "$t" = gfx600 ] && continue
    llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" --disable-promote-alloca-to-lds \
      --disable-promote-alloca-to-vector -filetype=obj "$here/$k.ll" -o "$tmp/$k.o"
    ld.lld-19 -shared "$tmp/$k.o" -o "$here/$k.$t.hsaco"
  done
done
rm -rf "$tmp"
