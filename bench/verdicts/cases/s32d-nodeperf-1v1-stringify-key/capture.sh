#!/bin/bash
# Case s32d-nodeperf-1v1-stringify-key: node 20 --perf-basic-prof under perf record -g (frame pointers), 1 run a side.
set -e
cd "$(dirname "$0")"
for side in before after; do
  echo "== $side run-1"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o /tmp/s32d-node-$side.data -- node --perf-basic-prof workload/$side.js 200
  perf script -i /tmp/s32d-node-$side.data > $side/run-1.perf.txt 2>/dev/null
  rm -f /tmp/s32d-node-$side.data
  if [ $(stat -c %s $side/run-1.perf.txt) -gt 2000000 ]; then gzip -f $side/run-1.perf.txt; fi
  ls -l $side/
done
