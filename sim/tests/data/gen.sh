#!/bin/sh
# Regenerates the simulator's test code objects from ../shared/corpus with LLVM 19.
# Usage: sh sim/tests/data/gen.sh   (from the repository root or anywhere)
# Layout: <target>/<kernel>.hsaco, target dirs gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942
# gfx1010 gfx1010w64 gfx1030 gfx1100 gfx1100w64 (w64: -mattr=+wavefrontsize64). mfma_sgemm only on MAI targets.
set -e
here=$(cd "$(dirname "$0")" && pwd)
corpus=${CORPUS:-$here/../../../../shared/corpus}
tmp=$(mktemp -d)
for t in gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1010w64 gfx1030 gfx1100 gfx1100w64; do
  cpu=${t%w64}
  attr=""
  case $t in *w64) attr="-mattr=+wavefrontsize64" ;; esac
  mkdir -p "$here/$t"
  for ll in "$corpus"/*.ll; do
    k=$(basename "$ll" .ll)
    if [ "$k" = mfma_sgemm ]; then
      case $cpu in gfx908|gfx90a|gfx942) ;; *) continue ;; esac
    fi
    llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" $attr -filetype=obj "$ll" -o "$tmp/$k.o"
    ld.lld-19 -shared "$tmp/$k.o" -o "$here/$t/$k.hsaco"
  done
done
rm -rf "$tmp"
