#!/bin/bash
# py-spy record --format speedscope --idle, CPython 3.11, same program and input on both sides,
# 3 runs per side interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=36; PER=20000; SEED=48; RATE=200
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format speedscope --idle --rate $RATE -o "$out" -- \
        python3 "$HERE/workload/ingest.py" --batches $BATCHES --per-batch $PER --seed $SEED ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
