#!/bin/bash
# s32a-node-1v1-regex-backtrack: node --cpu-prof (default 1000 us interval), 1 run a side, 5 s each.
set -euo pipefail
cd "$(dirname "$0")"
node --version
for side in before after; do
  echo "== $side run 1 ($(date +%T))"
  D=/tmp/s32a/cpuprof-$side; rm -rf $D; mkdir -p $D
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir $D workload/$side.js 5
  mv $D/*.cpuprofile $side/run-1.cpuprofile
  ls -l $side/run-1.cpuprofile
done
