#!/bin/bash
# Capture for s35b-pyspy-speedscope-gil-1v1-metrics-thread.
# py-spy 0.4.3, --gil --threads --format speedscope (default 100 Hz), one run per side (before, then after).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
python3 --version; py-spy --version
for side in before after; do
  out="$CASE/$side/run-1.speedscope.json"
  echo "== $side run 1  $(date -u +%H:%M:%S)"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "py-spy+python: wall %e s, user %U s, sys %S s" \
    py-spy record --gil --threads --format speedscope -o "$out" -- python3 "$CASE/workload/$side/logstats.py"
  echo "size: $(stat -c %s "$out") bytes"
done
