#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. The variant is copied to workload/app.js
# (same path, so only line numbers differ in callFrames). node --cpu-prof (1 ms interval), 60 rounds.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); T=/tmp/s22b-node-edited
: > "$W/capture.log"; node --version >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    cp "$W/$v/app.js" "$W/app.js"; rm -rf "$T"; mkdir -p "$T"
    s=$(date +%s.%N)
    node --cpu-prof --cpu-prof-dir="$T" "$W/app.js" 60 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    mv "$T"/*.cpuprofile "$C/$v/run-$i.cpuprofile"
  done
done
rm -f "$W/app.js"; rm -rf "$T"
