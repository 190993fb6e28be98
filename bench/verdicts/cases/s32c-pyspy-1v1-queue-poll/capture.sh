#!/bin/bash
# Case s32c-pyspy-1v1-queue-poll: py-spy speedscope, --idle --threads, 1 run a side.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for side in before after; do
  echo "== $side run 1  $(date -u +%T)"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    py-spy record -r 250 --idle --threads -f speedscope -o $side/run-1.speedscope.json -- python3 workload/pipeline_$side.py
  ls -l $side/run-1.speedscope.json
done
