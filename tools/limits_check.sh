#!/bin/sh
# Issue 17, item 5: every crash or hang class of the issue's "Why" ends within 30 s under a
# 4 GB address space (ulimit -v 4194304) with exit status 0 or 1. Makes each input in a
# scratch directory, runs gfxc on it, prints one line per case (status, wall seconds) and
# exits 1 if any case failed: a status other than 0/1 (an abort is 134, running out of the 30
# CPU seconds of `ulimit -t 30` is 137 or 152). The 30 s are CPU seconds so that the check
# does not depend on the machine's load; a wall-clock backstop of 300 s catches a process
# that waits without computing.
# usage: tools/limits_check.sh [GFXC]     (default target/release/gfxc, else target/debug/gfxc)
set -u
g=${1:-}
[ -z "$g" ] && { [ -x target/release/gfxc ] && g=target/release/gfxc || g=target/debug/gfxc; }
case $g in /*) ;; *) g=$PWD/$g ;; esac
d=$(mktemp -d "${TMPDIR:-/tmp}/gfxc-limits.XXXXXX")
trap 'rm -rf "$d"' EXIT
cd "$d" || exit 1
rep() { awk -v s="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }
n=100000
{ printf '@g = global '; rep '[1 x ' $n; printf 'i32'; rep ']' $n; printf ' zeroinitializer\n'; } > deep_array.ll
{ printf '%%T = type '; rep '{ ' $n; printf 'i32'; rep ' }' $n; printf '\n'; } > deep_struct.ll
{ printf '@h = global i32 0\n@p = global ptr '; rep 'getelementptr (i8, ptr ' $n; printf '@h'; rep ', i64 1)' $n; printf '\n'; } > deep_gep.ll
# 20,000 nested ifs and 20,000 nested loops (.gir control flow).
awk -v n=20000 -v loops=0 -f /dev/stdin > nested_ifs.gir <<'AWK'
BEGIN {
  print "kernel @k(v0: ptr.global) {"; print "block0:"; print "    v1 = workitem_id x"
  print "    v2 = iconst.i32 0"; print "    v3 = icmp.i32 ne v1, v2"; print "    jump block1"
  for (i = 1; i <= n; i++) { printf "block%d:\n    brif v3, block%d, block%d\n", i, i + 1, n + 1 + i }
  printf "block%d:\n    jump block%d\n", n + 1, loops ? n : 2 * n + 1
  for (i = n; i >= 1; i--) {
    printf "block%d:\n", n + 1 + i
    if (i > 1) printf "    jump block%d\n", loops ? i - 1 : n + i
    else { print "    store v1, v0"; print "    return" }
  }
  print "}"
}
AWK
awk -v n=20000 -v loops=1 -f /dev/stdin > nested_loops.gir <<'AWK'
BEGIN {
  print "kernel @k(v0: ptr.global) {"; print "block0:"; print "    v1 = workitem_id x"
  print "    v2 = iconst.i32 0"; print "    v3 = icmp.i32 ne v1, v2"; print "    jump block1"
  for (i = 1; i <= n; i++) { printf "block%d:\n    brif v3, block%d, block%d\n", i, i + 1, n + 1 + i }
  printf "block%d:\n    jump block%d\n", n + 1, loops ? n : 2 * n + 1
  for (i = n; i >= 1; i--) {
    printf "block%d:\n", n + 1 + i
    if (i > 1) printf "    jump block%d\n", loops ? i - 1 : n + i
    else { print "    store v1, v0"; print "    return" }
  }
  print "}"
}
AWK
printf 'kernel @k(v0: ptr.global) {\nblock0:\n    jump block1\nblock1:\n    jump block1\n}\n' > endless.gir
printf 'kernel @k(v0: ptr.global) {\nblock0:\n    v1 = iconst.i32 0\n    jump block1(v1)\nblock1(v2: i32):\n    v3 = iconst.i32 1\n    v4 = add.i32 v2, v3\n    v5 = iconst.i32 65536\n    v6 = icmp.i32 ult v4, v5\n    brif v6, block1(v4), block2\nblock2:\n    return\n}\n' > work.gir
spec() { # grid type len
    printf '{"kernel": "k", "grid": %s, "block": [64, 1, 1], "args": [{"buffer": "x"}], "buffers": {"x": {"type": "%s", "len": %s}}}' "$1" "$2" "$3"
}
spec '[64, 1, 1]' u64 300000000 > mem_2_4gb.json
spec '[64, 1, 1]' i32 300000000 > out_1_2gb.json
spec '[1073741824, 1073741824, 1]' u64 4 > grid_2_60.json
spec '[64, 1, 1]' u64 4 > small.json
spec '[4194304, 1, 1]' u64 4 > work_2_22.json
bad=0
case_() { # name args...
    name=$1; shift
    t0=$(date +%s)
    ( ulimit -v 4194304; ulimit -t 30; exec timeout 300 "$g" "$@" ) > /dev/null 2> err.txt
    st=$?
    t=$(( $(date +%s) - t0 ))
    if [ $st -le 1 ]; then r=ok; else r=FAIL; bad=1; fi
    echo "$r $name: exit $st in ${t} s (wall): $(head -c 160 err.txt | head -n 1)"
}
for f in deep_array deep_struct deep_gep; do
    case_ "$f.ll check" check $f.ll
    case_ "$f.ll compile" compile $f.ll --mcpu gfx900 -o out.o
done
for f in nested_ifs nested_loops; do
    case_ "$f.gir check" check $f.gir
    case_ "$f.gir compile" compile $f.gir --mcpu gfx1100 -o out.o
done
case_ "nested_ifs.gir run" run nested_ifs.gir --launch small.json
"$g" compile endless.gir --mcpu gfx1100 -o endless.co 2> /dev/null
"$g" compile work.gir --mcpu gfx900 -o work.co 2> /dev/null
case_ "2.4 GB buffer, interpreter" run endless.gir --launch mem_2_4gb.json
case_ "2.4 GB buffer, simulator" run endless.co --launch mem_2_4gb.json
case_ "1.2 GB i32 buffer output, interpreter" run endless.gir --launch out_1_2gb.json
case_ "2^60 work-items, interpreter" run endless.gir --launch grid_2_60.json
case_ "2^60 work-items, simulator" run endless.co --launch grid_2_60.json
case_ "endless loop, interpreter" run endless.gir --launch small.json
case_ "endless loop, simulator" run endless.co --launch small.json
case_ "2^22 work-items x 65536 iterations, interpreter" run work.gir --launch work_2_22.json
case_ "2^22 work-items x 65536 iterations, simulator" run work.co --launch work_2_22.json
exit $bad
