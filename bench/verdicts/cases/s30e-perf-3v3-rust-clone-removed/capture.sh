#!/bin/bash
# Case s30e-perf-3v3-rust-clone-removed: perf -g (frame pointers), Rust release+debuginfo,
# 3 runs before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30e-rust-build; mkdir -p $B
rustc --version; cargo --version; perf --version
export RUSTFLAGS="-C force-frame-pointers=yes"
export CARGO_TARGET_DIR=$B/target
(cd workload && cargo build --release --quiet && cp $B/target/release/ranker $B/ranker_before)
(cd workload && cargo build --release --quiet --features no_clone && cp $B/target/release/ranker $B/ranker_after)
ROUNDS=350
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side-$i.data $B/ranker_$side $ROUNDS
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt 2>/dev/null
    sz=$(stat -c %s $side/run-$i.perf.txt)
    if [ "$sz" -gt 2000000 ]; then gzip -9 -f $side/run-$i.perf.txt; fi
  done
done
ls -l before after
