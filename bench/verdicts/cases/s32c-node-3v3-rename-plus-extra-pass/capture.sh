#!/bin/bash
# Case s32c-node-3v3-rename-plus-extra-pass: node --cpu-prof, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
node --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date -u +%T)"
    d=$(mktemp -d /tmp/s32c-node-XXXX)
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      node --cpu-prof --cpu-prof-dir "$d" workload/report_$side.js
    mv "$d"/*.cpuprofile $side/run-$i.cpuprofile
    rmdir "$d"
    ls -l $side/run-$i.cpuprofile
  done
done
