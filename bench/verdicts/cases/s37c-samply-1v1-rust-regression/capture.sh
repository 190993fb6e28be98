#!/usr/bin/env bash
# Builds the before/after variants of logcrunch (release + debuginfo + frame pointers)
# and records one samply profile per side (before first, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD=/tmp/s37c-rust-build
BATCHES=6000
samply --version
rustc --version
cd "$HERE/workload"
RUSTFLAGS="-C force-frame-pointers=yes" cargo build --release --target-dir "$BUILD/before"
RUSTFLAGS="-C force-frame-pointers=yes" cargo build --release --features after --target-dir "$BUILD/after"
rm -f "$HERE"/before/* "$HERE"/after/*
cd /tmp
for side in before after; do
  echo "== $side run-1"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    flock /tmp/flamediff-capture.lock \
    samply record --save-only --unstable-presymbolicate -o "$HERE/$side/run-1.json.gz" -- \
      "$BUILD/$side/release/logcrunch" "$BATCHES"
done
ls -la "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
