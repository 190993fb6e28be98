#!/usr/bin/env bash
# Rerunnable capture: Go runtime/pprof CPU profile (100 Hz), 1 run per side.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
BUILD=${BUILD:-/tmp/s39a/go-build}
mkdir -p "$BUILD" before after
echo "go: $(go version)"; echo "GOMAXPROCS default, nproc=$(nproc)"; echo "date: $(date -u +%FT%TZ)"
(cd workload && go build -o "$BUILD/mutexcounter" .)
for side in before after; do
  echo "== $side run-1"
  flock "$LOCK" "$BUILD/mutexcounter" -mode="$side" -workers=4 -items=20000000 -cpuprofile "$side/run-1.pprof"
done
ls -l before after
