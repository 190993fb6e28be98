#!/bin/bash
# Builds the before/after telemetry binaries (same source, cargo feature
# slow-f64 for "after") and captures 3 interleaved perf runs per side
# (b1 a1 b2 a2 b3 a3), each under the shared capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=$CASE/workload
ITERS=${ITERS:-400}
mkdir -p "$W/build/before" "$W/build/after" "$CASE/before" "$CASE/after"
# frame pointers for perf -g; v0 mangling so that perf prints the
# monomorphized instances as telemetry::encode_column::<f64> etc.
export RUSTFLAGS="-C force-frame-pointers=yes -C symbol-mangling-version=v0"
( cd "$W/enc" && cargo build --release --offline --target-dir "$W/build/target-before" )
( cd "$W/enc" && cargo build --release --offline --features slow-f64 --target-dir "$W/build/target-after" )
cp "$W/build/target-before/release/telemetry" "$W/build/before/telemetry"
cp "$W/build/target-after/release/telemetry"  "$W/build/after/telemetry"
echo "rustc: $(rustc --version)"
echo "perf: $(perf --version)"
echo "instances in the before binary:"
nm -C "$W/build/before/telemetry" | grep 'encode_column' || true
echo "(wall times below include waiting for the shared capture lock)"
for i in 1 2 3; do
  for side in before after; do
    data=$(mktemp /tmp/s27d-rust-XXXXXX.data)
    echo "== $side run-$i"
    /usr/bin/time -f "wall %e s, user %U s" \
      flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$data" "$W/build/$side/telemetry" "$ITERS" 2>&1
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$data"
    ls -l "$CASE/$side/run-$i.perf.txt"
  done
done
echo "== shares (workload/share.py)"
python3 "$W/share.py" '^telemetry::encode_column::<f64\b,^telemetry::encode_column::<u32\b,^telemetry::encode_column::<i64\b,^telemetry::encode_column::<u16\b,^telemetry::frame_checksum\b,^core::fmt::float::float_to_decimal_common_exact\b,^round\b,^__memmove' \
  "$CASE"/before/run-*.perf.txt "$CASE"/after/run-*.perf.txt | tee "$W/shares.tsv"
