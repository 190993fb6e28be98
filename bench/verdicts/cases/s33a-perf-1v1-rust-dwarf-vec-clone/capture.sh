#!/bin/bash
# perf record -F 499 --call-graph dwarf, Rust release build with debug = true, one run a side.
set -euo pipefail
cd "$(dirname "$0")"
rustc --version
BUILD=$(mktemp -d)
cargo build --release -q --manifest-path workload/Cargo.toml --target-dir $BUILD/t
cp $BUILD/t/release/tagfilter $BUILD/tagfilter_before
cargo build --release -q --manifest-path workload/Cargo.toml --target-dir $BUILD/t --features clone_allowed
cp $BUILD/t/release/tagfilter $BUILD/tagfilter_after
for side in before after; do
  echo "== $side run-1"
  /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
    perf record -F 499 --call-graph dwarf -o $BUILD/$side.data $BUILD/tagfilter_$side 800
  perf script -i $BUILD/$side.data > $side/run-1.perf.txt
  gzip -f -9 $side/run-1.perf.txt
done
rm -rf $BUILD
