#!/usr/bin/env bash
# Control: identical program on both sides. One py-spy raw profile per side
# (before-1, after-1), holding the shared lock per run.
set -euo pipefail
cd "$(dirname "$0")"
PY=/root/.pyenv/versions/3.11.7/bin/python3   # real interpreter, not the pyenv shim
cmp workload/before/log_consumers.py workload/after/log_consumers.py && echo "workload sides identical"
mkdir -p before after
for run in 1; do
  for side in before after; do
    echo "== $side run-$run  $(date -u +%H:%M:%S)"
    # time is measured inside the lock (excludes waiting for other helpers)
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall_s=%e user_s=%U sys_s=%S" \
      py-spy record --format raw --threads -r 100 -o "$side/run-$run.raw.txt" -- \
      "$PY" "workload/$side/log_consumers.py" 2>&1
    echo "stacks=$(wc -l < "$side/run-$run.raw.txt") samples=$(awk '{s+=$NF} END {print s}' "$side/run-$run.raw.txt")"
  done
done
