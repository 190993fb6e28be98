#!/bin/bash
# Rerunnable capture for s36e-pprof-3v3-nochange-fixed-duration-go. Identical code both sides;
# only the seed differs (before: seeds 11,12,13; after: seeds 21,22,23). Interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
go version
for side in before after; do
  (cd "$D/workload/$side" && go build -o "$T/$side-worker" .)
done
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$((10 + i)); else seed=$((20 + i)); fi
    echo "== $side run $i (seed $seed)"
    flock /tmp/flamediff-capture.lock "$T/$side-worker" -seed "$seed" -d 4s -cpuprofile "$D/$side/run-$i.pb.gz"
  done
done
rm -rf "$T"
"$D/measure.sh"
