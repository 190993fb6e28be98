#!/bin/bash
# Case s28c-node-3v3-taxslower-cachefaster: node --cpu-prof (default 1 ms interval), 3 runs per side, interleaved.
# --no-turbo-inlining keeps computeTax / lookupCustomer / buildProfile as separate frames
# (without it TurboFan inlines processOrder's callees into main and the V8 profiler attributes them to main).
set -e
C=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
node --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    rm -rf $T/d
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" flock /tmp/flamediff-capture.lock \
      node --no-turbo-inlining --cpu-prof --cpu-prof-dir $T/d $C/workload/$v/orders.js
    mv $T/d/*.cpuprofile $C/$v/run-$i.cpuprofile
  done
done
rm -rf $T
