#!/bin/bash
# Node --cpu-prof, 3 runs a side, interleaved. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")"
node --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    rm -f $side/run-$i.cpuprofile
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir $side --cpu-prof-name run-$i.cpuprofile workload/orders.js $side 2500
  done
done
