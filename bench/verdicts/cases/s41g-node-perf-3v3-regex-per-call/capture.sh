#!/bin/bash
# Node 20 under perf: --perf-basic-prof (JIT symbol map) + perf record -g (frame pointers).
# 3 runs a side, interleaved, same seed per pair. --no-turbo-inlining on BOTH sides so that
# extractPairs/scorePairs stay separate frames instead of being inlined into main.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41g/node-regex; mkdir -p "$S"
cd "$S"   # node --perf-basic-prof also leaves isolate-*-v8.log files in the cwd
node --version; perf --version
rm -f "$C"/before/run-* "$C"/after/run-*
for run in 1 2 3; do
  for side in before after; do
    seed=$((run * 1000 + 1))
    echo "== $side run-$run seed=$seed $(date +%T)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$S/perf.data" -- \
      node --perf-basic-prof --no-turbo-inlining "$C/workload/logscan.js" "$side" "$seed" 30
    perf script -i "$S/perf.data" > "$C/$side/run-$run.perf.txt"
    pid=$(awk 'NF && $1 == "node" {print $2; exit}' "$C/$side/run-$run.perf.txt")
    rm -f "$S/perf.data" "/tmp/perf-$pid.map"
    gzip -f "$C/$side/run-$run.perf.txt"
  done
done
python3 "$C/measure.py"
