#!/bin/bash
# Case s31d-perf-3v3-rust-sort-lowercase-cmp: Rust release (+debuginfo) with frame pointers,
# perf record -F 999 -g (fp), 3 before / 3 after runs, interleaved, each under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
rustc --version; cargo --version; perf --version
export RUSTFLAGS="-C force-frame-pointers=yes"
for v in before after; do
  (cd workload/$v && CARGO_TARGET_DIR=/tmp/s31d-rust-$v cargo build --release 2>&1 | tail -1)
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i: $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o /tmp/s31d-rust-$v-$i.data -- \
        /usr/bin/time -f "wall=%es user=%Us sys=%Ss" /tmp/s31d-rust-$v/release/namesort 4 400000
    perf script -i /tmp/s31d-rust-$v-$i.data > $v/run-$i.perf.txt
    if [ $(stat -c %s $v/run-$i.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-$i.perf.txt; fi
    rm -f /tmp/s31d-rust-$v-$i.data
  done
done
ls -l before after
