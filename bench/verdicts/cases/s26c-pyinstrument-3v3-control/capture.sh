#!/bin/bash
# Capture s26c-pyinstrument-3v3-control: identical code both sides, 3 runs a side,
# pyinstrument 5.1.3 speedscope output (default processors, 1 ms interval),
# interleaved b1 a1 b2 a2 b3 a3, each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
N=200000
rm -f before/run-*.json after/run-*.json
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      pyinstrument -r speedscope -o "$side/run-$i.json" workload/ledger.py "$N"
  done
done
echo "== inclusive shares per function (workload/share.py --top)"
python3 workload/share.py --top before/run-*.json after/run-*.json
