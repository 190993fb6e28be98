#!/bin/bash
# Reproduces the capture: builds both sides (-trimpath, so both record eventagg/main.go),
# then records 3 runs a side, interleaved, each under the machine's capture lock.
# runtime/pprof CPU profile at the default 100 Hz.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
OUT=/tmp/s29a/gopprof
OUT=$OUT "$CASE/workload/build.sh"
echo "$(go version)"
for n in 1 2 3; do
  for side in before after; do
    cd "$OUT/$side"
    echo "== $side run $n  (load: $(cut -d' ' -f1-3 /proc/loadavg); $("$CASE/workload/waitidle.sh" 1.0 60))"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall %e s, user %U s, sys %S s" ./eventagg -cpuprofile "$CASE/$side/run-$n.pb.gz" 2>&1
    go tool pprof -top -nodecount=0 "$CASE/$side/run-$n.pb.gz" 2>/dev/null | grep -E '^(Duration|Type)'
  done
done
