#!/bin/bash
# One run per side: perf record -g (frame pointers) of node --perf-basic-prof.
# --no-turbo-inlining: without it TurboFan inlined encodeRecord/validateUser/summarizeOrder
# into main in the before run (frames invisible), see README (attempt 1).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38e/node-perf; mkdir -p "$W"; cd "$W"   # scratch dir: node may drop isolate-*.log here
rm -f "$CASE"/before/* "$CASE"/after/*
node --version; perf --version
for side in before after; do
  echo "== $side run-1 $(date +%T)"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o perf-$side.data \
    node --perf-basic-prof --interpreted-frames-native-stack --no-turbo-inlining "$CASE/workload/app.cjs" $side 200000
  perf script -i perf-$side.data > "$CASE/$side/run-1.perf.txt"   # uses /tmp/perf-<pid>.map
  gzip -9 -f "$CASE/$side/run-1.perf.txt"
  rm -f perf-$side.data
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
