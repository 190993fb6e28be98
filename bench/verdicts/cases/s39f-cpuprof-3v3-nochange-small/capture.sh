#!/bin/bash
# Control case: identical work on both sides, only the RNG seed differs.
# Runs are interleaved before/after; every profiled run holds the shared flock.
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS=2500
SCR=/tmp/s39f/cpuprof
rm -rf "$SCR"; mkdir -p "$SCR" before after
rm -f before/run-*.cpuprofile after/run-*.cpuprofile
node --version
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$((10+i)); else seed=$((20+i)); fi
    d="$SCR/$side-$i"; mkdir -p "$d"
    echo "== $side run-$i seed=$seed rounds=$ROUNDS $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$d" --cpu-prof-interval 1000 workload/work.js "$seed" "$ROUNDS"
    mv "$d"/*.cpuprofile "$side/run-$i.cpuprofile"
  done
done
ls -l before after
