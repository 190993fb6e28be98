#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. Same app.js, VARIANT env selects the variant.
# node --cpu-prof (default 1000 us sampling interval), fixed work (80 rounds of 20000 lines).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
T=$(mktemp -d); : > "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    mkdir -p "$C/$v" "$T/$v$i"
    s=$(date +%s.%N)
    VARIANT=$v node --cpu-prof --cpu-prof-dir="$T/$v$i" "$W/app.js" 80 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    mv "$T/$v$i"/*.cpuprofile "$C/$v/run-$i.cpuprofile"
  done
done
rm -rf "$T"
