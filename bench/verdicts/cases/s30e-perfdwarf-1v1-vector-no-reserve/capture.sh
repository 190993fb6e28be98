#!/bin/bash
# Case s30e-perfdwarf-1v1-vector-no-reserve: perf --call-graph dwarf, 1 run before, 1 run after.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30e-vec-build; mkdir -p $B
CXXFLAGS="-O2 -g -fno-omit-frame-pointer"
g++ $CXXFLAGS -o $B/postings_before workload/postings.cpp
g++ $CXXFLAGS -DNO_RESERVE -o $B/postings_after workload/postings.cpp
g++ --version | head -1; perf --version
NQ=180
for side in before after; do
  echo "== $side run-1"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf -o $B/$side-1.data $B/postings_$side $NQ
  perf script -i $B/$side-1.data > $side/run-1.perf.txt 2>/dev/null
  sz=$(stat -c %s $side/run-1.perf.txt)
  if [ "$sz" -gt 2000000 ]; then gzip -9 -f $side/run-1.perf.txt; fi
done
ls -l before after
