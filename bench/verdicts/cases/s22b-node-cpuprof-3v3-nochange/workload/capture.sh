#!/usr/bin/env bash
# No change: the same workload/pipeline.js 3 runs a side, interleaved b1 a1 b2 a2 b3 a3.
# node --cpu-prof (1 ms interval), 50 batches.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); T=/tmp/s22b-node-nochange
: > "$W/capture.log"; node --version >> "$W/capture.log"; sha256sum "$W/pipeline.js" >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    rm -rf "$T"; mkdir -p "$T"
    s=$(date +%s.%N)
    node --cpu-prof --cpu-prof-dir="$T" "$W/pipeline.js" 50 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    mv "$T"/*.cpuprofile "$C/$v/run-$i.cpuprofile"
  done
done
rm -rf "$T"
