#!/bin/bash
# Capture for s23c-pyspy-3v3-subprocesses-raw. Order: b1 a1 b2 a2 b3 a3.
set -e -o pipefail
cd "$(dirname "$0")"
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    flag=""; [ $side = after ] && flag="--after"
    t0=$(date +%s.%N)
    py-spy record -r 100 -f raw --subprocesses -o ../$side/run-$i.raw.txt -- python3 shard_stats.py 24 20000 $flag
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
