#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. The variant is copied to workload/weblog.py (same
# path for both sides, removed afterwards). py-spy speedscope, 200 Hz, 12 rounds of 20000 lines.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"; py-spy --version >> "$W/capture.log"; python3 --version >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    cp "$W/$v/weblog.py" "$W/weblog.py"
    echo "loadavg before $v run-$i: $(cat /proc/loadavg)" >> "$W/capture.log"
    s=$(date +%s.%N)
    py-spy record -r 200 --format speedscope -o "$C/$v/run-$i.speedscope.json" -- python3 "$W/weblog.py" 12 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
rm -f "$W/weblog.py"; rm -rf "$W/__pycache__"
