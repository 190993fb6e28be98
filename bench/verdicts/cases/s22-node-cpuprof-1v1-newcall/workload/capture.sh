#!/usr/bin/env bash
# 1 run a side, before then after. Same server.js, VARIANT env selects the variant.
# node --cpu-prof (default 1000 us interval), fixed work (N requests).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
N=${N:-100000}
T=$(mktemp -d); : > "$W/capture.log"
for v in before after; do
  mkdir -p "$C/$v" "$T/$v"
  s=$(date +%s.%N)
  VARIANT=$v node --cpu-prof --cpu-prof-dir="$T/$v" "$W/server.js" "$N" >> "$W/capture.log" 2>&1
  echo "$v run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  mv "$T/$v"/*.cpuprofile "$C/$v/run-1.cpuprofile"
done
rm -rf "$T"
