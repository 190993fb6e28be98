#!/bin/bash
# Case s30a-perf-1v1-threads-checksum: perf -g (frame pointers), 1 run a side, two named threads.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30a-pipe
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -pthread \
      -o $B-$v workload/$v/pipeline.c
done
for v in before after; do
  echo "== $v run-1: $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o /tmp/s30a-pipe-$v.data -- \
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" $B-$v 5
  perf script -i /tmp/s30a-pipe-$v.data > $v/run-1.perf.txt
  if [ $(stat -c %s $v/run-1.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-1.perf.txt; fi
  rm -f /tmp/s30a-pipe-$v.data
done
ls -l before after
