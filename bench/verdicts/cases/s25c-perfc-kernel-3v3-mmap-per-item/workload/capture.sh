#!/bin/bash
# Capture for s25c-perfc-kernel-3v3-mmap-per-item. Order b1 a1 b2 a2 b3 a3; each profiled run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25c/mm-cap; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version; uname -r; echo "perf_event_paranoid $(cat /proc/sys/kernel/perf_event_paranoid) kptr_restrict $(cat /proc/sys/kernel/kptr_restrict)"
F="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall"
gcc $F "$W/tilepack.c" -o $B/before/tilepack
gcc $F -DSCRATCH_PER_ITEM "$W/tilepack.c" -o $B/after/tilepack
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock perf record -q -g -F 999 -o $B/perf.data -- $B/$side/tilepack 4000)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
rm -f $B/perf.data
echo done
