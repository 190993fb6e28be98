#!/bin/bash
# 3 before + 3 after Go runtime/pprof CPU profiles (100 Hz, the Go default) of workload/ (routecalc).
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
T=/tmp/s41d/case4; mkdir -p "$T" "$C/before" "$C/after"
go version
(cd "$C/workload" && go build -o "$T/routecalc" .)
for side in before after; do
  for i in 1 2 3; do
    echo "== $side run $i seed=$i $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      "$T/routecalc" -variant "$side" -seed "$i" -batches 5000 -cpuprofile "$C/$side/run-$i.pprof"
    echo "   $(stat -c %s "$C/$side/run-$i.pprof") bytes"
  done
done
