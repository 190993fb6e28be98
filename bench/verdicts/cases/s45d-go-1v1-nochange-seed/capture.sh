#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), control: same binary and work, only -seed differs. 1 run per side (before, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ARGS="-nodes 60000 -queries 90 -dests 400"
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
for side in before after; do
  if [ $side = before ]; then seed=1; else seed=2; fi
  out="$HERE/$side/run-1.pb.gz"
  rm -f "$out"
  echo "== capture $side run 1 (-seed $seed)"
  ( time flock "$LOCK" "$HERE/workload/routeplan" -seed $seed $ARGS -cpuprofile "$out" ) 2>&1
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
