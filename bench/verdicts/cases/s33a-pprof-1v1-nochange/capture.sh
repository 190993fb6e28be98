#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz default), the SAME binary on both sides, one run a side.
set -euo pipefail
cd "$(dirname "$0")"
go version
BUILD=$(mktemp -d)
(cd workload && go build -o $BUILD/logagg .)
for side in before after; do
  echo "== $side run-1"
  /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
    $BUILD/logagg $side/run-1.pb.gz 250
done
rm -rf $BUILD
