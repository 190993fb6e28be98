#!/bin/bash
# Capture for s24b-perfc-1v1-syscall. Order b1 a1. Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-evproc; rm -rf $B; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version; uname -r
gcc -O2 -g -fno-omit-frame-pointer -Wall                  "$W/evproc.c" -o $B/before/evproc
gcc -O2 -g -fno-omit-frame-pointer -Wall -DRAW_SYSCALL=1  "$W/evproc.c" -o $B/after/evproc
for i in 1; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock perf record -q -g -F 999 -o $B/perf.data -- $B/$side/evproc 2500000)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
rm -f $B/perf.data
