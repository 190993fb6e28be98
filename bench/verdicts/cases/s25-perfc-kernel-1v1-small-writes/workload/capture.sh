#!/bin/bash
# Capture for s25-perfc-kernel-1v1-small-writes. Order b1 a1. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25/wr-cap; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version; uname -r; echo "perf_event_paranoid $(cat /proc/sys/kernel/perf_event_paranoid)"; df -T $B | tail -1
F="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall"
gcc $F -DOUT_BUF=65536 "$W/csvexport.c" -lm -o $B/before/csvexport
gcc $F -DOUT_BUF=4096  "$W/csvexport.c" -lm -o $B/after/csvexport
for side in before after; do
  rm -f $B/out.csv; sync
  t0=$(date +%s.%N)
  out=$(perf record -q -g -F 999 -o $B/perf.data -- $B/$side/csvexport 40 $B/out.csv)
  t1=$(date +%s.%N)
  perf script -i $B/perf.data > "$C/$side/run-1.perf.txt" 2>/dev/null
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
rm -f $B/out.csv
echo done
