#!/usr/bin/env bash
# Regenerates the golden code objects with globals and relocations (needs LLVM 19).
#
# For every src/K.ll, CPU and code object version V in {4, 5}, writes under vV/CPU/:
#   K.hsaco        llc-19 -O3 -filetype=obj + ld.lld-19 -shared
#   K.readelf.txt  llvm-readelf-19 -S -r -s -x .rodata -x .data.rel.ro -x .data K.hsaco
#                  (sections, .rela.dyn, .dynsym, .symtab and data bytes: the oracle for
#                  globals, their addresses and bytes, and the dynamic relocations)
#   K.notes.txt    llvm-readelf-19 --notes K.hsaco
# V4 is made by rewriting the module flag amdhsa_code_object_version 500 -> 400.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cpus="gfx900 gfx908 gfx90a gfx942 gfx1030 gfx1100"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for v in 4 5; do
  for cpu in $cpus; do
    out="$here/v$v/$cpu"
    mkdir -p "$out"
    for ll in "$here"/src/*.ll; do
      k="$(basename "$ll" .ll)"
      sed -e "s/\"amdhsa_code_object_version\", i32 [0-9]*/\"amdhsa_code_object_version\", i32 ${v}00/" "$ll" > "$tmp/$k.ll"
      llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj "$tmp/$k.ll" -o "$tmp/$k.o"
      ld.lld-19 -shared "$tmp/$k.o" -o "$out/$k.hsaco"
      (cd "$out" && llvm-readelf-19 -S -r -s -x .rodata -x .data.rel.ro -x .data "$k.hsaco" 2>/dev/null) \
        > "$out/$k.readelf.txt"
      (cd "$out" && llvm-readelf-19 --notes "$k.hsaco") > "$out/$k.notes.txt"
    done
  done
done
