#!/bin/bash
# Control: same program and work, only --seed differs. 1 py-spy raw run per side, per-thread stacks.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
py-spy --version; $PY --version
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
declare -A SEED=([before]=5 [after]=6)
for side in before after; do
  echo "== $side run-1 seed=${SEED[$side]}"
  flock /tmp/flamediff-capture.lock py-spy record --format raw --threads -r 250 \
    -o "$HERE/$side/run-1.raw.txt" -- $PY "$HERE/workload/pool_job.py" --seed "${SEED[$side]}" 2>&1
  sz=$(stat -c %s "$HERE/$side/run-1.raw.txt"); echo "   bytes=$sz lines=$(wc -l < "$HERE/$side/run-1.raw.txt")"
  [ "$sz" -gt 204800 ] && gzip -f "$HERE/$side/run-1.raw.txt"
done
