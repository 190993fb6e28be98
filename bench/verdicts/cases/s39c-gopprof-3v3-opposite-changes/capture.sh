#!/bin/bash
# Builds workload/ and captures 3 before + 3 after CPU profiles with runtime/pprof (100 Hz default).
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
BIN=/tmp/s39c/c2-build/w; mkdir -p "$(dirname "$BIN")"
go version
(cd workload && go build -o "$BIN" .)
for side in before after; do
  for r in 1 2 3; do
    /usr/bin/time -f "$side run-$r: %e s wall, %U s user" \
      flock /tmp/flamediff-capture.lock "$BIN" -mode=$side -passes=400 -cpuprofile="$CASE/$side/run-$r.pprof"
  done
done
ls -l before after
