#!/bin/bash
# Reproduces the capture: builds before/after with frame pointers, 3 perf runs each, interleaved.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
for d in before after; do
  (cd "$W/$d" && RUSTFLAGS="-C force-frame-pointers=yes" cargo build --release --offline -q)
done
TMP=$(mktemp -d)
for n in 1 2 3; do
  for side in before after; do
    echo "== $side run $n"
    flock /tmp/flamediff-capture.lock perf record -g -F 997 -o "$TMP/$side-$n.data" -- "$W/$side/target/release/linefmt" 3500000 2>&1
    perf script -i "$TMP/$side-$n.data" > "$C/$side/run-$n.perf.txt" 2>/dev/null
    echo "samples: $(grep -c '^linefmt' "$C/$side/run-$n.perf.txt")"
  done
done
rm -rf "$TMP"
