#!/bin/bash
# Case s32c-perf-3v3-div-to-mul: perf record -g (frame pointers), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -fno-omit-frame-pointer -g -o /tmp/s32c-div-before workload/buckets.c
gcc -O2 -fno-omit-frame-pointer -g -DFASTRANGE -o /tmp/s32c-div-after workload/buckets.c
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date -u +%T)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o /tmp/s32c-div-$side-$i.data -- /tmp/s32c-div-$side 2>&1
    perf script -i /tmp/s32c-div-$side-$i.data > $side/run-$i.perf.txt 2>/dev/null
    ls -l $side/run-$i.perf.txt
  done
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -9f $f; fi
done
ls -l before after
