#!/usr/bin/env bash
# No change: the same script (workload/indexer.py) 10 runs a side, interleaved b1 a1 ... b10 a10.
# py-spy raw with --threads (first frame 'thread (tid): name'), 200 Hz, 18000 documents.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"; py-spy --version >> "$W/capture.log"; sha256sum "$W/indexer.py" >> "$W/capture.log"
for i in $(seq 1 10); do
  for v in before after; do
    s=$(date +%s.%N)
    py-spy record -r 200 --threads --format raw -o "$C/$v/run-$i.raw.txt" -- python3 "$W/indexer.py" 18000 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
