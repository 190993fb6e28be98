#!/bin/bash
# py-spy 0.4.3 record --format speedscope, CPython 3.11, 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=3000; ROUNDS=30
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --rate 100 --format speedscope -o "$out" -- \
        python3 "$HERE/workload/$side/server.py" $N $ROUNDS ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
