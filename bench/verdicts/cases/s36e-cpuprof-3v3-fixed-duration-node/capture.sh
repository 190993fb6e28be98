#!/bin/bash
# Rerunnable capture for s36e-cpuprof-3v3-fixed-duration-node. Interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
node --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    mkdir -p "$T/$side-$i"
    (cd "$T" && flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir="$T/$side-$i" "$D/workload/$side/server.js" 4000 "$i")
    mv "$T/$side-$i"/*.cpuprofile "$D/$side/run-$i.cpuprofile"
  done
done
rm -rf "$T"
node "$D/measure.mjs" 8
