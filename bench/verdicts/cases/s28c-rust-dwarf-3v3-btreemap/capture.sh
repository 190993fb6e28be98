#!/bin/bash
# Case s28c-rust-dwarf-3v3-btreemap: Rust release build with debuginfo, perf record --call-graph dwarf at 499 Hz,
# 3 runs per side, interleaved; perf script output gzipped.
set -e
C=$(cd "$(dirname "$0")" && pwd)
T=/tmp/s28c
rustc --version; perf --version
for v in before after; do
  (cd $C/workload/$v && CARGO_TARGET_DIR=$T/rust-$v cargo build --release --offline)
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    flock /tmp/flamediff-capture.lock \
      perf record -F 499 --call-graph dwarf -o $T/rust-$v-$i.data -- $T/rust-$v/release/joiner 8
    perf script -i $T/rust-$v-$i.data > $C/$v/run-$i.perf.txt 2>/dev/null
    gzip -f -9 $C/$v/run-$i.perf.txt
  done
done
