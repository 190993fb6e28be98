#!/usr/bin/env bash
# Builds blockcopy twice (before: no release, after: -DRELEASE_STAGING=1) and
# records one perf profile per side (frame-pointer call graphs, kernel stacks
# included, run as root), interleaved b1 a1. Both binaries are called
# "blockcopy" (in different directories) so comm/DSO names match across sides.
set -euo pipefail
cd "$(dirname "$0")"
OUT=/tmp/s37a-pf
FRAMES=900
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-tree-loop-distribute-patterns"
mkdir -p $OUT/before $OUT/after
gcc $CFLAGS -DRELEASE_STAGING=0 -o $OUT/before/blockcopy workload/blockcopy.c
gcc $CFLAGS -DRELEASE_STAGING=1 -o $OUT/after/blockcopy  workload/blockcopy.c
gcc --version | head -1; perf --version; uname -r
rm -f before/* after/*
for i in 1; do
  for side in before after; do
    echo "== $side run-$i: perf record -F 999 -g -o $OUT/$side-$i.data -- $OUT/$side/blockcopy $FRAMES"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$OUT/$side-$i.data" -- "$OUT/$side/blockcopy" $FRAMES
    perf script -i "$OUT/$side-$i.data" > "$side/run-$i.perf.txt"
    gzip -9nf "$side/run-$i.perf.txt"
  done
done
ls -l before after
python3 measure.py
