#!/usr/bin/env bash
# 3 before / 3 after node --cpu-prof profiles, interleaved, under the capture lock.
# Run from this case directory:  bash capture.sh > capture.log 2>&1
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_BUDGET=4 CATALOGUE=150
node --version
tmp=$(mktemp -d)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i  $(date +%T)"
    rm -rf "$tmp/$side-$i"
    ( cd workload/$side && /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
        flock /tmp/flamediff-capture.lock \
        node --cpu-prof --cpu-prof-dir "$tmp/$side-$i" matcher.js $SECONDS_BUDGET $CATALOGUE )
    mv "$tmp/$side-$i"/*.cpuprofile $side/run-$i.cpuprofile
  done
done
rm -rf "$tmp"
echo "== shares (culprit regex ^editDistance\\b)"
node workload/share_cpuprofile.cjs '^editDistance\b' before/run-*.cpuprofile after/run-*.cpuprofile
