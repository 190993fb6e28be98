#!/usr/bin/env bash
# 5 runs a side, interleaved b1 a1 ... b5 a5. The variant is copied to workload/search.py
# (same path both sides) before each run. py-spy 0.4.3, speedscope, 200 Hz, fixed work (6 rounds).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"
for i in 1 2 3 4 5; do
  for v in before after; do
    cp "$W/$v/search.py" "$W/search.py"
    s=$(date +%s.%N)
    py-spy record -r 200 --format speedscope -o "$C/$v/run-$i.speedscope.json" -- python3 "$W/search.py" 6 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
rm -f "$W/search.py"
