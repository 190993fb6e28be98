#!/bin/bash
# Capture s26c-pyinstrument-1v1-new-helper: one run a side, pyinstrument 5.1.3 speedscope output
# (default processors, default 1 ms interval), order b1 a1, each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
N=80000
rm -f before/run-*.json after/run-*.json
for i in 1; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      pyinstrument -r speedscope -o "$side/run-$i.json" workload/loganalyser.py "$side" "$N"
  done
done
echo "== shares (workload/share.py)"
python3 workload/share.py '^validate_records\b' before/run-*.json after/run-*.json
python3 workload/share.py --top before/run-*.json after/run-*.json
