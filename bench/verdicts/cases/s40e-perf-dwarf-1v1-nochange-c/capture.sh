#!/usr/bin/env bash
# Rerunnable capture for s40e-perf-dwarf-1v1-nochange-c (control: same binary, same work, other seed).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/s40e/build-ledger}"
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
echo "gcc: $(gcc --version | head -1)"
echo "perf: $(perf --version)"
gcc -O2 -g -o "$BUILD/ledger" "$HERE/workload/ledger.c"
for side in before after; do
  seed=1; [ "$side" = after ] && seed=2
  echo "== $side run 1 (seed=$seed)"
  flock "$LOCK" perf record -F 999 --call-graph dwarf -o "$BUILD/perf-$side.data" -- \
    "$BUILD/ledger" --seed "$seed" --n 1000000 --rounds 10
  perf script -i "$BUILD/perf-$side.data" > "$HERE/$side/run-1.perf.txt" 2> "$BUILD/script-$side.err" || true
  echo "   perf script lines: $(wc -l < "$HERE/$side/run-1.perf.txt"), stderr lines: $(wc -l < "$BUILD/script-$side.err")"
  gzip -f "$HERE/$side/run-1.perf.txt"
  rm -f "$BUILD/perf-$side.data"
done
echo "done"
