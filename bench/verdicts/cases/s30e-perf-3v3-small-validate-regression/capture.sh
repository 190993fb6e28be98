#!/bin/bash
# Case s30e-perf-3v3-small-validate-regression: perf -g (frame pointers), long runs (~9 s at -F 999),
# 3 runs before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30e-small-build; mkdir -p $B
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o $B/pipeline_before workload/pipeline.c
gcc $CFLAGS -DSTRICT_VALIDATE -o $B/pipeline_after workload/pipeline.c
gcc --version | head -1; perf --version
N=420000
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side-$i.data $B/pipeline_$side $N
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt 2>/dev/null
    sz=$(stat -c %s $side/run-$i.perf.txt)
    if [ "$sz" -gt 2000000 ]; then gzip -9 -f $side/run-$i.perf.txt; fi
  done
done
ls -l before after
