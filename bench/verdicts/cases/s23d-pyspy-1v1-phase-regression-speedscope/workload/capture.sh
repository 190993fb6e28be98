#!/bin/bash
# Capture for s23d-pyspy-1v1-phase-regression-speedscope. Order: b1 a1.
set -e -o pipefail
cd "$(dirname "$0")"
py-spy --version; python3 --version
for i in 1; do
  for side in before after; do
    flag=""; [ $side = after ] && flag="--after"
    t0=$(date +%s.%N)
    py-spy record -r 100 -f speedscope -o ../$side/run-$i.speedscope.json -- python3 ledger.py 5 30000 $flag
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
