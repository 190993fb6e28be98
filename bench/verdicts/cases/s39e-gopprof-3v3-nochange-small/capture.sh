#!/usr/bin/env bash
# Control case: Go runtime/pprof, 3 runs per side interleaved, identical work, other seeds.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s39e/s39e-gopprof-3v3-nochange-small
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
go version
(cd "$HERE/workload" && go build -o "$BUILD/work" .)
ITERS=25000
BEFORE_SEEDS=(11 12 13)
AFTER_SEEDS=(911 912 913)
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then SEED=${BEFORE_SEEDS[$((i-1))]}; else SEED=${AFTER_SEEDS[$((i-1))]}; fi
    echo "== $side run-$i: work -iters $ITERS -seed $SEED"
    flock "$LOCK" "$BUILD/work" -iters "$ITERS" -seed "$SEED" -cpuprofile "$HERE/$side/run-$i.pprof"
  done
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
