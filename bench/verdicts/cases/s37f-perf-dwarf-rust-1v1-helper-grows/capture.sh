#!/usr/bin/env bash
# Rerunnable capture for s37f-perf-dwarf-rust-1v1-helper-grows.
# Release build with debug info (profile.release.debug = true), two variants
# (default = before, --features double_mix = after), one perf run per side
# with DWARF call graphs, then plain `perf script`.
set -euo pipefail
cd "$(dirname "$0")"
BLOCKS=${BLOCKS:-160000}
BUILD=${BUILD:-/tmp/s37f-rust}
rustc --version
cargo --version
(cd workload && cargo build --release --quiet --target-dir "$BUILD-before")
(cd workload && cargo build --release --quiet --features double_mix --target-dir "$BUILD-after")
perf --version
rm -f before/* after/*
for side in before after; do
  echo "== $side run 1"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 --call-graph dwarf -o "$BUILD-$side.data" -- "$BUILD-$side/release/blockscan" "$BLOCKS"
  perf script -i "$BUILD-$side.data" > "$side/run-1.perf.txt"
  echo "$side: $(grep -c 'cpu-clock' "$side/run-1.perf.txt") samples"
  gzip -9n "$side/run-1.perf.txt"
done
ls -l before after
