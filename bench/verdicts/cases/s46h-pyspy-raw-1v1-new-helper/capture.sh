#!/bin/bash
# py-spy record --format raw (folded), CPython, 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=100000; PASSES=14
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
for side in before after; do
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format raw -r 100 -o "$HERE/$side/run-1.pyspy.folded" -- \
      python3 "$HERE/workload/orders_$side.py" $N $PASSES ) 2>&1
done
echo "== done $(date -u +%FT%TZ)"
