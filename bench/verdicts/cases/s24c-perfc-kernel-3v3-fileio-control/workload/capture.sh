#!/bin/bash
# Capture for s24c-perfc-kernel-3v3-fileio-control. Same binary both sides. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24c-cio; mkdir -p $B/data
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall "$W/chunkio.c" -o $B/chunkio
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q -g -F 499 -o $B/perf.data -- $B/chunkio $B/data 35)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    sz=$(stat -c %s "$C/$side/run-$i.perf.txt")
    if [ "$sz" -gt 5000000 ]; then gzip -f "$C/$side/run-$i.perf.txt"; fi
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  perf.txt $sz bytes  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
