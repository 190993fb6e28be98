#!/bin/bash
# node --cpu-prof (default 1000 us sampling interval), one run a side: before, then after.
set -e
cd "$(dirname "$0")"
node --version
for side in before after; do
  echo "== $side run 1"
  flock /tmp/flamediff-capture.lock \
    node --cpu-prof --cpu-prof-dir "$side" --cpu-prof-name run-1.cpuprofile "workload/$side/app.js"
done
