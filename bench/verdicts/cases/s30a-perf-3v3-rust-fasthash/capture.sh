#!/bin/bash
# Case s30a-perf-3v3-rust-fasthash: Rust release+debuginfo with frame pointers, perf -g, 3v3 interleaved.
set -euo pipefail
cd "$(dirname "$0")"
rustc --version; cargo --version
export RUSTFLAGS="-C force-frame-pointers=yes"
for v in before after; do
  (cd workload/$v && CARGO_TARGET_DIR=/tmp/s30a-rust-$v cargo build --release)
done
N=8000000
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i: $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o /tmp/s30a-rust-$v-$i.data -- \
        /usr/bin/time -f "wall=%es user=%Us sys=%Ss" /tmp/s30a-rust-$v/release/sessions $N
    perf script -i /tmp/s30a-rust-$v-$i.data > $v/run-$i.perf.txt
    if [ $(stat -c %s $v/run-$i.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-$i.perf.txt; fi
    rm -f /tmp/s30a-rust-$v-$i.data
  done
done
ls -l before after
