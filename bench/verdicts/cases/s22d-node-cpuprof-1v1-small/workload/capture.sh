#!/usr/bin/env bash
# 1 run a side, before then after. The variant is copied to workload/app.js (same path for both
# sides). node --cpu-prof (default 1 ms interval), 20 rounds of 60000 rows.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); T=/tmp/s22d-node-small
: > "$W/capture.log"; node --version >> "$W/capture.log"
for v in before after; do
  cp "$W/$v/app.js" "$W/app.js"; rm -rf "$T"; mkdir -p "$T"
  echo "loadavg before $v: $(cat /proc/loadavg)" >> "$W/capture.log"
  s=$(date +%s.%N)
  node --cpu-prof --cpu-prof-dir="$T" "$W/app.js" 20 >> "$W/capture.log" 2>&1
  echo "$v run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  mv "$T"/*.cpuprofile "$C/$v/run-1.cpuprofile"
done
rm -f "$W/app.js"; rm -rf "$T"
