#!/bin/bash
# Capture s26d-perfrust-dwarf-3v3-control: one Rust release binary (debug = true), identical on
# both sides, perf record --call-graph dwarf -F 499, 3 runs a side interleaved b1 a1 b2 a2 b3 a3,
# each run under the capture lock, same binary path for every run.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-rust.XXXXXX)
trap 'rm -rf "$T"' EXIT
rustc --version
cargo --version
perf --version
CARGO_TARGET_DIR="$T/target" cargo build --release --offline --manifest-path workload/Cargo.toml 2>&1 | tail -1
cp "$T/target/release/logcrunch" "$T/logcrunch"
sha256sum "$T/logcrunch"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      perf record -q --call-graph dwarf -F 499 -o "$T/perf.data" "$T/logcrunch" 100000 25
    perf script -i "$T/perf.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
ls -la before after
echo "== per-function shares (workload/perf_table.py --top 25)"
python3 workload/perf_table.py --top 25 before/run-* -- after/run-*
