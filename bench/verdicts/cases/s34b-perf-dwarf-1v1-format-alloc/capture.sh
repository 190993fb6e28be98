#!/usr/bin/env bash
# Builds rowdigest before/after (release + debuginfo) and records one perf profile per side
# with DWARF call graphs.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34b/rust
export PATH="$HOME/.cargo/bin:$PATH"
mkdir -p "$WORK"
echo "== $(date -u +%FT%TZ) capture s34b-perf-dwarf-1v1-format-alloc"
echo "rustc: $(rustc --version)"; echo "cargo: $(cargo --version)"; echo "perf: $(perf --version)"; echo "kernel: $(uname -r)"
(cd "$CASE/workload" && CARGO_TARGET_DIR="$WORK/target-before" cargo build --release -q)
(cd "$CASE/workload" && CARGO_TARGET_DIR="$WORK/target-after"  cargo build --release -q --features after)
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for side in before after; do
  echo "-- $side run 1"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "$side run-1: wall %e s, user %U s, sys %S s" \
    perf record -F 1000 --call-graph dwarf -o "$WORK/$side.data" "$WORK/target-$side/release/rowdigest" 120 2>&1
  perf script -i "$WORK/$side.data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  perf script -i "$WORK/$side.data" --header-only 2>/dev/null | grep -E '^# (event|cmdline)' | head -3
  ls -l "$CASE/$side/run-1.perf.txt" | awk '{print "   perf.txt size", $5}'
done
for f in "$CASE"/before/run-* "$CASE"/after/run-*; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 "$f"; echo "gzipped $f -> $(stat -c %s "$f.gz") bytes"; fi
done
