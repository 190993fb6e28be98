#!/bin/bash
# Capture for s23d-pyspy-1v1-phases-nochange-speedscope. Order: b1 a1. Same script and args both sides.
set -e -o pipefail
cd "$(dirname "$0")"
py-spy --version; python3 --version
for i in 1; do
  for side in before after; do
    t0=$(date +%s.%N)
    py-spy record -r 100 -f speedscope -o ../$side/run-$i.speedscope.json -- python3 logreport.py 4 40000
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
