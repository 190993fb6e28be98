#!/bin/bash
# 3 before / 3 after perf captures with DWARF unwinding, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s33g-rust-build
for side in before after; do
  (cd "$CASE/workload/$side" && CARGO_TARGET_DIR="$BUILD/$side" cargo build --release -q)
done
rustc --version; perf --version
ROUNDS=20
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    data="$BUILD/$side-$i.data"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock \
      perf record -F 997 --call-graph dwarf -o "$data" "$BUILD/$side/release/kvparse" $ROUNDS | cut -c1-60
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    gzip -f -9 "$CASE/$side/run-$i.perf.txt"
    ls -l "$CASE/$side/run-$i.perf.txt.gz"
  done
done
