#!/bin/bash
# py-spy record --gil --format speedscope, Python 3.11, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=15000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --gil --format speedscope -r 250 -o "$out" -- \
        python3 "$HERE/workload/$side/worker.py" $N ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
