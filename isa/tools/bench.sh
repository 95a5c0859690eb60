#!/bin/bash
# Assembler speed vs llvm-mc-19 on a 100k-line file (corpus instruction lines of CPU, repeated;
# branch lines dropped so no label is redefined). Usage: isa/tools/bench.sh [CPU]
set -e
CPU=${1:-gfx900}
cd "$(dirname "$0")/../.."
[ -x "${CARGO_TARGET_DIR:-/work/target-isa}/release/examples/isa_as" ] || CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/work/target-isa} cargo build -q --release -p gfxc-isa --example isa_as
BIN=${CARGO_TARGET_DIR:-/work/target-isa}/release/examples/isa_as
F=$(mktemp /tmp/bench.XXXXXX.s)
cat isa/tests/corpus-asm/$CPU.*.s | grep -P '^\t' | grep -v -e branch -e _sdwa -e v_dual > $F.one
while [ $(wc -l < $F) -lt 100000 ]; do cat $F.one >> $F; done
head -n 100000 $F > $F.100k
echo "lines: $(wc -l < $F.100k)"
t0=$(date +%s.%N); llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=$CPU -show-encoding $F.100k > $F.llvm; t1=$(date +%s.%N)
$BIN $CPU $F.100k > $F.gfxc; t2=$(date +%s.%N)
L=$(echo "$t1 - $t0" | bc); G=$(echo "$t2 - $t1" | bc)
echo "llvm-mc-19: ${L}s  gfxc: ${G}s  ratio llvm/gfxc: $(echo "scale=2; $L / $G" | bc)"
if diff -q <(grep encoding: $F.llvm) <(grep encoding: $F.gfxc) >/dev/null 2>&1; then echo "outputs identical"; else echo "outputs differ: $(diff <(grep encoding: $F.llvm) <(grep encoding: $F.gfxc) | grep -c '^<') lines"; fi
rm -f $F $F.one $F.100k $F.llvm $F.gfxc
