#!/bin/bash
# Interleaved capture: before-1, after-1. Same run path (workload/report.py) for both sides:
# the variant source is copied there before each run.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
RUNS=1
: > "$W/capture.log"
for i in $(seq 1 $RUNS); do
  for v in before after; do
    cp "$W/$v/report.py" "$W/report.py"
    start=$(date +%s.%N)
    py-spy record -r 100 --format raw -o "$C/$v/run-$i.raw.txt" -- python3 "$W/report.py" 90000 3 >/dev/null 2>>"$W/capture.log"
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $start" | bc)s" >> "$W/capture.log"
  done
done
rm -f "$W/report.py"
