#!/bin/bash
# Case s33c-pyspy-speedscope-1v1-sort-topk: py-spy 0.4.3, speedscope output, 250 Hz, one 8 s run per side.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
export RUN_S=8
for side in before after; do
  echo "== $side run-1 $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
  flock /tmp/flamediff-capture.lock \
    py-spy record -r 250 -f speedscope -o "$side/run-1.speedscope.json" -- python3 "workload/$side.py"
done
