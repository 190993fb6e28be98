#!/bin/bash
# Case s32b-perf-3v3-double-validate: perf record -g (frame pointers) 999 Hz, C++ -O2, 3 runs per side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
g++ --version | head -1
g++ -O2 -g -fno-omit-frame-pointer                       -o workload/ingest-before workload/ingest.cpp
g++ -O2 -g -fno-omit-frame-pointer -DREVALIDATE_ON_STORE -o workload/ingest-after  workload/ingest.cpp
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o /tmp/s32b-ingest-$side-$i.data -- ./workload/ingest-$side 1200000
    perf script -i /tmp/s32b-ingest-$side-$i.data > $side/run-$i.perf.txt
    rm -f /tmp/s32b-ingest-$side-$i.data
    if [ $(stat -c %s $side/run-$i.perf.txt) -gt 2000000 ]; then gzip -f -9 $side/run-$i.perf.txt; fi
    uptime
  done
done
ls -l before after
