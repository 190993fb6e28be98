#!/bin/bash
# Capture: node --cpu-prof (V8 sampling profiler, default 1 ms interval), one run a side.
# Each side's source is staged at the same path (app/summarise.js) so callFrame.url matches between sides.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
node --version; nproc
for side in before after; do
  echo "== $side run 1  $(date +%T)"
  rm -rf app; mkdir app; cp workload/$side/summarise.js app/summarise.js
  tmp=$(mktemp -d)
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir "$tmp" app/summarise.js 60
  mv "$tmp"/*.cpuprofile $side/run-1.cpuprofile
  rmdir "$tmp"
done
rm -rf app
