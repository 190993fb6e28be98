#!/bin/bash
# Capture: Rust (rustc -C opt-level=3 -g), perf record -F 999 --call-graph dwarf, 3 runs per side,
# interleaved b1, a1, b2, a2, b3, a3.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36d/rust
rm -rf "$W"; mkdir -p "$W/build" "$W/bin"
rustc --version; perf --version
for side in before after; do
  rustc -C opt-level=3 -g -o "$W/build/keyindex-$side" "$CASE/workload/$side/keyindex.rs"
done
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    # same binary path on both sides, so the dso name in perf script is identical
    cp "$W/build/keyindex-$side" "$W/bin/keyindex"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf -o "$W/$side-$i.data" -- "$W/bin/keyindex" 4000
    perf script -i "$W/$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2> "$W/$side-$i.script.err"
    gzip -9n "$CASE/$side/run-$i.perf.txt"
  done
done
ls -l "$CASE"/before "$CASE"/after
