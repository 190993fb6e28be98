#!/bin/bash
# Case s31a-perf-dwarf-3v3-validate-per-field: perf --call-graph dwarf, 3 runs a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s31a/validate-per-field
mkdir -p "$W" "$CASE/before" "$CASE/after"
for v in before after; do
  g++ -O2 -g -o "$W/ingest-$v" "$CASE/workload/$v/ingest.cpp"
done
for run in 1 2 3; do
  for v in before after; do
    echo "== $v run-$run $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf -o "$W/$v-$run.data" -- "$W/ingest-$v" 40
    perf script -i "$W/$v-$run.data" > "$CASE/$v/run-$run.perf.txt"
    sz=$(stat -c %s "$CASE/$v/run-$run.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -f "$CASE/$v/run-$run.perf.txt"; fi
  done
done
ls -la "$CASE/before" "$CASE/after"
