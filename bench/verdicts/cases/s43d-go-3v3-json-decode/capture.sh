#!/bin/bash
# Builds both variants of orderstats (default = typed struct, -tags mapdecode = map[string]any)
# and captures 3 runtime/pprof CPU profiles per side (default 100 Hz), alternating sides.
# Every profiled run holds /tmp/flamediff-capture.lock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s43d/json-decode
PASSES=40
mkdir -p "$WORK" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
go version
cd "$CASE/workload"
go build -o "$WORK/orderstats-before" .
go build -tags mapdecode -o "$WORK/orderstats-after" .
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i (passes=$PASSES)"
    flock /tmp/flamediff-capture.lock \
      "$WORK/orderstats-$side" -passes $PASSES -seed 1 -cpuprofile "$CASE/$side/run-$i.pprof"
  done
done
ls -l "$CASE/before" "$CASE/after"
