#!/bin/bash
# Capture for s25-perfc-dwarf-3v3-zlib-level. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25/zlib-cap; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version; dpkg -s zlib1g | grep ^Version
F="-O2 -g -fno-omit-frame-pointer -Wall"
gcc $F -DPACK_LEVEL=1 "$W/logpack.c" -lz -o $B/before/logpack
gcc $F -DPACK_LEVEL=4 "$W/logpack.c" -lz -o $B/after/logpack
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q --call-graph dwarf -F 499 -o $B/perf.data -- $B/$side/logpack 14)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
