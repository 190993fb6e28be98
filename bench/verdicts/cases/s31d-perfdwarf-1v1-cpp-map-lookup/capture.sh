#!/bin/bash
# Case s31d-perfdwarf-1v1-cpp-map-lookup: C++ (g++ -O2 -g, no frame pointers), perf record
# --call-graph dwarf -F 997, ONE run a side (before, then after), each under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
g++ --version | head -1; perf --version
for v in before after; do
  g++ -O2 -g -o /tmp/s31d-trades-$v workload/$v/trades.cpp
done
for v in before after; do
  echo "== $v run-1: $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 997 --call-graph dwarf -o /tmp/s31d-trades-$v.data -- \
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" /tmp/s31d-trades-$v 14 1000000 100
  perf script -i /tmp/s31d-trades-$v.data > $v/run-1.perf.txt
  if [ $(stat -c %s $v/run-1.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-1.perf.txt; fi
  rm -f /tmp/s31d-trades-$v.data
done
ls -l before after
