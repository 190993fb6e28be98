#!/bin/bash
# Case s32e-node-3v3-reduce-spread: node --cpu-prof (default 1000 us interval), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
node --version
T=$(mktemp -d /tmp/s32e-node.XXXX)
for n in 1 2 3; do
  for side in before after; do
    echo "== $side run-$n"
    flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir $T/$side-$n workload/$side/sessions.js 220
    mv $T/$side-$n/*.cpuprofile $side/run-$n.cpuprofile
    ls -l $side/run-$n.cpuprofile
  done
done
rm -rf $T
