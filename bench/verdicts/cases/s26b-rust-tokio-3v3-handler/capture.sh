#!/usr/bin/env bash
# s26b-rust-tokio-3v3-handler: build both variants (release + debug symbols + frame pointers),
# capture 3 runs a side interleaved (b1 a1 b2 a2 b3 a3) with perf record -g -F 999, measure shares.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
B=/tmp/s26b-rust
N=200000
export RUSTFLAGS="-C force-frame-pointers=yes"
mkdir -p "$B"
(cd "$CASE/workload" && CARGO_TARGET_DIR="$B/target-before" cargo build --release)
(cd "$CASE/workload" && CARGO_TARGET_DIR="$B/target-after"  cargo build --release --features heavy_compute)
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      perf record -q -g -F 999 -o "$B/$side-$i.data" -- "$B/target-$side/release/reqsvc" $N
    perf script -i "$B/$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$B/$side-$i.data"
    if [ "$(stat -c %s "$CASE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$CASE/$side/run-$i.perf.txt"; fi
  done
done
ls -la "$CASE/before" "$CASE/after"
echo "== culprit share (samples whose stack has a frame matching ^reqsvc::compute\\b), with top inclusive shares"
python3 "$CASE/workload/share.py" '^reqsvc::compute\b' --top 40 "$CASE"/before/run-* "$CASE"/after/run-* | cut -c1-140 | tee "$CASE/workload/shares.txt"
rm -rf "$B"
