#!/usr/bin/env bash
# Captures s34d-pyspy-1v1-insort-resort: py-spy speedscope, 1 run per side.
# before: LATWIN_SORT=insort (bisect.insort), after: LATWIN_SORT=resort (append + sorted()).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=python3
echo "date: $(date -u +%FT%TZ)"
echo "python: $($PY --version 2>&1) ($(command -v $PY) -> $($PY -c 'import sys;print(sys.executable)'))"
echo "py-spy: $(py-spy --version)"
echo "kernel: $(uname -r)"
mkdir -p "$HERE/before" "$HERE/after"
for run in 1; do
  for side in before after; do
    mode=insort; [ $side = after ] && mode=resort
    echo "== $side run-$run (LATWIN_SORT=$mode)"
    LATWIN_SORT=$mode flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "time: wall=%es user=%Us sys=%Ss" \
      py-spy record --rate 250 --format speedscope -o "$HERE/$side/run-$run.speedscope.json" \
      -- $PY "$HERE/workload/latwin.py" 80000 300 2 2>&1
  done
done
echo "== measure"
python3 "$HERE/measure.py" 'LatencyWindow\.observe' "$HERE"/before/*.json "$HERE"/after/*.json
