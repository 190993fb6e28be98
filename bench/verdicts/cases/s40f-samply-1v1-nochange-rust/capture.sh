#!/usr/bin/env bash
# Control: identical Rust program and work; only the RNG seed differs (before: 1, after: 2).
# samply record (perf_event based, 1000 Hz default), symbols saved in a .syms.json sidecar.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s40f/c3-build
mkdir -p "$W" "$HERE/before" "$HERE/after"
rustc --version; samply --version
(cd "$HERE/workload" && RUSTFLAGS="-C force-frame-pointers=yes" cargo build --release --offline --target-dir "$W/target")
BIN="$W/target/release/seeded_kmeans"
declare -A SEED=([before]=1 [after]=2)
for side in before after; do
  echo "== $side (seed ${SEED[$side]}): $(date -u +%FT%TZ)"
  flock /tmp/flamediff-capture.lock \
    samply record --save-only --unstable-presymbolicate --rate 1000 \
      -o "$HERE/$side/run-1.json" -- "$BIN" "${SEED[$side]}"
  f="$HERE/$side/run-1.json"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
rm -rf "$HERE/workload/target"
ls -l "$HERE/before" "$HERE/after"
