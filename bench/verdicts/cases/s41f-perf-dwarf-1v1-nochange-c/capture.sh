#!/bin/bash
# Rerunnable capture for s41f-perf-dwarf-1v1-nochange-c (control: same binary, same work, other seed).
set -euo pipefail
cd "$(dirname "$0")"
SCRATCH=/tmp/s41f/perfdwarf; mkdir -p $SCRATCH
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -o $SCRATCH/blocks workload/blocks.c
rm -f before/* after/*
for side in before after; do
  seed=101; [ $side = after ] && seed=202
  echo "== $side run-1 seed=$seed $(date -Is)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g --call-graph dwarf,16384 -o $SCRATCH/$side.perf.data -- $SCRATCH/blocks $seed
  perf script -i $SCRATCH/$side.perf.data > $side/run-1.perf.txt
  rm -f $SCRATCH/$side.perf.data
done
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l before after
