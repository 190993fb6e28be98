#!/bin/bash
# Capture for s23e-rust-3v3-dwarf-nochange (control: one binary for both sides). Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23e-rust; mkdir -p $B
rustc --version; cargo --version; perf --version
cargo build --release --offline --manifest-path "$W/Cargo.toml" --target-dir $B/target 2>&1 | tail -1
BIN=$B/target/release/routeplan
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q --call-graph dwarf -F 499 -o $B/perf.data -- $BIN 50)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
