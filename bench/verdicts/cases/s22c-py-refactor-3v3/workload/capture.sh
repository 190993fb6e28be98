#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. The variant package is copied to workload/inv/
# (same path for both sides, so only the moved function's file differs). py-spy raw, 200 Hz, 60 rounds.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"; py-spy --version >> "$W/capture.log"; python3 --version >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    rm -rf "$W/inv"; cp -r "$W/$v/inv" "$W/inv"
    s=$(date +%s.%N)
    py-spy record -r 200 --format raw -o "$C/$v/run-$i.raw.txt" -- python3 "$W/inv/main.py" 60 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
rm -rf "$W/inv"; find "$W" -name __pycache__ -type d -exec rm -rf {} +
