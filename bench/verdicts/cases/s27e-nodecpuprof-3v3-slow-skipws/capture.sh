#!/bin/bash
# 3 V8 CPU profiles per side, 3 s each, interleaved b1 a1 b2 a2 b3 a3.
# --no-turbo-inlining on BOTH sides: without it TurboFan inlines skipWs into parseObject in the
# before build (so skipWs has no frame of its own) but not in the larger after build.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
node --no-turbo-inlining workload/timing.cjs
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date -u +%FT%TZ)"
    tmp=$(mktemp -d)
    flock /tmp/flamediff-capture.lock node --no-turbo-inlining --cpu-prof --cpu-prof-dir="$tmp" workload/$v/parser.cjs 3
    mv "$tmp"/*.cpuprofile $v/run-$i.cpuprofile
    rmdir "$tmp"
  done
done
node workload/measure.mjs '^skipWs\b' before/run-*.cpuprofile after/run-*.cpuprofile
