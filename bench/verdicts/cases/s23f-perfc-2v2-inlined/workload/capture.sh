#!/bin/bash
# Capture for s23f-perfc-2v2-inlined. Order b1 a1 b2 a2.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23f-perfc; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -Wall                  "$W/sensorstat.c" -o $B/before/sensorstat
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSTRICT_FIXED=1 "$W/sensorstat.c" -o $B/after/sensorstat
for side in before after; do echo "$side: parse_fixed symbols: $(nm $B/$side/sensorstat | grep -c parse_fixed || true)"; done
for i in 1 2; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q -g -F 499 -o $B/perf.data -- $B/$side/sensorstat 140)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
