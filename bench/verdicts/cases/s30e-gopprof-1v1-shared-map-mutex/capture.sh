#!/bin/bash
# Case s30e-gopprof-1v1-shared-map-mutex: Go runtime/pprof CPU profile (default 100 Hz), 1 run before, 1 after.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30e-gomap-build; mkdir -p $B
go version
(cd workload/before && go build -o $B/wc_before .)
(cd workload/after && go build -o $B/wc_after .)
ROUNDS=120
for side in before after; do
  echo "== $side run-1"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    flock /tmp/flamediff-capture.lock $B/wc_$side -cpuprofile $side/run-1.pb.gz -rounds $ROUNDS
done
ls -l before after
