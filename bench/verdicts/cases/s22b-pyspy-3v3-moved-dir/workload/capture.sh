#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. Before and after are run from different absolute
# directories (workload/before/app/main.py vs workload/after/app/main.py). py-spy speedscope, 200 Hz.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
: > "$W/capture.log"; py-spy --version >> "$W/capture.log"; python3 --version >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    s=$(date +%s.%N)
    py-spy record -r 200 --format speedscope -o "$C/$v/run-$i.speedscope.json" -- python3 "$W/$v/app/main.py" 80 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s cmd=python3 $W/$v/app/main.py 80" >> "$W/capture.log"
  done
done
find "$W" -name __pycache__ -type d -exec rm -rf {} +
