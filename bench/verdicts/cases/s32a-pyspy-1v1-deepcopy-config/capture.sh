#!/bin/bash
# s32a-pyspy-1v1-deepcopy-config: py-spy speedscope, 1 run a side (before then after), 6 s each at 250 Hz.
set -euo pipefail
cd "$(dirname "$0")"
py-spy --version; python3 --version
for side in before after; do
  echo "== $side run 1 ($(date +%T))"
  flock /tmp/flamediff-capture.lock py-spy record -r 250 -f speedscope -o $side/run-1.speedscope.json -- python3 workload/$side.py 6
  ls -l $side/run-1.speedscope.json
done
