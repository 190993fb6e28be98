#!/bin/bash
# Rerunnable capture for s36f-pyspy-speedscope-1v1-small-change.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
py-spy --version; $PY --version
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for s in before after; do   # order: b1, a1
  echo "== $s run 1"
  ( cd "$CASE/workload/$s" && /usr/bin/time -f "%e s elapsed (incl. lock wait)" flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 --format speedscope -o "$CASE/$s/run-1.speedscope.json" -- $PY textstats.py 36 )
  ls -l "$CASE/$s/run-1.speedscope.json"
done
python3 "$CASE/measure.py"
