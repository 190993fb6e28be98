#!/bin/bash
# Builds both variants and captures 3 interleaved perf runs per side (frame-pointer call graphs).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38e/perf-fp; mkdir -p "$W"; cd "$W"
CFLAGS="-O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -DFLUSH_EVERY=64 -o stats-before "$CASE/workload/stats.c"
gcc $CFLAGS -DFLUSH_EVERY=8  -o stats-after  "$CASE/workload/stats.c"
rm -f "$CASE"/before/* "$CASE"/after/*
BATCHES=200
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o perf-$side-$i.data ./stats-$side $BATCHES
    perf script -i perf-$side-$i.data > "$CASE/$side/run-$i.perf.txt"
    gzip -9 -f "$CASE/$side/run-$i.perf.txt"
    rm -f perf-$side-$i.data
  done
done
python3 "$CASE/measure.py"
