#!/bin/bash
# Go runtime/pprof CPU profiles (100 Hz), 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=16
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" "$HERE/workload/logpipe_$side" -batches $BATCHES -cpuprofile "$out" ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
