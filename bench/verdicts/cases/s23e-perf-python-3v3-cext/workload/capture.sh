#!/bin/bash
# Capture for s23e-perf-python-3v3-cext. Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23e-pyperf; mkdir -p $B
python3 --version; perf --version
for i in 1 2 3; do
  for side in before after; do
    cd "$W/$side"
    t0=$(date +%s.%N)
    out=$(perf record -q --call-graph dwarf -F 199 -o $B/perf.data -- python3 exporter.py 14)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
