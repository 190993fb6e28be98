#!/usr/bin/env bash
# Regression case: perf --call-graph dwarf; "after" gives mix_values 12 rounds instead of 10 (+20% of its loop iterations).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s39e/s39e-perf-dwarf-3v3-small-plus20
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
gcc --version | head -1
perf --version
gcc -O2 -g -o "$BUILD/work" "$HERE/workload/work.c"
BEFORE_ARGS="10000 10 12345"   # iterations, mix rounds, seed
AFTER_ARGS="10000 12 12345"    # only mix_values rounds change: 10 -> 12
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then ARGS=$BEFORE_ARGS; else ARGS=$AFTER_ARGS; fi
    echo "== $side run-$i: $BUILD/work $ARGS"
    flock "$LOCK" perf record -F 999 --call-graph dwarf -o "$BUILD/perf.data" -- "$BUILD/work" $ARGS
    perf script -i "$BUILD/perf.data" > "$HERE/$side/run-$i.perf.txt"
    rm -f "$BUILD/perf.data"
  done
done
for f in "$HERE"/before/run-*.perf.txt "$HERE"/after/run-*.perf.txt; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
