#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. The variant is copied to workload/service.py
# (same path for both sides). py-spy speedscope, 200 Hz, 25 rounds.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"; py-spy --version >> "$W/capture.log"; python3 --version >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    cp "$W/$v/service.py" "$W/service.py"
    s=$(date +%s.%N)
    py-spy record -r 200 --format speedscope -o "$C/$v/run-$i.speedscope.json" -- python3 "$W/service.py" 25 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
rm -f "$W/service.py"; find "$W" -name __pycache__ -type d -exec rm -rf {} +
