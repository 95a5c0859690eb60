#!/bin/sh
# Runs every cargo-fuzz target for SECONDS each (default 60), one after the other at the lowest
# priority, on the corpora of fuzz/seed_corpora.sh; prints each target's libFuzzer summary
# (executions, corpus size) and any crash artifact. Run from the repository root.
# usage: sh fuzz/run_all.sh [SECONDS] [LOGDIR]
set -u
secs=${1:-60}; log=${2:-/tmp/gfxc-cargo-fuzz}
mkdir -p "$log"
[ -d fuzz/corpus/gir ] || sh fuzz/seed_corpora.sh > /dev/null
for t in ${TARGETS:-gir ll asm code_object launch_spec expected compile ll_compile mir}; do
    nice -n "${NICE:-19}" cargo +nightly fuzz run -s none "$t" "fuzz/corpus/$t" -- \
        -max_total_time="$secs" -rss_limit_mb=2048 -max_len=65536 -timeout=20 \
        > "$log/$t.txt" 2>&1
    st=$?
    echo "$t: exit $st; $(grep -E '^Done [0-9]+ runs' "$log/$t.txt" | tail -n 1);" \
        "$(grep -E '^#[0-9]+' "$log/$t.txt" | tail -n 1 | cut -c1-100)"
    ls fuzz/artifacts/"$t" 2> /dev/null | sed "s|^|  artifact: fuzz/artifacts/$t/|"
done
