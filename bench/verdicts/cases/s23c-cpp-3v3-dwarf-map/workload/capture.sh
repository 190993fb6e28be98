#!/bin/bash
# Capture for s23c-cpp-3v3-dwarf-map. Order: b1 a1 b2 a2 b3 a3.
set -e -o pipefail
cd "$(dirname "$0")"
g++ --version | head -1; perf --version
g++ -O2 -g -std=c++17 router.cpp -o /tmp/s23c-router_before
g++ -O2 -g -std=c++17 -DROUTES_ORDERED router.cpp -o /tmp/s23c-router_after
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    perf record -F 999 --call-graph dwarf -o /tmp/s23c-perf.data /tmp/s23c-router_$side 6000000
    t1=$(date +%s.%N)
    perf script -i /tmp/s23c-perf.data 2>/dev/null | gzip -9 > ../$side/run-$i.perf.txt.gz
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
rm -f /tmp/s23c-perf.data /tmp/s23c-perf.data.old
