#!/bin/bash
# Build the Rust workload and capture 3 before / 3 after samply profiles (interleaved).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38b/samply; mkdir -p $W
rustc --version
samply --version
rustc -C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes -o $W/frames "$HERE/workload/frames.rs"
rm -f "$HERE"/before/* "$HERE"/after/*
for run in 1 2 3; do
  for side in before after; do
    echo "== $side run-$run: ./frames $side 9000"
    flock /tmp/flamediff-capture.lock samply record --save-only --unstable-presymbolicate \
      -o "$HERE/$side/run-$run.json" -- $W/frames $side 9000
  done
done
for f in "$HERE"/before/run-?.json "$HERE"/after/run-?.json; do
  if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; fi
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
