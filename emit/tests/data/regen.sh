#!/usr/bin/env bash
# Regenerates the golden code objects of gfxc-emit's tests (needs LLVM 19).
#
# For every corpus kernel K (../../../../shared/corpus/K.ll, or $CORPUS), every CPU and code object
# version V in {4, 5}, writes under vV/CPU/:
#   K.hsaco          llc-19 -O3 -filetype=obj + ld.lld-19 -shared
#   K.notes.txt      llvm-readelf-19 --notes K.hsaco (the oracle for metadata)
#   K.directives.txt the .amdhsa_* directives of llc-19 -filetype=asm (the oracle for descriptors)
# V4 is made by rewriting the module flag amdhsa_code_object_version 500 -> 400 (the module flag
# wins over llc's --amdhsa-code-object-version).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="${CORPUS:-$here/../../../../shared/corpus}"
cpus="gfx900 gfx908 gfx90a gfx942 gfx1030 gfx1100"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for v in 4 5; do
  for cpu in $cpus; do
    out="$here/v$v/$cpu"
    mkdir -p "$out"
    for ll in "$corpus"/*.ll; do
      k="$(basename "$ll" .ll)"
      if [ "$k" = mfma_sgemm ] && [ "$cpu" != gfx908 ] && [ "$cpu" != gfx90a ] && [ "$cpu" != gfx942 ]; then
        continue
      fi
      sed -e "s/\"amdhsa_code_object_version\", i32 [0-9]*/\"amdhsa_code_object_version\", i32 ${v}00/" "$ll" > "$tmp/$k.ll"
      llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj "$tmp/$k.ll" -o "$tmp/$k.o"
      ld.lld-19 -shared "$tmp/$k.o" -o "$out/$k.hsaco"
      llvm-readelf-19 --notes "$out/$k.hsaco" > "$out/$k.notes.txt"
      llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=asm "$tmp/$k.ll" -o "$tmp/$k.s"
      grep -E '^\s*\.amdhsa_kernel |^\s*\.amdhsa_' "$tmp/$k.s" | grep -v '^\s*\.amdhsa_code_object_version' \
        | sed -e 's/^\s*//' > "$out/$k.directives.txt"
    done
  done
done
