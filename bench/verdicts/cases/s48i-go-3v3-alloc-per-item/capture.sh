#!/bin/bash
# Go runtime/pprof CPU profile, 3 runs per side, interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/ingest_$side" -n 20000 -passes 100 -cpuprofile "$out" ) 2>&1
  done
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
echo "== done $(date -u +%FT%TZ)"
