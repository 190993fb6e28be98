#!/bin/bash
# No-change case: both sides run the identical program (workload/ingest.py, the
# "before" program of py-new-3v3-threads-raw). Interleaved: before-1, after-1, ..., after-3.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
RUNS=3
: > "$W/capture.log"
for i in $(seq 1 $RUNS); do
  for v in before after; do
    start=$(date +%s.%N)
    py-spy record -r 100 --threads --format raw -o "$C/$v/run-$i.raw.txt" -- python3 "$W/ingest.py" 50 >>"$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $start" | bc)s" >> "$W/capture.log"
  done
done
