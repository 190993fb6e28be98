#!/bin/bash
# perf record -F 999 -g (frame pointers), C -O2 -fno-omit-frame-pointer, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
gcc --version | head -1
BUILD=$(mktemp -d)
gcc -O2 -fno-omit-frame-pointer -g -o $BUILD/ring_before workload/ring.c
gcc -O2 -fno-omit-frame-pointer -g -DUSE_MASK -o $BUILD/ring_after workload/ring.c
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o $BUILD/$side-$i.data $BUILD/ring_$side 4096 3000
    perf script -i $BUILD/$side-$i.data > $side/run-$i.perf.txt
  done
done
rm -rf $BUILD
