#!/bin/bash
# Case s30g-perfdwarf-nochange-1v1-rust-same-binary: perf --call-graph dwarf, Rust release (+debuginfo),
# the SAME binary run once for "before" and once for "after". No change.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30g/case5; mkdir -p $B before after
rustc --version; cargo --version
(cd workload && CARGO_TARGET_DIR=$B/target cargo build --release --offline)
BIN=$B/target/release/wordfreq
sha256sum $BIN
for v in before after; do
  echo "== $v run 1"
  flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf -o $B/$v-1.data -- $BIN 22
  perf script -i $B/$v-1.data > $v/run-1.perf.txt
  if [ $(stat -c %s $v/run-1.perf.txt) -gt 2000000 ]; then gzip -9f $v/run-1.perf.txt; fi
done
ls -l before after
