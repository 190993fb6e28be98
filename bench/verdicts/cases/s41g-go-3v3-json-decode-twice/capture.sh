#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz default), 3 runs a side, interleaved before/after.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41g/go-json; mkdir -p "$S"
go version
(cd "$C/workload" && go build -o "$S/orders" .)
rm -f "$C"/before/run-* "$C"/after/run-*
for run in 1 2 3; do
  for side in before after; do
    seed=$((run * 7))
    echo "== $side run-$run seed=$seed $(date +%T)"
    flock /tmp/flamediff-capture.lock "$S/orders" -variant "$side" -seed "$seed" -rounds 36 -n 4000 \
      -cpuprofile "$C/$side/run-$run.pb.gz"
  done
done
python3 "$C/measure.py"
