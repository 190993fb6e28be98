#!/bin/bash
# No-change case: both sides run the identical program (workload/app.js, the "before"
# program of node-new-3v3-perf). Order: before-1, after-1 (each run 3000 ms of processing).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
RUNS=${RUNS:-1}
TMP=$(mktemp -d)
: > "$W/capture.log"
for i in $(seq 1 $RUNS); do
  for v in before after; do
    start=$(date +%s.%N)
    perf record -F 499 -g -o "$TMP/perf.data" -- node --perf-basic-prof "$W/app.js" 3000 >>"$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $start" | bc)s" >> "$W/capture.log"
    out="$C/$v/run-$i.perf.txt"
    perf script -i "$TMP/perf.data" > "$out" 2>>"$W/capture.log"
    pid=$( (perf script -i "$TMP/perf.data" -F pid 2>/dev/null || true) | awk "NR==1{print \$1}")
    rm -f "/tmp/perf-$pid.map" "$TMP/perf.data"
    rm -f "$out.gz"
    if [ "$(stat -c %s "$out")" -gt 1048576 ]; then gzip -9 "$out"; fi
  done
done
rm -rf "$TMP"
