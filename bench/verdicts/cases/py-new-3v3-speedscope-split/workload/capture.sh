#!/bin/bash
# Interleaved capture: before-1, after-1, ..., before-3, after-3.
# Same run path (workload/shipper.py) for both sides: the variant is copied there before each run.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
RUNS=3
: > "$W/capture.log"
for i in $(seq 1 $RUNS); do
  for v in before after; do
    cp "$W/$v/shipper.py" "$W/shipper.py"
    start=$(date +%s.%N)
    py-spy record -r 200 --format speedscope -o "$C/$v/run-$i.speedscope.json" -- python3 "$W/shipper.py" 400000 >>"$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $start" | bc)s" >> "$W/capture.log"
  done
done
rm -f "$W/shipper.py"
