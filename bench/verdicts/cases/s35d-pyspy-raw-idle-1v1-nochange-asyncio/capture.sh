#!/bin/bash
# Control: before/ and after/ run identical copies of service.py; one run per side.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
for side in before after; do
  echo "=== $side run-1 $(date -u +%H:%M:%S)"
  cd "$CASE/workload/$side"
  start=$(date +%s.%N)
  flock /tmp/flamediff-capture.lock \
    py-spy record --idle --threads --rate 100 --format raw \
      -o "$CASE/$side/run-1.raw.txt" -- python3 service.py 6000 2>&1
  end=$(date +%s.%N)
  echo "wall: $(echo "$end - $start" | bc) s"
  echo "stacks lines: $(wc -l < "$CASE/$side/run-1.raw.txt"), samples: $(awk '{s+=$NF} END {print s}' "$CASE/$side/run-1.raw.txt")"
  cd "$CASE"
done
