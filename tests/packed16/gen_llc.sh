#!/bin/sh
# Regenerates the llc-19 code objects of llc_perm_ashr.ll used by tests/packed16_llc.rs.
# Usage: sh tests/packed16/gen_llc.sh (from anywhere).
set -e
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
for t in gfx900 gfx1100 gfx1100w64; do
  cpu=${t%w64}
  attr=""
  [ "$t" = gfx1100w64 ] && attr="-mattr=+wavefrontsize64"
  llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr -filetype=obj "$here/llc_perm_ashr.ll" -o "$tmp/k.o"
  ld.lld-19 -shared "$tmp/k.o" -o "$here/llc_perm_ashr.$t.hsaco"
done
rm -rf "$tmp"
