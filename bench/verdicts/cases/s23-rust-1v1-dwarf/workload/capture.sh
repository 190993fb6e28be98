#!/bin/sh
# s23-rust-1v1-dwarf: build both variants (same binary name), capture b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23-rust; mkdir -p $B/before $B/after
cd "$W"
cargo build --release -q --target-dir $B/target && cp $B/target/release/ordermatch $B/before/ordermatch
cargo build --release -q --features linear --target-dir $B/target && cp $B/target/release/ordermatch $B/after/ordermatch
for side in before after; do
  s=$(date +%s.%N)
  perf record -q -F 499 --call-graph dwarf -o $B/perf.data -- $B/$side/ordermatch 140
  e=$(date +%s.%N)
  perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-1.perf.txt.gz"
  echo "$side run-1 wall $(echo "$e - $s" | bc) s"
done
