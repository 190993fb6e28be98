#!/bin/bash
# samply, Rust, 3 runs a side interleaved. after = built with --cfg after (smooth_window: 6 passes instead of 5).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s40k/c4cap; mkdir -p $W/before $W/after
LOCK=/tmp/flamediff-capture.lock
ROUNDS=8000
RF="-C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes"
rustc --version; samply --version
rustc $RF -o $W/before/pipeline $CASE/workload/pipeline.rs
rustc $RF --cfg after -o $W/after/pipeline $CASE/workload/pipeline.rs
rm -f $CASE/before/* $CASE/after/*
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    flock $LOCK samply record --save-only --unstable-presymbolicate -r 1000 \
      -o $CASE/$v/run-$i.json -- $W/$v/pipeline $ROUNDS 2>&1
    sz=$(stat -c %s $CASE/$v/run-$i.json)
    if [ $sz -gt 200000 ]; then gzip -9 $CASE/$v/run-$i.json; fi
  done
done
ls -l $CASE/before $CASE/after
