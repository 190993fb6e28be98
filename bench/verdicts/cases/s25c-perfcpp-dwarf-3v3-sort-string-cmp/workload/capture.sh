#!/bin/bash
# Capture for s25c-perfcpp-dwarf-3v3-sort-string-cmp. Order b1 a1 b2 a2 b3 a3; each profiled run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25c/cpp-cap; mkdir -p $B/before $B/after
g++ --version | head -1; perf --version
g++ -O2 -g -Wall "$W/ledger.cpp" -o $B/before/ledger
g++ -O2 -g -Wall -DSORT_BY_STRING "$W/ledger.cpp" -o $B/after/ledger
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock perf record -q --call-graph dwarf -F 499 -o $B/perf.data -- $B/$side/ledger 20)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
rm -f $B/perf.data
echo done
