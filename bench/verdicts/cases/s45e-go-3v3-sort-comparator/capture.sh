#!/bin/bash
# Go runtime/pprof CPU profile (-cpuprofile flag of the program), 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=450000; ROUNDS=3
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$HERE/workload/catalog_$side" -n $N -rounds $ROUNDS -cpuprofile "$out" ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
