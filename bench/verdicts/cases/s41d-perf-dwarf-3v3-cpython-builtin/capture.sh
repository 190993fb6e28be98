#!/bin/bash
# Captures 3 before + 3 after perf --call-graph dwarf profiles of CPython 3.11.7 (pyenv build, with debug info).
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
T=/tmp/s41d/case1; mkdir -p "$T" "$C/before" "$C/after"
N=20000; REPS=30
for side in before after; do
  for i in 1 2 3; do
    seed=$((100 + i))
    echo "== $side run $i seed=$seed $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 499 --call-graph dwarf -o "$T/perf.data" -- \
      "$PY" "$C/workload/tally.py" "$side" "$seed" "$N" "$REPS"
    perf script -i "$T/perf.data" > "$C/$side/run-$i.perf.txt"
    rm -f "$T/perf.data"
    echo "   samples: $(grep -c 'cpu-clock\|cycles' "$C/$side/run-$i.perf.txt" || true)  size: $(stat -c %s "$C/$side/run-$i.perf.txt")"
    gzip -f "$C/$side/run-$i.perf.txt"
  done
done
