#!/usr/bin/env bash
# Control case: perf with frame-pointer call graphs, same binary + same input on both sides.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s39e/s39e-perf-fp-3v3-nochange-small
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
gcc --version | head -1
perf --version
gcc -O2 -g -fno-omit-frame-pointer -o "$BUILD/work" "$HERE/workload/work.c"
ARGS="10000 10 12345"    # iterations, mix rounds, seed: identical for both sides
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i: $BUILD/work $ARGS"
    flock "$LOCK" perf record -F 999 -g -o "$BUILD/perf.data" -- "$BUILD/work" $ARGS
    perf script -i "$BUILD/perf.data" > "$HERE/$side/run-$i.perf.txt"
    rm -f "$BUILD/perf.data"
  done
done
for f in "$HERE"/before/run-*.perf.txt "$HERE"/after/run-*.perf.txt; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
