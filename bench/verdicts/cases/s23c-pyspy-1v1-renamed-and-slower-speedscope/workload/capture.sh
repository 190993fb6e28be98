#!/bin/bash
# Capture for s23c-pyspy-1v1-renamed-and-slower-speedscope. Order: b1 a1.
set -e
cd "$(dirname "$0")"
OUT=..
for i in 1; do
  for side in before after; do
    flag=""; [ $side = after ] && flag="--after"
    t0=$(date +%s.%N)
    py-spy record -r 100 -f speedscope -o $OUT/$side/run-$i.speedscope.json -- python3 contacts.py 100000 $flag
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
