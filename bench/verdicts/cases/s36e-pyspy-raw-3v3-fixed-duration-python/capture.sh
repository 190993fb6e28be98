#!/bin/bash
# Rerunnable capture for s36e-pyspy-raw-3v3-fixed-duration-python. Interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
py-spy --version
python3 --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock py-spy record --format raw -o "$D/$side/run-$i.raw.txt" -- python3 "$D/workload/$side/ranker.py" 4 "$i"
  done
done
python3 "$D/measure.py"
