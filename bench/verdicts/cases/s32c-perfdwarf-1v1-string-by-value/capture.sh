#!/bin/bash
# Case s32c-perfdwarf-1v1-string-by-value: perf record --call-graph dwarf, 1 run a side.
set -euo pipefail
cd "$(dirname "$0")"
g++ --version | head -1
g++ -O2 -g -o /tmp/s32c-str-before workload/main.cpp workload/scorer.cpp
g++ -O2 -g -DBY_VALUE -o /tmp/s32c-str-after workload/main.cpp workload/scorer.cpp
for side in before after; do
  echo "== $side run 1  $(date -u +%T)"
  flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf -o /tmp/s32c-str-$side.data -- /tmp/s32c-str-$side 2>&1
  perf script -i /tmp/s32c-str-$side.data > $side/run-1.perf.txt 2>/dev/null
  ls -l $side/run-1.perf.txt
  if [ $(stat -c %s $side/run-1.perf.txt) -gt 2000000 ]; then gzip -9f $side/run-1.perf.txt; fi
done
ls -l before after
