#!/bin/sh
# Runs `gfxc fuzz` over a seed range on all 13 target modes in chunks, one process at a time
# at the lowest priority, and logs each chunk's summary and wall time (docs/fuzz.md "Scale").
# usage: tools/fuzz_scale.sh FIRST LAST [CHUNK] [LOGDIR]    (seeds FIRST..LAST, LAST excluded)
set -u
first=$1; last=$2; chunk=${3:-1000}; log=${4:-/tmp/gfxc-fuzz-scale}
gfxc=${GFXC:-target/release/gfxc}
targets=gfx600,gfx700,gfx803,gfx900,gfx908,gfx90a,gfx942,gfx1010,gfx1010+wavefrontsize64,gfx1030,gfx1030+wavefrontsize64,gfx1100,gfx1100+wavefrontsize64
mkdir -p "$log"
a=$first
while [ "$a" -lt "$last" ]; do
    b=$((a + chunk)); [ "$b" -gt "$last" ] && b=$last
    t0=$(date +%s.%N)
    nice -n "${NICE:-19}" "$gfxc" fuzz --seeds "$a..$b" --targets "$targets" --out "$log/failures" --no-shrink \
        > "$log/chunk-$a.txt" 2>&1
    t1=$(date +%s.%N)
    echo "$a..$b $(tail -n 1 "$log/chunk-$a.txt") wall $(echo "$t1 - $t0" | bc) s" >> "$log/summary.txt"
    a=$b
done
echo done >> "$log/summary.txt"
