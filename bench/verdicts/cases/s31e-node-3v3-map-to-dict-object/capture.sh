#!/bin/bash
# node --cpu-prof (default 1000 us interval), 3 runs a side, interleaved before/after.
set -e
cd "$(dirname "$0")"
node --version
T=/tmp/s31e/nodeprof; rm -rf $T
for i in 1 2 3; do
  for s in before after; do
    uptime
    flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir $T/$s-$i workload/$s.js 4000000 $i
    mv $T/$s-$i/*.cpuprofile $s/run-$i.cpuprofile
  done
done
uptime
