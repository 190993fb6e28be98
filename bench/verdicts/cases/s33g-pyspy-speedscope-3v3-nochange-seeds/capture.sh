#!/bin/bash
# No-change control: the same program on both sides, different input seeds per run.
# before: seeds 11 12 13, after: seeds 21 22 23; interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$((10 + i)); else seed=$((20 + i)); fi
    echo "== $side run $i seed $seed"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      py-spy record -r 200 -f speedscope -o "$CASE/$side/run-$i.speedscope.json" -- \
      python3 "$CASE/workload/prog.py" $seed
    ls -l "$CASE/$side/run-$i.speedscope.json"
  done
done
