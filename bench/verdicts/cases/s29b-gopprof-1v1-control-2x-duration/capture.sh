#!/usr/bin/env bash
# Reproduces the capture: one build, then the same binary profiled with runtime/pprof (100 Hz)
# for -dur 2s (before) and -dur 4s (after). No code change.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
go version
"$CASE/workload/build.sh"
sha256sum "$CASE/workload/logroll"
for side in before after; do
  if [ $side = before ]; then dur=2s; else dur=4s; fi
  echo "== $side run 1 (-dur $dur)"
  flock /tmp/flamediff-capture.lock \
    "$CASE/workload/logroll" -dur $dur -cpuprofile "$CASE/$side/run-1.pb.gz"
done
rm -f "$CASE/workload/logroll"
