#!/usr/bin/env bash
# Case s30b-pyspy-1v1-recursive-walk: py-spy raw, one run a side, interleaved (before then after).
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
mkdir -p before after
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 -f raw -o "$side/run-$i.raw.txt" -- python3 workload/$side/walk.py 5
  done
done
