#!/bin/bash
# py-spy record --format speedscope --idle --threads, Python 3.11, 3 runs per side, interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
REQUESTS=5000; SEED=7; RATE=200
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then intake=block; else intake=poll; fi
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i (--intake $intake)"
    ( time flock "$LOCK" py-spy record --format speedscope --idle --threads --rate $RATE -o "$out" -- \
        python3 "$HERE/workload/scorer.py" --intake $intake --requests $REQUESTS --seed $SEED ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
