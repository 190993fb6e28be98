#!/usr/bin/env bash
# 1 run a side, before then after. The variant is copied to workload/sim.py (same path both sides).
# py-spy 0.4.3 record -r 200 --threads --format raw, fixed work (300 steps).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"
for v in before after; do
  cp "$W/$v/sim.py" "$W/sim.py"
  s=$(date +%s.%N)
  py-spy record -r 200 --threads --format raw -o "$C/$v/run-1.raw.txt" -- python3 "$W/sim.py" 300 >> "$W/capture.log" 2>&1
  echo "$v run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
done
rm -f "$W/sim.py"
