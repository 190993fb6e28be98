#!/bin/bash
# Capture for s35e-perf-dwarf-1v1-rust-clone: one perf run per side
# (before, then after), DWARF call graphs, each run holding the shared lock.
# Both sides are built from the same source directory and run from the same
# binary path (as if rebuilt in place); perf script runs right after each
# record, while that side's binary is still in place.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s35e/c4/build
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$WORK/before" "$WORK/after" "$WORK/run" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
rustc --version; cargo --version
for side in before after; do
  rm -rf "$WORK/src/src" && mkdir -p "$WORK/src/src"
  cp "$CASE/workload/$side/Cargo.toml" "$WORK/src/"
  cp "$CASE/workload/$side/src/main.rs" "$WORK/src/src/"
  (cd "$WORK/src" && cargo build --release --offline --target-dir "$WORK/target" 2>&1 | tail -1)
  cp "$WORK/target/release/tagger" "$WORK/$side/tagger"
done
for side in before after; do
  echo "== $side run 1"
  cp "$WORK/$side/tagger" "$WORK/run/tagger"
  data="$WORK/$side-1.perf.data"
  flock "$LOCK" /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
    perf record --call-graph dwarf -F 499 -o "$data" -- "$WORK/run/tagger"
  perf script -i "$data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  echo "samples: $(grep -cE '^[^[:space:]]' "$CASE/$side/run-1.perf.txt")"
  sz=$(stat -c %s "$CASE/$side/run-1.perf.txt")
  if [ "$sz" -gt 1048576 ]; then gzip -9 -f "$CASE/$side/run-1.perf.txt"; fi
done
ls -l "$CASE/before" "$CASE/after"
