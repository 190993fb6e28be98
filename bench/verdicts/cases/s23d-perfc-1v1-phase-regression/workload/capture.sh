#!/bin/bash
# Capture for s23d-perfc-1v1-phase-regression. before: NTAPS=32 (default), after: -DNTAPS=48. Order: b1 a1.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23d-sigproc; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -Wall            "$W/sigproc.c" -o $B/before/sigproc -lm
gcc -O2 -g -fno-omit-frame-pointer -Wall -DNTAPS=48 "$W/sigproc.c" -o $B/after/sigproc -lm
for i in 1; do
  for side in before after; do
    t0=$(date +%s.%N)
    perf record -q -g -F 999 -o $B/perf.data -- $B/$side/sigproc 12 2000000 > /dev/null
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
