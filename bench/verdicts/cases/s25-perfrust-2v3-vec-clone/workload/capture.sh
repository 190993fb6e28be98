#!/bin/bash
# Capture for s25-perfrust-2v3-vec-clone. Order b1 a1 b2 a2 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25/rs-cap; mkdir -p $B
rustc --version; cargo --version; perf --version
export RUSTFLAGS="-C force-frame-pointers=yes"
cd "$W"
cargo build --release -q --target-dir $B/t-before
cargo build --release -q --features clone --target-dir $B/t-after
for run in before:1 after:1 before:2 after:2 after:3; do
  side=${run%:*}; i=${run#*:}
  t0=$(date +%s.%N)
  out=$(perf record -q -g -F 999 -o $B/perf.data -- $B/t-$side/release/doctagger 30)
  t1=$(date +%s.%N)
  perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
  echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
echo done
