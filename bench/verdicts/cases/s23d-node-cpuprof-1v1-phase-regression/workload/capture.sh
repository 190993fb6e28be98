#!/bin/bash
# Capture for s23d-node-cpuprof-1v1-phase-regression. Order: b1 a1. node --cpu-prof (default 1 ms interval).
set -e -o pipefail
cd "$(dirname "$0")"
node --version
for i in 1; do
  for side in before after; do
    flag=""; [ $side = after ] && flag="--after"
    tmp=$(mktemp -d)
    t0=$(date +%s.%N)
    node --cpu-prof --cpu-prof-dir $tmp orders.cjs 5 60000 $flag
    t1=$(date +%s.%N)
    mv $tmp/*.cpuprofile ../$side/run-$i.cpuprofile && rmdir $tmp
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
