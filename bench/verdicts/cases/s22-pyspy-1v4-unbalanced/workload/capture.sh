#!/usr/bin/env bash
# 1 run before, 4 runs after; order a1 b1 a2 a3 a4. The variant is copied to workload/etl.py
# (same path both sides). py-spy raw (no --threads), 200 Hz, fixed work (12 rounds).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"
for spec in after:1 before:1 after:2 after:3 after:4; do
  v=${spec%:*}; i=${spec#*:}
  cp "$W/$v/etl.py" "$W/etl.py"
  s=$(date +%s.%N)
  py-spy record -r 200 --format raw -o "$C/$v/run-$i.raw.txt" -- python3 "$W/etl.py" 12 >> "$W/capture.log" 2>&1
  echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
done
rm -f "$W/etl.py"
