#!/bin/bash
# No-change case: both sides run the identical program (workload/shipper.py, the
# "before" program of py-new-3v3-speedscope-split). Order: before-1, after-1.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
RUNS=1
: > "$W/capture.log"
for i in $(seq 1 $RUNS); do
  for v in before after; do
    start=$(date +%s.%N)
    py-spy record -r 200 --format speedscope -o "$C/$v/run-$i.speedscope.json" -- python3 "$W/shipper.py" 400000 >>"$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $start" | bc)s" >> "$W/capture.log"
  done
done
