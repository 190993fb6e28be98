#!/usr/bin/env bash
# Case s30b-node-3v3-regex-backtrack: node --cpu-prof (default 1000 us interval), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
node --version
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir "$side" --cpu-prof-name "run-$i.cpuprofile" workload/$side/logstats.js 5
  done
done
