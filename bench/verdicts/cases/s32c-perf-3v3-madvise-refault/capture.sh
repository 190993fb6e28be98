#!/bin/bash
# Case s32c-perf-3v3-madvise-refault: perf record -g (frame pointers), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -g -o /tmp/s32c-madv-before workload/batch.c
gcc -O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -g -DRELEASE_PAGES -o /tmp/s32c-madv-after workload/batch.c
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date -u +%T)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o /tmp/s32c-madv-$side-$i.data -- /tmp/s32c-madv-$side 2>&1
    perf script -i /tmp/s32c-madv-$side-$i.data > $side/run-$i.perf.txt 2>/dev/null
    ls -l $side/run-$i.perf.txt
  done
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -9f $f; fi
done
ls -l before after
