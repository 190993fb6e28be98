#!/bin/bash
# Capture s26c-pyspy-1v1-new-dominant-tower: a Python request loop that runs for a fixed 5 s,
# py-spy 0.4.3 `record --format raw -r 100 -d 5`, 1 run a side (b1 a1), each run under the
# capture lock. The routing-table file read by the after variant is written once, unprofiled.
set -euo pipefail
cd "$(dirname "$0")"
TABLE=/tmp/s26c-routing-table-1300.txt
rm -f "$TABLE"
python3 workload/app.py before 0.01 "$TABLE"   # writes the 1300-line table, not profiled
ls -la "$TABLE"
rm -f before/run-*.raw.txt after/run-*.raw.txt
for i in 1; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      py-spy record --format raw -r 100 -d 5 -o "$side/run-$i.raw.txt" -- \
      python3 workload/app.py "$side" 5 "$TABLE"
  done
done
rm -f "$TABLE"
echo "== culprit share (workload/folded_share.py '^load_routing_table\\b')"
python3 workload/folded_share.py '^load_routing_table\b' before/run-1.raw.txt after/run-1.raw.txt
echo "== inclusive share per function"
python3 workload/folded_share.py --top before/run-1.raw.txt after/run-1.raw.txt
